import { formatText } from '@dropmall/contract';
import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import type { Notify } from '../notices';
import { ordersByIds } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { notifyIncome } from './notices';
import { cashText } from './texts';

/**
 * A seller's income: when an order is finished, its total moves from the platform (which held the buyer's
 * money since payment) to the seller's balance, as one `order_income` ledger row with the order id. It runs in
 * the finishing transaction and only for orders that transaction moved; a unique index on
 * (order_id) for this kind refuses a second row, whatever happens. With a platform fee rate, the fee (the
 * rate times the income, rounded half up to the cent) leaves again as a `platform_fee` row in the same
 * transaction; a later refund takes back the refunded amount, the fee stays with the platform.
 */
export class SellerIncome {
  constructor(
    private readonly wallet: WalletService,
    private readonly notify?: Notify,
    /** PLATFORM_FEE_RATE: the platform's share of each income, taken at once as a `platform_fee` row. */
    private readonly feeRate = 0,
  ) {}

  readonly creditFinished = async (tx: Tx, orderIds: number[]): Promise<void> => {
    if (orderIds.length === 0) return;
    const rows = await ordersByIds(tx, orderIds);
    for (const order of rows) {
      // What an after-sale already refunded before the order finished was paid back by the platform out of
      // the buyer's money: the seller receives the rest, less the platform's fulfilment fees of a store
      // order (service_fee: agency, warehouse, packaging), which stay with the platform.
      const amount = new Decimal(order.total)
        .minus(order.serviceFee)
        .minus(await this.wallet.refundedOnOrder(tx, order.id));
      // A free order (a coupon covered it all), or one refunded in full, moves no money: no row of zero.
      if (amount.lessThanOrEqualTo(0)) continue;
      await this.wallet.credit(tx, order.sellerBusinessId, {
        kind: 'order_income',
        amount,
        reason: formatText(cashText.incomeReason.en, { orderNo: order.orderNo }),
        orderId: order.id,
      });
      const fee = amount.times(this.feeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      // The fee is never more than the income just credited, so this debit always finds the money.
      if (fee.greaterThan(0))
        await this.wallet.debit(tx, order.sellerBusinessId, {
          kind: 'platform_fee',
          amount: fee,
          reason: formatText(cashText.feeReason.en, { orderNo: order.orderNo }),
          orderId: order.id,
        });
      await notifyIncome(tx, this.notify, {
        id: order.id,
        orderNo: order.orderNo,
        sellerBusinessId: order.sellerBusinessId,
        amount: amount.minus(fee).toFixed(2),
      });
    }
  };
}
