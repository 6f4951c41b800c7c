import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../lib/menu';
import { menuButtons } from '../../lib/menuTree';
import { formatDollars } from '../../lib/money';
import { AgreeReturnDialog } from './AgreeReturnDialog';
import { type AfterSale, HANDLE_LABEL, SELLER_LIST_PATH } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useAfterSaleActions } from './useAfterSaleActions';

/** Whether the user may decide after-sales: the seller page's button (the server checks the same). */
export function useCanHandle(): boolean {
  const { menu } = useMenu();
  return menuButtons(menu, SELLER_LIST_PATH).includes(HANDLE_LABEL);
}

/**
 * The seller's decisions on one request: agree or refuse while pending; confirm or reject a returned parcel.
 * Agreeing to pay asks first, since the money leaves at once.
 */
export function SellerActions({ afterSale: a, size }: { afterSale: AfterSale; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const allowed = useCanHandle();
  const { decision } = useAfterSaleActions();
  const [modal, holder] = Modal.useModal();
  const [asking, setAsking] = useState<'refuse' | 'rejectReceipt' | null>(null);
  const [choosingAddress, setChoosingAddress] = useState(false);
  if (!allowed || (a.state !== 'pending' && a.state !== 'returning')) return null;

  const confirmThen = (title: string, content: string, run: () => void) =>
    void modal.confirm({
      title,
      content,
      okText: t('afterSales.confirm'),
      cancelText: t('afterSales.close'),
      onOk: run,
    });
  const agree = () =>
    a.type === 'return'
      ? setChoosingAddress(true)
      : confirmThen(
          t('afterSales.agreeTitle'),
          t('afterSales.agreeRefundText', { amount: formatDollars(a.amount) }),
          () => decision.mutate({ decision: 'agree', id: a.id }),
        );
  const confirmReceipt = () =>
    confirmThen(
      t('afterSales.receiptTitle'),
      t('afterSales.receiptText', { amount: formatDollars(a.amount) }),
      () => decision.mutate({ decision: 'confirmReceipt', id: a.id }),
    );

  return (
    <Space wrap size="small" data-testid="seller-actions">
      {holder}
      {a.state === 'pending' ? (
        <>
          <Button type="primary" size={size} onClick={agree} data-testid="after-sale-agree">
            {t('afterSales.agree')}
          </Button>
          <Button danger size={size} onClick={() => setAsking('refuse')} data-testid="after-sale-refuse">
            {t('afterSales.refuse')}
          </Button>
        </>
      ) : (
        <>
          <Button
            type="primary"
            size={size}
            onClick={confirmReceipt}
            data-testid="after-sale-confirm-receipt"
          >
            {t('afterSales.confirmReceipt')}
          </Button>
          <Button
            danger
            size={size}
            onClick={() => setAsking('rejectReceipt')}
            data-testid="after-sale-reject-receipt"
          >
            {t('afterSales.rejectReceipt')}
          </Button>
        </>
      )}
      <AgreeReturnDialog
        open={choosingAddress}
        loading={decision.isPending}
        onCancel={() => setChoosingAddress(false)}
        onOk={(addressId) =>
          decision.mutate(
            { decision: 'agree', id: a.id, addressId },
            { onSuccess: () => setChoosingAddress(false) },
          )
        }
      />
      <ReasonDialog
        open={asking !== null}
        title={asking === 'refuse' ? t('afterSales.refuseTitle') : t('afterSales.rejectTitle')}
        loading={decision.isPending}
        onCancel={() => setAsking(null)}
        onOk={(reason) =>
          asking &&
          decision.mutate({ decision: asking, id: a.id, reason }, { onSuccess: () => setAsking(null) })
        }
      />
    </Space>
  );
}
