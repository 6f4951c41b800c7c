import {
  AWAITING_SHIPMENT,
  formatText,
  type Language,
  type OrderStatus,
  type SellerOrderQuery,
  type ShipRequest,
  type TrackingRecord,
} from '@dropmall/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Notify } from '../notices';
import type { OrderEvents } from '../order-events';
import type { ShippingService } from '../shipping/service';
import { sellerOrderPage, sellerViews } from './seller-orders';
import { notifyShipped } from './ship-notices';
import { moveOrders } from './status';
import { fulfilmentText as text } from './texts';

/**
 * The seller's side of an order (the CRM pages): its list, shipping a paid order with a carrier and a
 * tracking number, and the tracking record buyer and seller read. Every call names the caller's business;
 * an order of another seller answers 404, as if it did not exist.
 */
/** A check another module makes before an order ships, in the ship transaction with the order row locked. */
export type ShipGuard = (tx: Tx, orderId: number) => Promise<void>;

export class FulfilmentService {
  constructor(
    private readonly db: Db,
    private readonly shipping: ShippingService,
    private readonly notify?: Notify,
    private readonly shipGuard?: ShipGuard,
    private readonly events?: OrderEvents,
  ) {}

  /** The carriers a seller may pick: the express companies of the shipping methods. */
  async carriers(lang: Language) {
    return (await this.shipping.carriers(lang)).map((c) => ({ id: c.id, name: c.name }));
  }

  async list(sellerBusinessId: number, query: SellerOrderQuery, lang: Language) {
    return sellerOrderPage(this.db, sellerBusinessId, query, await this.carriers(lang));
  }

  /** One order of the seller, as the list shows it. */
  async detail(sellerBusinessId: number, id: number, lang: Language) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.sellerBusinessId, sellerBusinessId)));
    const [view] = await sellerViews(this.db, rows, await this.carriers(lang));
    if (!view) throw notFound(text.orderMissing);
    return view;
  }

  /**
   * paid -> pending dispatch: the seller acknowledges its paid orders (it has seen them; they wait in its
   * warehouse for picking, packing or restocking). All or nothing: one id that is not the caller's paid order
   * answers 404 (not the seller's) or 409 (another state), and none moves. Conditional on the state, so two
   * racing acknowledgements move each order once.
   */
  async acknowledge(sellerBusinessId: number, ids: number[], lang: Language) {
    const wanted = [...new Set(ids)];
    await this.db.transaction(async (tx) => {
      const moved = new Set(
        await moveOrders(
          tx,
          wanted,
          'paid',
          'pending_dispatch',
          { acknowledgedAt: new Date() },
          { seller: sellerBusinessId },
        ),
      );
      if (moved.size === wanted.length) return;
      const rows = await tx
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(and(inArray(orders.id, wanted), eq(orders.sellerBusinessId, sellerBusinessId)));
      if (rows.length < wanted.length) throw notFound(text.orderMissing);
      const stuck = rows.find((r) => !moved.has(r.id));
      if (!stuck) return;
      const status = text.status[stuck.status as OrderStatus];
      throw conflict(
        {
          en: formatText(text.notAcknowledgeable.en, { orderNo: stuck.orderNo, status: status.en }),
          zh: formatText(text.notAcknowledgeable.zh, { orderNo: stuck.orderNo, status: status.zh }),
        },
        { orderNo: stuck.orderNo },
      );
    });
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, wanted), eq(orders.sellerBusinessId, sellerBusinessId)));
    return sellerViews(this.db, rows, await this.carriers(lang));
  }

  /**
   * paid or pending dispatch -> shipped, conditional on the caller being the seller and the order being paid, in one
   * transaction with the buyer's message: two racing ships move the order once and send one message.
   */
  async ship(sellerBusinessId: number, input: ShipRequest, lang: Language) {
    const all = await this.shipping.carriers(lang);
    const carrier = all.find((c) => c.id === input.expressId);
    if (!carrier) throw badRequest(text.unknownCarrier);
    await this.db.transaction(async (tx) => {
      if (this.shipGuard) {
        // The seller's own order, locked: an after-sale application locks it too, so they cannot cross.
        const [mine] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, input.id), eq(orders.sellerBusinessId, sellerBusinessId)))
          .for('update');
        if (mine) await this.shipGuard(tx, mine.id);
      }
      const moved = await moveOrders(
        tx,
        [input.id],
        AWAITING_SHIPMENT,
        'shipped',
        {
          shippedAt: new Date(),
          expressId: carrier.id,
          // The stored name is the English one; readers get the name in their language from expressId.
          expressName: carrier.nameEn,
          trackingNo: input.trackingNo,
        },
        { seller: sellerBusinessId },
      );
      const [order] = await tx
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          buyerBusinessId: orders.businessId,
        })
        .from(orders)
        .where(and(eq(orders.id, input.id), eq(orders.sellerBusinessId, sellerBusinessId)));
      if (!order) throw notFound(text.orderMissing);
      if (moved.length === 0) {
        if (order.status === 'shipped') throw conflict(text.alreadyShipped, { orderNo: order.orderNo });
        const status = text.status[order.status as OrderStatus];
        throw conflict(
          {
            en: formatText(text.notShippable.en, { orderNo: order.orderNo, status: status.en }),
            zh: formatText(text.notShippable.zh, { orderNo: order.orderNo, status: status.zh }),
          },
          { orderNo: order.orderNo },
        );
      }
      await notifyShipped(tx, this.notify, {
        id: order.id,
        orderNo: order.orderNo,
        buyerBusinessId: order.buyerBusinessId,
        carrier: { en: carrier.nameEn, zh: carrier.nameZh },
        trackingNo: input.trackingNo,
      });
      await this.events?.shipped(tx, {
        orderId: order.id,
        orderNo: order.orderNo,
        buyerBusinessId: order.buyerBusinessId,
        sellerBusinessId,
        carrierId: carrier.id,
        carrierName: carrier.nameEn,
        trackingNo: input.trackingNo,
      });
    });
    return this.detail(sellerBusinessId, input.id, lang);
  }

  /**
   * The tracking record of an order for its buyer or its seller: carrier, tracking number and the events we
   * know (paid, shipped, finished), newest first. No carrier API is connected, so there are no scan events.
   */
  /** For the buyer, or for the seller when `asSeller` (the caller holds a CRM order page). */
  async tracking(businessId: number, id: number, lang: Language, asSeller = true): Promise<TrackingRecord> {
    const [o] = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, id),
          asSeller
            ? or(eq(orders.businessId, businessId), eq(orders.sellerBusinessId, businessId))
            : eq(orders.businessId, businessId),
        ),
      );
    if (!o) throw notFound(text.orderMissing);
    const carrier = (await this.carriers(lang)).find((c) => c.id === o.expressId)?.name ?? o.expressName;
    const events: TrackingRecord['events'] = [];
    if (o.finishedAt)
      events.push({ event: 'finished', time: o.finishedAt.toISOString(), text: text.event.finished[lang] });
    if (o.shippedAt)
      events.push({
        event: 'shipped',
        time: o.shippedAt.toISOString(),
        text: formatText(text.event.shipped[lang], { carrier, trackingNo: o.trackingNo ?? '' }),
      });
    if (o.acknowledgedAt)
      events.push({
        event: 'acknowledged',
        time: o.acknowledgedAt.toISOString(),
        text: text.event.acknowledged[lang],
      });
    if (o.paidAt) events.push({ event: 'paid', time: o.paidAt.toISOString(), text: text.event.paid[lang] });
    return {
      id: o.id,
      orderNo: o.orderNo,
      status: o.status as OrderStatus,
      expressId: o.shippedAt ? o.expressId : null,
      expressName: o.shippedAt ? carrier : '',
      trackingNo: o.trackingNo ?? '',
      shippedAt: o.shippedAt?.toISOString() ?? null,
      events,
    };
  }
}
