import { type PayMethod, PayType } from '@dropmall/contract';
import type { PayTypeValue } from './api';

/** The methods the payment dialog may offer (spec 001 §9: boleto, pix, balance; a card with Stripe); the server says which. */
export type { PayMethod };

export const PAY_TYPE_OF: Record<PayMethod, PayTypeValue> = {
  balance: PayType.balance,
  card: PayType.card,
  pix: PayType.pix,
  boleto: PayType.boleto,
};

/** Card, pix and boleto are paid on the gateway's own page, in a new tab (spec 000 §4, pay types 1 and 2). */
export const isExternal = (method: PayMethod) => method !== 'balance';
