import type { Tx } from '../../db/client';
import type { AfterSaleEvents } from '../after-sale-events';
import type { AfterSaleRow } from './state';

/** Tells the listeners (webhooks) of a new request (previous null) or a move, inside its transaction. */
export async function announceAfterSale(
  tx: Tx,
  events: AfterSaleEvents | undefined,
  row: AfterSaleRow,
  previousState: string | null,
): Promise<void> {
  await events?.changed(tx, {
    afterSaleId: row.id,
    afterSaleNo: row.afterSaleNo,
    orderId: row.orderId,
    buyerBusinessId: row.businessId,
    sellerBusinessId: row.sellerBusinessId,
    type: row.type,
    amount: row.amount,
    state: row.state,
    previousState,
  });
}
