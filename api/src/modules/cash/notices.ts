import type { Tx } from '../../db/client';
import { asClause, type Notify } from '../notices';
import { cashText } from './texts';

const METHOD = { pix: 'Pix', bank: 'bank' } as const;

export async function notifyIncome(
  tx: Tx,
  notify: Notify | undefined,
  order: { id: number; orderNo: string; sellerBusinessId: number; amount: string },
): Promise<void> {
  await notify?.(tx, {
    to: { businessId: order.sellerBusinessId },
    category: 'system',
    title: cashText.incomeTitle,
    content: cashText.incomeContent,
    params: { orderNo: order.orderNo, amount: order.amount },
    link: '/cashCenter/paymentDetails',
    eventKey: `order-income:${order.id}`,
  });
}

export async function notifyDecided(
  tx: Tx,
  notify: Notify | undefined,
  w: { id: number; withdrawalNo: string; businessId: number; amount: string; method: 'pix' | 'bank' },
  decision: 'pay' | 'reject',
  reason: string,
): Promise<void> {
  const paid = decision === 'pay';
  await notify?.(tx, {
    to: { businessId: w.businessId },
    category: 'system',
    title: paid ? cashText.paidTitle : cashText.rejectedTitle,
    content: paid ? cashText.paidContent : cashText.rejectedContent,
    params: {
      withdrawalNo: w.withdrawalNo,
      amount: w.amount,
      method: METHOD[w.method],
      reason: asClause(reason),
    },
    link: '/cashCenter/cashRecord',
    eventKey: `withdrawal-${paid ? 'paid' : 'rejected'}:${w.id}`,
  });
}
