import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AfterSale, sideActions } from './api';
import { useAfterSaleActions } from './useAfterSaleActions';

/** The buyer may withdraw a request until the goods are on their way back. */
export function CancelAfterSale({ afterSale: a }: { afterSale: AfterSale }) {
  const { t } = useTranslation();
  const { cancel } = useAfterSaleActions();
  const [modal, holder] = Modal.useModal();
  if (!sideActions(a, 'buyer').includes('cancel')) return null;
  return (
    <>
      {holder}
      <Button
        loading={cancel.isPending}
        data-testid="after-sale-cancel"
        onClick={() =>
          void modal.confirm({
            title: t('afterSales.cancelTitle'),
            content: t('afterSales.cancelText', { no: a.afterSaleNo }),
            okText: t('afterSales.cancel'),
            cancelText: t('afterSales.close'),
            onOk: () => cancel.mutate(a.id),
          })
        }
      >
        {t('afterSales.cancel')}
      </Button>
    </>
  );
}
