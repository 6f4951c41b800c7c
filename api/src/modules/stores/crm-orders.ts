import {
  type CrmAddressRequest,
  type CrmMallOrder,
  type CrmOrderPage,
  type CrmOrderQuery,
  type CrmOrderRow,
  type CrmOrderState,
  type CrmOrderView,
  type CrmPayRequest,
  type CrmPayResult,
  formatText,
  type Language,
  type PayResult,
  type StoreOrderStage,
  storeOrderStage,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  storeAutoPayments,
  storeOrderLines,
  storeOrderMallOrders,
  storeOrders,
  stores,
} from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../http/errors';
import { autoPayViews } from './auto-pay-texts';
import { crmAddressOf, effectiveAddress, overrideOf } from './crm-address';
import type { CrmFees, CrmQuote, Priced, QuotedParcel } from './crm-cost';
import { priceStoreOrder } from './crm-cost';
import { crmBlockTexts, crmTexts } from './crm-texts';
import { nothingRemembered, rememberCustomer, rememberedFor } from './customers';
import { invoiceMarks, type RefundsOf } from './invoices';
import { storeOrderView } from './order-view';
import type { StoreService } from './service';
import { type OpenStoreCancelRefund, settleStoreCancellation } from './store-cancel';
import { snapshotOf } from './store-changes';

type OrderRow = typeof storeOrders.$inferSelect;

/** What the CRM asks of the orders and payments modules beyond pricing (wired in compose.ts). */
export interface CrmDeps<P extends QuotedParcel = QuotedParcel> extends CrmQuote<P> {
  /** Places the mall orders (one per seller) in the caller's transaction, as the checkout does. */
  place(
    tx: Tx,
    buyerId: number,
    parcels: {
      group: P;
      fees: { agency: Decimal; warehouse: Decimal; packaging: Decimal };
      userLeave: string;
    }[],
    address: Record<string, unknown>,
  ): Promise<{ id: number }[]>;
  briefs(buyerId: number, ids: number[], lang: Language): Promise<Omit<CrmMallOrder, 'refunded'>[]>;
  /** What after-sales paid back on mall orders (a refund or return of the goods a store order got). */
  refunds: RefundsOf;
  statesIn(
    tx: Tx,
    ids: number[],
  ): Promise<{ id: number; status: string; total: string; paidAt: Date | null }[]>;
  /** The payment password's check (accounts), before anything is placed: a refusal leaves nothing behind. */
  guardPayment(businessId: number, payType: number, payPassword: string | undefined): Promise<void>;
  /** The mall's payment path (PaymentService.pay). */
  pay(
    businessId: number,
    input: { payType: number; payMoney: number; orderIds: number[] },
    lang: Language,
  ): Promise<PayResult>;
}

/** Unpaid store orders priced per list at most (the Pending and Order Payment lists filter on the price). */
const CANDIDATES = 300;

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Mall orders that expired unpaid: the store order may be paid again (new mall orders are placed). */
const expired = (mall: { status: string; paidAt: unknown }[]) =>
  mall.length > 0 && mall.every((m) => m.status === 'cancelled' && !m.paidAt);

/**
 * CRM orders and money (docs/decisions.md "CRM orders and money"): the store orders as the CRM pages see them,
 * each with its fulfilment cost and state; paying them places the mall orders to the sellers with the store
 * customer's address, links them (store_order_mall_orders) and pays them through the mall's payment path.
 */
export class CrmOrders<P extends QuotedParcel = QuotedParcel> {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly fees: CrmFees,
    private readonly deps: CrmDeps<P>,
    private readonly cancelRefund?: OpenStoreCancelRefund,
  ) {}

  private async price(order: OrderRow, lines: (typeof storeOrderLines.$inferSelect)[], lang: Language) {
    // The business's corrected address, when it gave one, instead of the store's.
    return priceStoreOrder(
      { ...order, shippingAddress: effectiveAddress(order), lines },
      this.fees,
      this.deps,
      lang,
    );
  }

  /** The rows of the CRM pages: lines, store, mall orders, state, cost, why it waits. */
  private async rows(businessId: number, orders: OrderRow[], lang: Language): Promise<CrmOrderRow[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [lines, names, links, autoPay, remembered] = await Promise.all([
      this.db
        .select()
        .from(storeOrderLines)
        .where(inArray(storeOrderLines.orderId, ids))
        .orderBy(asc(storeOrderLines.id)),
      this.db
        .select({ id: stores.id, name: stores.name, platform: stores.platform })
        .from(stores)
        .where(inArray(stores.id, [...new Set(orders.map((o) => o.storeId))])),
      this.db.select().from(storeOrderMallOrders).where(inArray(storeOrderMallOrders.storeOrderId, ids)),
      autoPayViews(this.db, ids, lang),
      rememberedFor(this.db, businessId, orders),
    ]);
    const mallIds = links.map((l) => l.mallOrderId);
    const [briefs, refunds, invoiced] = await Promise.all([
      this.deps.briefs(businessId, mallIds, lang),
      this.deps.refunds(mallIds),
      invoiceMarks(this.db, ids),
    ]);
    const mall: CrmMallOrder[] = briefs.map((m) => ({
      ...m,
      refunded: cents(
        refunds.filter((r) => r.orderId === m.id).reduce((sum, r) => sum.plus(r.amount), new Decimal(0)),
      ).toNumber(),
    }));
    const out: CrmOrderRow[] = [];
    for (const order of orders) {
      const own = lines.filter((l) => l.orderId === order.id);
      const linked = links.filter((l) => l.storeOrderId === order.id).map((l) => l.mallOrderId);
      const mallOrders = mall.filter((m) => linked.includes(m.id));
      const live = mallOrders.length === 0 || expired(mallOrders);
      // An order its customer has not paid is not priced: it cannot be paid whatever it would cost.
      const priced =
        live && !order.paidAt && order.status === 'pending' && order.customerPaid
          ? await this.price(order, own, lang)
          : null;
      const state = stateOf(order, live, priced);
      const why =
        state === 'awaitingPayment'
          ? unpaidBlock(order)
          : state === 'waiting' && priced?.blocked
            ? priced.blocked
            : null;
      const shown = live && !order.paidAt ? [] : mallOrders;
      const stage = storeOrderStage({
        status: order.status,
        customerPaid: order.customerPaid,
        paid: order.paidAt !== null,
        unmatched: own.filter((l) => l.variantId === null).length,
        blocked: priced?.blocked?.reason ?? null,
        mallOrders: shown.map((m) => ({
          status: m.status,
          trackingState: links.find((l) => l.mallOrderId === m.id)?.trackingState ?? 'none',
        })),
      });
      const view = storeOrderView(
        { ...order, shippingAddress: effectiveAddress(order) },
        names.find((s) => s.id === order.storeId) ?? { name: '', platform: 'shopify' },
        own,
        [],
        stage,
        invoiced.get(order.id),
      );
      out.push({
        // The CRM row has its own mall order view (status, carrier), set below.
        ...view,
        // Changes against a payment that lapsed (its mall orders expired unpaid) no longer matter.
        ...(live && !order.paidAt ? { storeChanges: [], storeChangedAt: null } : {}),
        state,
        blocked: why
          ? { reason: why.reason, message: formatText(crmBlockTexts[why.reason][lang], why.params) }
          : null,
        cost: priced ? priced.cost : ((order.cost as CrmOrderRow['cost']) ?? null),
        mallOrders: shown,
        remark: order.remark,
        taxId: order.taxId,
        storeCancel: links
          .filter((l) => l.storeOrderId === order.id && l.storeCancel !== null)
          .map((l) => ({
            mallOrderId: l.mallOrderId,
            outcome: l.storeCancel ?? 'none',
            afterSaleId: l.storeCancelAfterSaleId,
            afterSaleNo: l.storeCancelAfterSaleNo,
          })),
        address: crmAddressOf(order),
        autoPay: autoPay.get(order.id) ?? null,
        remembered: remembered.get(order.id) ?? nothingRemembered,
      });
    }
    return out;
  }

  /**
   * Each order's stage (contract storeOrderStage), derived exactly as the CRM lists derive it: My Orders
   * shows the same word as Pending Orders, Order Payment, Order Fulfilment and Cancelled Orders.
   */
  async stages(
    businessId: number,
    orders: OrderRow[],
    lang: Language,
  ): Promise<Map<number, StoreOrderStage>> {
    const rows = await this.rows(businessId, orders, lang);
    return new Map(rows.map((r) => [r.id, r.stage]));
  }

  /** One CRM page's list, newest first. */
  async list(
    businessId: number,
    view: CrmOrderView,
    q: CrmOrderQuery,
    lang: Language,
  ): Promise<CrmOrderPage> {
    // Another business's store is not found (a disconnected one of ours still lists its orders).
    if (q.storeId) await this.stores.mine(businessId, q.storeId);
    const base = and(
      eq(storeOrders.businessId, businessId),
      q.storeId ? eq(storeOrders.storeId, q.storeId) : undefined,
      q.shopOrderNo ? sql`${storeOrders.shopOrderNumber} ilike ${containsPattern(q.shopOrderNo)}` : undefined,
    );
    const page = { current: q.current, size: q.size };
    if (view === 'fulfilment' || view === 'cancelled') {
      const where = and(
        base,
        view === 'cancelled'
          ? eq(storeOrders.status, 'cancelled')
          : and(isNotNull(storeOrders.paidAt), sql`${storeOrders.status} <> 'cancelled'`),
      );
      const [total] = await this.db.select({ n: count() }).from(storeOrders).where(where);
      const orders = await this.db
        .select()
        .from(storeOrders)
        .where(where)
        .orderBy(desc(storeOrders.placedAt), desc(storeOrders.id))
        .limit(q.size)
        .offset((q.current - 1) * q.size);
      return { records: await this.rows(businessId, orders, lang), total: total?.n ?? 0, ...page };
    }
    // Waiting or payable depends on the price (stock, address, carriers): the newest unpaid ones are priced.
    const orders = await this.db
      .select()
      .from(storeOrders)
      .where(and(base, eq(storeOrders.status, 'pending'), isNull(storeOrders.paidAt)))
      .orderBy(desc(storeOrders.placedAt), desc(storeOrders.id))
      .limit(CANDIDATES);
    const wanted: CrmOrderState[] =
      view === 'pending' ? ['awaitingPayment', 'waiting'] : ['payable', 'paying'];
    const rows = (await this.rows(businessId, orders, lang)).filter((r) => wanted.includes(r.state));
    const from = (q.current - 1) * q.size;
    return { records: rows.slice(from, from + q.size), total: rows.length, ...page };
  }

  private async mine(businessId: number, ids: number[]) {
    const rows = await this.db
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.businessId, businessId), inArray(storeOrders.id, ids)));
    if (rows.length !== new Set(ids).size) throw notFound(crmTexts.orderNotFound);
    return rows;
  }

  /**
   * A store order as automatic payment weighs it (auto-pay.ts): the row, whether a payment of it was started
   * (mall orders placed that have not expired), and its price now (null when it is not payable at all:
   * paid, not pending, its customer has not paid, or a payment started).
   */
  async assess(id: number, lang: Language) {
    const [order] = await this.db.select().from(storeOrders).where(eq(storeOrders.id, id));
    if (!order) return null;
    const links = await this.db
      .select({ id: storeOrderMallOrders.mallOrderId })
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, id));
    const mall = await this.deps.briefs(
      order.businessId,
      links.map((l) => l.id),
      lang,
    );
    const started = mall.length > 0 && !expired(mall);
    if (order.paidAt || order.status !== 'pending' || !order.customerPaid || started)
      return { order, started, priced: null };
    const lines = await this.db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, id));
    return { order, started, priced: await this.price(order, lines, lang) };
  }

  /**
   * Pays store orders: places their mall orders (once: the store orders are locked, and a store order
   * already linked reuses its mall orders), then pays all of them in one payment of the mall's payment path,
   * which charges once however many requests arrive together. `automatic`: the store's automatic payment
   * (auto-pay.ts), consented to when it was turned on, so no payment password is asked.
   */
  async pay(
    businessId: number,
    input: CrmPayRequest,
    lang: Language,
    automatic = false,
  ): Promise<CrmPayResult> {
    const orders = await this.mine(businessId, input.ids);
    if (!automatic) await this.deps.guardPayment(businessId, input.payType, input.payPassword);
    // Priced before the transaction (the embedded database has one connection), checked again inside it.
    const lines = await this.db
      .select()
      .from(storeOrderLines)
      .where(inArray(storeOrderLines.orderId, input.ids));
    const priced = new Map<number, Priced<P>>();
    for (const o of orders)
      priced.set(
        o.id,
        await this.price(
          o,
          lines.filter((l) => l.orderId === o.id),
          lang,
        ),
      );

    const mallIds = await this.db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(storeOrders)
        .where(inArray(storeOrders.id, input.ids))
        .orderBy(asc(storeOrders.id))
        .for('update');
      const ids: number[] = [];
      for (const order of locked) {
        if (order.paidAt) continue;
        // Not paid by the store's customer (now, under the lock): refused, nothing placed or paid.
        if (order.status === 'pending' && !order.customerPaid) {
          const why = unpaidBlock(order);
          throw conflict(crmBlockTexts[why.reason], why.params);
        }
        // A store update between the pricing above and this lock: what was priced is not what is there.
        const seen = orders.find((o) => o.id === order.id);
        if (seen && seen.platformUpdatedAt.getTime() !== order.platformUpdatedAt.getTime())
          throw conflict(crmTexts.changedWhilePaying, { order: order.shopOrderNumber });
        const links = await tx
          .select({ id: storeOrderMallOrders.mallOrderId })
          .from(storeOrderMallOrders)
          .where(eq(storeOrderMallOrders.storeOrderId, order.id));
        if (links.length > 0) {
          const states = await this.deps.statesIn(
            tx,
            links.map((l) => l.id),
          );
          if (!expired(states)) {
            // The store changed it after these mall orders were placed: they no longer match it.
            if (Array.isArray(order.storeChanges) && order.storeChanges.length > 0)
              throw conflict(crmTexts.changedAfterPlacing, { order: order.shopOrderNumber });
            ids.push(...links.map((l) => l.id));
            continue;
          }
          // Its mall orders expired unpaid: they are let go and new ones placed.
          await tx.delete(storeOrderMallOrders).where(eq(storeOrderMallOrders.storeOrderId, order.id));
        }
        const p = priced.get(order.id);
        if (order.status !== 'pending' || !p?.plan) {
          const why =
            order.status === 'cancelled' || !p?.blocked
              ? { reason: 'cancelled' as const, params: {} }
              : p.blocked;
          throw conflict(crmBlockTexts[why.reason], { order: order.shopOrderNumber, ...why.params });
        }
        const placed = await this.deps.place(
          tx,
          businessId,
          p.plan.parcels.map((parcel) => ({
            ...parcel,
            userLeave: formatText(crmTexts.paymentReason.en, { orders: order.shopOrderNumber }),
          })),
          p.plan.address,
        );
        await tx
          .insert(storeOrderMallOrders)
          .values(placed.map((m) => ({ mallOrderId: m.id, storeOrderId: order.id })));
        // What was paid for: the cost, and the store's version it was priced from (compared with later ones).
        const own = lines.filter((l) => l.orderId === order.id);
        await tx
          .update(storeOrders)
          .set({
            cost: p.cost,
            placedSnapshot: { ...snapshotOf(order, own) },
            storeChanges: null,
            storeChangedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(storeOrders.id, order.id));
        ids.push(...placed.map((m) => m.id));
      }
      if (ids.length === 0) return ids;
      const states = await this.deps.statesIn(tx, ids);
      const due = cents(states.reduce((sum, s) => sum.plus(s.total), new Decimal(0)));
      const given = cents(new Decimal(input.payMoney));
      // What the page showed must be what is paid; a change rolls the new mall orders back.
      if (states.every((s) => s.status === 'unpaid') && !due.equals(given))
        throw conflict(crmTexts.amountChanged, { expected: due.toFixed(2), given: given.toFixed(2) });
      return ids;
    });

    if (mallIds.length === 0)
      return { status: 'paid', paymentNo: '', alreadyPaid: true, payUrl: '', mallOrderIds: [], total: 0 };
    const result = await this.deps.pay(
      businessId,
      { payType: input.payType, payMoney: input.payMoney, orderIds: mallIds },
      lang,
    );
    return { ...result, mallOrderIds: mallIds, total: input.payMoney };
  }

  /** The paid event (inside the paying transaction): store orders whose mall orders were paid move on. */
  async markPaid(tx: Tx, mallOrderIds: number[]): Promise<void> {
    const paid = await tx
      .update(storeOrders)
      .set({ paidAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          isNull(storeOrders.paidAt),
          inArray(
            storeOrders.id,
            tx
              .select({ id: storeOrderMallOrders.storeOrderId })
              .from(storeOrderMallOrders)
              .where(inArray(storeOrderMallOrders.mallOrderId, mallOrderIds)),
          ),
        ),
      )
      .returning({ id: storeOrders.id, status: storeOrders.status });
    // An automatic payment under way is paid now (the same transaction as the payment itself).
    if (paid.length > 0)
      await tx
        .update(storeAutoPayments)
        .set({ state: 'paid', updatedAt: new Date() })
        .where(
          and(
            eq(storeAutoPayments.state, 'reserved'),
            inArray(
              storeAutoPayments.storeOrderId,
              paid.map((o) => o.id),
            ),
          ),
        );
    // Cancelled in the store while its payment was under way (a pix finished late): the refund opens now.
    for (const order of paid)
      if (order.status === 'cancelled') await settleStoreCancellation(tx, order.id, this.cancelRefund);
  }

  /** The remark dialog: the business's own note on a store order. */
  async remark(businessId: number, id: number, remark: string) {
    await this.mine(businessId, [id]);
    const [row] = await this.db
      .update(storeOrders)
      .set({ remark, updatedAt: new Date() })
      .where(and(eq(storeOrders.id, id), eq(storeOrders.businessId, businessId)))
      .returning();
    if (!row) throw notFound(crmTexts.orderNotFound);
    return { id: row.id, remark: row.remark, taxId: row.taxId };
  }

  /**
   * The customer's whole address corrected by the business while the order waits for payment (before its
   * mall orders are placed): kept beside the store's (which later store updates keep changing) and used
   * instead of it; the cost is priced again with it. Answers the order's row with its new cost.
   */
  async setAddress(businessId: number, input: CrmAddressRequest, lang: Language): Promise<CrmOrderRow> {
    const [order] = await this.mine(businessId, [input.id]);
    if (!order) throw notFound(crmTexts.orderNotFound);
    if (!(await this.deps.country(input.countryCode, lang)))
      throw badRequest(crmTexts.countryUnknown, { country: input.countryCode });
    // Locked as paying locks it: the address changes only while no mall order is placed for it.
    const row = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(storeOrders).where(eq(storeOrders.id, order.id)).for('update');
      if (!locked || locked.status === 'cancelled')
        throw conflict(crmBlockTexts.cancelled, { order: order.shopOrderNumber });
      const links = await tx
        .select({ id: storeOrderMallOrders.mallOrderId })
        .from(storeOrderMallOrders)
        .where(eq(storeOrderMallOrders.storeOrderId, order.id));
      const placed =
        links.length > 0 &&
        !expired(
          await this.deps.statesIn(
            tx,
            links.map((l) => l.id),
          ),
        );
      if (locked.paidAt || placed) throw conflict(crmTexts.addressLocked, { order: order.shopOrderNumber });
      const address = overrideOf(input);
      const [updated] = await tx
        .update(storeOrders)
        .set({ addressOverride: address, taxId: input.taxId, updatedAt: new Date() })
        .where(eq(storeOrders.id, order.id))
        .returning();
      // Remembered for the customer's next orders of this store (offered there, not applied).
      if (updated) await rememberCustomer(tx, updated, { address, taxId: input.taxId });
      return updated;
    });
    if (!row) throw notFound(crmTexts.orderNotFound);
    const [view] = await this.rows(businessId, [row], lang);
    if (!view) throw notFound(crmTexts.orderNotFound);
    return view;
  }

  /** The customer's CPF or CNPJ, when the store's address carries none; fixed once the order is paid. */
  async setTaxId(businessId: number, id: number, taxId: string) {
    const [order] = await this.mine(businessId, [id]);
    if (order?.paidAt) throw conflict(crmTexts.noteLocked, { order: order.shopOrderNumber });
    const [row] = await this.db
      .update(storeOrders)
      .set({ taxId, updatedAt: new Date() })
      .where(and(eq(storeOrders.id, id), eq(storeOrders.businessId, businessId), isNull(storeOrders.paidAt)))
      .returning();
    if (!row) throw notFound(crmTexts.orderNotFound);
    // Remembered for the customer's next orders of this store (offered there, not applied).
    await rememberCustomer(this.db, row, { taxId });
    return { id: row.id, remark: row.remark, taxId: row.taxId };
  }
}

/** Where a store order stands (contract CRM_ORDER_STATES). */
function stateOf(order: OrderRow, live: boolean, priced: Priced<QuotedParcel> | null): CrmOrderState {
  if (order.status === 'cancelled') return order.paidAt ? 'cancelledAfterPay' : 'cancelled';
  if (order.paidAt) return 'fulfilment';
  if (!live) return 'paying';
  if (order.status === 'fulfilled') return 'done';
  if (!order.customerPaid) return 'awaitingPayment';
  return priced?.blocked ? 'waiting' : 'payable';
}

/** Why an order its customer has not paid waits, with the store's own word for the payment. */
const unpaidBlock = (order: OrderRow) => ({
  reason: 'customerUnpaid' as const,
  params: { order: order.shopOrderNumber, status: order.paymentStatus || '—' },
});
