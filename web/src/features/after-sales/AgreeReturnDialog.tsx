import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchReturnAddresses } from './api';

interface AgreeReturnDialogProps {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onOk: (addressId: number) => void;
}

/** Agreeing to a return: the seller chooses where the goods go back (its default address first). */
export function AgreeReturnDialog({ open, loading, onCancel, onOk }: AgreeReturnDialogProps) {
  const { t } = useTranslation();
  const addresses = useQuery({
    queryKey: ['after-sales', 'return-addresses'],
    queryFn: fetchReturnAddresses,
    enabled: open,
  });
  const [chosen, setChosen] = useState<number>();
  useEffect(() => {
    if (addresses.data && chosen === undefined) setChosen(addresses.data[0]?.id);
  }, [addresses.data, chosen]);
  const none = addresses.data?.length === 0;
  return (
    <Modal
      open={open}
      title={t('afterSales.agreeTitle')}
      onCancel={onCancel}
      okText={t('afterSales.agree')}
      cancelText={t('afterSales.close')}
      okButtonProps={{ disabled: chosen === undefined, loading, 'data-testid': 'agree-return-submit' }}
      onOk={() => chosen !== undefined && onOk(chosen)}
      destroyOnHidden
    >
      {addresses.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : none ? (
        <Alert
          type="warning"
          showIcon
          title={t('afterSales.noReturnAddress')}
          description={
            <Link to="/order/address" className="dm-after-sale-link">
              {t('afterSales.addReturnAddress')}
            </Link>
          }
        />
      ) : (
        <>
          <p>{t('afterSales.agreeReturnText')}</p>
          <Select
            style={{ width: '100%' }}
            value={chosen}
            onChange={setChosen}
            aria-label={t('afterSales.returnAddress')}
            data-testid="agree-return-address"
            options={(addresses.data ?? []).map((a) => ({
              value: a.id,
              label: [a.fullName, a.detailAddress, a.city, a.country].filter(Boolean).join(', '),
            }))}
          />
        </>
      )}
    </Modal>
  );
}
