import type { Tx } from '../../db/client';
import type { AfterSaleEvents } from '../after-sale-events';
import type { Notify } from '../notices';
import { orderNumbers } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { announceAfterSale } from './announce';
import { notifyAfterSale } from './notices';
import { payRefund } from './refund';
import { type AfterSaleRow, moveAfterSale } from './state';

export interface SettleDeps {
  wallet: WalletService;
  notify?: Notify;
  events?: AfterSaleEvents;
}

/**
 * The money of an after-sale in 'refunding', in the transaction that moved it there: paid back, it ends in
 * refund succeeded (a refund of all that was left), return-and-refund succeeded (every item back in full) or
 * partial refund/return succeeded (money or goods left on the order); not paid, it waits in refund failed
 * with the reason, for the seller to retry or close.
 */
export async function settleRefund(tx: Tx, deps: SettleDeps, row: AfterSaleRow): Promise<AfterSaleRow> {
  const orderNo = (await orderNumbers(tx, [row.orderId])).get(row.orderId) ?? '';
  const outcome = await payRefund(tx, deps.wallet, row);
  if (!outcome.ok) {
    const moved = await moveAfterSale(
      tx,
      row,
      'refundFailed',
      { refundFailure: outcome.failure },
      { actor: 'system', note: JSON.stringify(outcome.failure) },
    );
    await notifyAfterSale(tx, deps.notify, 'refundFailed', moved, orderNo);
    await announceAfterSale(tx, deps.events, moved, row.state);
    return moved;
  }
  const action = !outcome.full
    ? 'partSucceeded'
    : row.type === 'return'
      ? 'returnSucceeded'
      : 'refundSucceeded';
  const moved = await moveAfterSale(
    tx,
    row,
    action,
    { refundedAt: new Date(), refundFailure: null },
    { actor: 'system', note: outcome.paid.toFixed(2) },
  );
  await notifyAfterSale(tx, deps.notify, 'refunded', moved, orderNo, outcome.paid.toFixed(2));
  await announceAfterSale(tx, deps.events, moved, row.state);
  return moved;
}
