import type { PayoutAccount } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { payoutDetails } from './payout';

/** A payout account in a table cell: the method, then every detail in full (operators copy them to pay). */
export function PayoutCell({ payout }: { payout: PayoutAccount }) {
  const { t } = useTranslation();
  return (
    <div className="dm-cash-payout" data-testid="withdrawal-payout">
      <strong>{t(`cash.methods.${payout.method}`)}</strong>
      {payoutDetails(payout).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
