import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleDetail } from './api';
import { TrackingForm } from './TrackingForm';
import { useAfterSaleActions } from './useAfterSaleActions';

/** A return's address and parcel: where to send the goods, and (for the buyer, when due) the tracking form. */
export function ReturnBox({ afterSale: a }: { afterSale: AfterSaleDetail }) {
  const { t } = useTranslation();
  const { tracking } = useAfterSaleActions();
  if (a.type !== 'return' || !a.returnAddress) return null;
  const address = a.returnAddress;
  return (
    <section className="dm-after-sale-return" data-testid="return-box">
      <h2>{t('afterSales.returnAddress')}</h2>
      <address data-testid="return-address">
        <strong>{address.name}</strong> · {address.phone}
        {address.lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
        <div>{address.postalCode}</div>
      </address>
      {a.trackingNo && (
        <p data-testid="return-tracking">
          {t('afterSales.parcel', { carrier: a.expressCompany, trackingNo: a.trackingNo })}
        </p>
      )}
      {a.role === 'buyer' && a.state === 'to_return' && (
        <>
          <Alert type="warning" showIcon title={t('afterSales.sendBackHint')} />
          <TrackingForm
            sending={tracking.isPending}
            onSend={(values) => tracking.mutate({ id: a.id, ...values })}
          />
        </>
      )}
    </section>
  );
}
