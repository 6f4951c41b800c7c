import { randomInt } from 'node:crypto';
import {
  type AfterSaleApply,
  isAwaitingShipment,
  type Language,
  REFUND_REASON_CODES,
  REFUND_REASONS,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { afterSales } from '../../db/schema/after-sales';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AfterSaleEvents } from '../after-sale-events';
import { toMoney } from '../catalog/product-lists';
import type { Notify } from '../notices';
import { orderLinesOf } from '../orders/lines';
import { orderById, orderNumbers } from '../orders/reads';
import type { FindForeignFile } from '../uploads/service';
import { announceAfterSale } from './announce';
import { eligibility } from './eligibility';
import { notifyAfterSale } from './notices';
import { amountAbove, lockOrder } from './refund';
import { saveReturnLines } from './return-lines';
import { type AfterSaleRow, localized, moveAfterSale, recordApply } from './state';
import { afterSaleText } from './texts';

const newAfterSaleNo = () => `AS${Date.now()}${String(randomInt(0, 1e4)).padStart(4, '0')}`;

/**
 * The buyer's side of after-sales: the reason list, what an order allows, applying, cancelling and sending the
 * goods back. Every write is one transaction with its message; a refusal writes nothing.
 */
export class AfterSaleApplyService {
  constructor(
    private readonly db: Db,
    private readonly findForeignFile: FindForeignFile,
    private readonly notify?: Notify,
    private readonly events?: AfterSaleEvents,
  ) {}

  reasons(lang: Language) {
    return REFUND_REASON_CODES.map((code) => ({ code, name: REFUND_REASONS[code][lang] }));
  }

  private async buyersOrder(tx: Db | Tx, businessId: number, orderId: number) {
    const order = await orderById(tx, orderId, businessId);
    if (!order) throw notFound(afterSaleText.orderMissing);
    return order;
  }

  /** What the apply dialog shows: the refundable amount, the allowed types, or why nothing can be asked. */
  async orderInfo(businessId: number, orderId: number, lang: Language) {
    return this.db.transaction(async (tx) => {
      const order = await this.buyersOrder(tx, businessId, orderId);
      const e = await eligibility(tx, order);
      const problem = e.problem?.text;
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        orderTotal: toMoney(order.total),
        refundedTotal: toMoney(new Decimal(order.total).minus(e.refundable).toFixed(4)),
        refundable: toMoney(e.refundable.toFixed(4)),
        types: e.types,
        openId: e.open?.id ?? null,
        blocked: problem === undefined ? '' : typeof problem === 'string' ? problem : problem[lang],
        items: (await orderLinesOf(tx, [order.id])).map((i) => ({
          orderItemId: i.id,
          title: i.title,
          specification: i.specification,
          thumbUrl: i.thumbUrl,
          price: toMoney(i.price),
          num: i.num,
        })),
      };
    });
  }

  async create(businessId: number, input: AfterSaleApply): Promise<AfterSaleRow> {
    // Vouchers must be pictures this business uploaded.
    const foreign = await this.findForeignFile(businessId, input.vouchers);
    if (foreign) throw badRequest(localized(afterSaleText.voucherNotOurs, { url: foreign.slice(0, 120) }));
    const mine = await this.buyersOrder(this.db, businessId, input.orderId);
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, mine.id);
      const e = await eligibility(tx, order);
      if (e.problem) throw e.problem;
      if (!e.types.includes(input.type))
        throw conflict(
          isAwaitingShipment(order.status)
            ? afterSaleText.returnNeedsShipment
            : afterSaleText.alreadyReturned,
        );
      if (new Decimal(input.amount).greaterThan(e.refundable)) throw amountAbove(e.refundable);
      const [row] = await tx
        .insert(afterSales)
        .values({
          afterSaleNo: newAfterSaleNo(),
          orderId: order.id,
          businessId,
          sellerBusinessId: order.sellerBusinessId,
          type: input.type,
          state: 'pending',
          reason: input.reason,
          description: input.description,
          amount: new Decimal(input.amount).toFixed(4),
          vouchers: input.vouchers,
          orderShipped: !isAwaitingShipment(order.status),
          refundTo: input.refundTo,
        })
        .onConflictDoNothing()
        .returning();
      // Another request of the same order got in first (the partial unique index of open requests).
      if (!row) throw conflict(localized(afterSaleText.alreadyOpen, { no: '' }));
      if (row.type === 'return') await saveReturnLines(tx, row.id, order.id, input.items);
      await recordApply(tx, row, { actor: 'buyer' });
      await notifyAfterSale(tx, this.notify, 'created', row, order.orderNo);
      await announceAfterSale(tx, this.events, row, null);
      return row;
    });
  }

  private async buyersAfterSale(tx: Tx, businessId: number, id: number) {
    const [row] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), eq(afterSales.businessId, businessId)));
    if (!row) throw notFound(afterSaleText.missing);
    return row;
  }

  /** The buyer withdraws a request while the seller has not decided, or before sending the goods back. */
  async cancel(businessId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.buyersAfterSale(tx, businessId, id);
      const moved = await moveAfterSale(tx, row, 'cancel', { closedAt: new Date() }, { actor: 'buyer' });
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  /** The buyer sent the goods back: the carrier and tracking number go to the seller. */
  async uploadExpressInfo(
    businessId: number,
    input: { id: number; expressCompany: string; trackingNo: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.buyersAfterSale(tx, businessId, input.id);
      const moved = await moveAfterSale(
        tx,
        row,
        'shipBack',
        {
          expressCompany: input.expressCompany,
          trackingNo: input.trackingNo,
          shippedBackAt: new Date(),
        },
        { actor: 'buyer', note: `${input.expressCompany} ${input.trackingNo}` },
      );
      const orderNo = (await orderNumbers(tx, [row.orderId])).get(row.orderId);
      await notifyAfterSale(tx, this.notify, 'shipped', moved, orderNo ?? '');
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }
}
