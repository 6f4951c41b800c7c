import type { PayoutAccount } from '@dropmall/contract';
import type { TFunction } from 'i18next';

/** A payout account on one line: 'Pix · ana@loja.com' or 'Bank transfer · Itaú 0001-9 / 12345-6 · Ana'. */
export function payoutLine(payout: PayoutAccount, t: TFunction): string {
  if (payout.method === 'pix') return `${t('cash.methods.pix')} · ${payout.pixKey}`;
  return `${t('cash.methods.bank')} · ${payout.bankName} ${payout.branch} / ${payout.accountNumber} · ${payout.holderName}`;
}

export const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');
