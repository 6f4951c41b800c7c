import type { PayoutAccount } from '@dropmall/contract';
import type { TFunction } from 'i18next';

/** A payout account on one line: 'Pix · ana@loja.com' or 'Bank transfer · Itaú 0001-9 / 12345-6 · Ana'. */
export function payoutLine(payout: PayoutAccount, t: TFunction): string {
  return [t(`cash.methods.${payout.method}`), ...payoutDetails(payout)].join(' · ');
}

/** The account's details without the method, one entry per line of a table cell. */
export function payoutDetails(payout: PayoutAccount): string[] {
  if (payout.method === 'pix') return [payout.pixKey];
  return [`${payout.bankName} ${payout.branch} / ${payout.accountNumber}`, payout.holderName];
}
