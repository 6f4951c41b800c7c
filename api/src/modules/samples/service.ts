import type {
  Language,
  OrderStatus,
  SampleBulkRequest,
  SampleCreated,
  SampleCreateRequest,
  SampleListQuery,
  SamplePage,
  SampleReviewRequest,
} from '@dropmall/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { samples } from '../../db/schema/samples';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { type AddressService, addressView } from '../addresses/service';
import type { CartService } from '../cart/service';
import { toMoney } from '../catalog/product-lists';
import { PRODUCT_STATUS, variantsWithProducts } from '../catalog/reads';
import type { CheckoutService } from '../orders/checkout-service';
import { linesOfOrders, ordersByIds } from '../orders/reads';
import { checkoutText } from '../orders/texts';
import { sampleText as text } from './texts';

/** A sample stays open while its order may still arrive: unpaid, paid or shipped. */
const OPEN_STATES: readonly string[] = ['unpaid', 'paid', 'pending_dispatch', 'shipped'];

export interface SampleDeps {
  db: Db;
  checkout: CheckoutService;
  cart: CartService;
  addresses: AddressService;
}

/**
 * Business Management -> Try-on List: samples, one unit of a product a business orders before a bulk order.
 * The order is an ordinary mall order placed through the checkout (prices, shipping, stock reserved with its
 * conditional update, the payment timeout) and paid through the ordinary payment call; this module keeps
 * which orders are samples, at most one open per product, and the business's verdict.
 */
export class SampleService {
  constructor(private readonly deps: SampleDeps) {}

  async create(businessId: number, input: SampleCreateRequest, lang: Language): Promise<SampleCreated> {
    const { addresses, checkout, db } = this.deps;
    const address =
      input.addressId === undefined
        ? await addresses.preferred(businessId)
        : await addresses.get(businessId, input.addressId);
    if (!address) throw badRequest(text.noAddress);
    const quote = await checkout.quoteVariants(
      [{ variantId: input.variantId, num: 1 }],
      address.countryId,
      lang,
    );
    const group = quote.groups[0];
    const line = group?.lines[0];
    if (!group || !line) throw notFound(text.variantGone);
    if (line.businessId === businessId) throw conflict(text.ownProduct);
    if (!line.valid) throw conflict(text.notBuyable, { title: line.title });
    if (!group.carrier) throw conflict(checkoutText.noShipping, { country: address.country });
    try {
      return await db.transaction(async (tx) => {
        await this.closeArrived(tx, businessId, line.productId);
        const [order] = await checkout.placeQuoted(tx, businessId, [{ group }], addressView(address), {
          addressId: address.id,
          sample: true,
        });
        if (!order) throw new Error('sample order not placed');
        const [made] = await tx
          .insert(samples)
          .values({ businessId, productId: line.productId, variantId: line.skuId, orderId: order.id })
          .returning({ id: samples.id });
        if (!made) throw new Error('sample not written');
        return {
          id: made.id,
          orderId: order.id,
          orderNo: order.orderNo,
          total: toMoney(order.total.toFixed(4)),
        };
      });
    } catch (error) {
      // Two samples of one product at once: the partial unique index keeps one.
      if (isUniqueViolation(error)) throw conflict(text.openRace);
      throw error;
    }
  }

  /**
   * Locks the business's open samples of a product and closes those whose order is over (received, cancelled
   * by the buyer or the payment timeout, refunded); one still on its way refuses a second sample (409).
   */
  private async closeArrived(tx: Tx, businessId: number, productId: number): Promise<void> {
    const open = await tx
      .select({ id: samples.id, orderId: samples.orderId })
      .from(samples)
      .where(
        and(eq(samples.businessId, businessId), eq(samples.productId, productId), eq(samples.open, true)),
      )
      .for('update');
    if (open.length === 0) return;
    const orders = new Map(
      (
        await ordersByIds(
          tx,
          open.map((s) => s.orderId),
        )
      ).map((o) => [o.id, o]),
    );
    for (const sample of open) {
      const order = orders.get(sample.orderId);
      if (order && OPEN_STATES.includes(order.status))
        throw conflict(text.openAlready, { orderNo: order.orderNo });
      await tx.update(samples).set({ open: false, updatedAt: new Date() }).where(eq(samples.id, sample.id));
    }
  }

  /** The business's samples, newest first, each with its order's state and what a bulk order would cost now. */
  async list(businessId: number, q: SampleListQuery): Promise<SamplePage> {
    const { db } = this.deps;
    const mine = eq(samples.businessId, businessId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(samples)
        .where(mine)
        .orderBy(desc(samples.createdAt), desc(samples.id))
        .limit(q.size)
        .offset((q.current - 1) * q.size),
      db.select({ n: count() }).from(samples).where(mine),
    ]);
    const orderIds = rows.map((r) => r.orderId);
    const [orders, lines, variants] = await Promise.all([
      ordersByIds(db, orderIds, businessId),
      linesOfOrders(db, orderIds),
      variantsWithProducts(
        db,
        rows.map((r) => r.variantId),
      ),
    ]);
    const orderOf = new Map(orders.map((o) => [o.id, o]));
    const lineOf = new Map(lines.map((l) => [l.orderId, l]));
    const sellers = await businessNames(
      db,
      orders.map((o) => o.sellerBusinessId),
    );
    const records = rows.flatMap((r) => {
      const order = orderOf.get(r.orderId);
      const line = lineOf.get(r.orderId);
      if (!order || !line) return [];
      const now = variants.get(r.variantId);
      const onSale =
        now !== undefined &&
        now.product.status === PRODUCT_STATUS.onShelf &&
        now.variant.invalid === 0 &&
        now.variant.stock > 0;
      return [
        {
          id: r.id,
          productId: r.productId,
          variantId: r.variantId,
          title: line.title,
          specification: line.specification,
          thumbUrl: line.thumbUrl,
          sellerName: sellers.get(order.sellerBusinessId) ?? '',
          price: toMoney(line.price),
          orderId: order.id,
          orderNo: order.orderNo,
          total: toMoney(order.total),
          state: order.status as OrderStatus,
          open: OPEN_STATES.includes(order.status),
          verdict: r.verdict,
          note: r.note,
          priceNow: now ? toMoney(now.variant.price) : 0,
          available: now && onSale ? now.variant.stock : 0,
          onSale,
          createdAt: r.createdAt.toISOString(),
          expiresAt: order.expiresAt.toISOString(),
        },
      ];
    });
    return { records, total: Number(total?.n ?? 0), current: q.current, size: q.size };
  }

  /** "Order in bulk": the sample's variant goes to the cart in the quantity asked (the cart's own checks). */
  async bulk(businessId: number, input: SampleBulkRequest) {
    const sample = await this.own(businessId, input.id);
    const line = await this.deps.cart.add(businessId, sample.variantId, input.num);
    return { cartId: line.id, num: line.num };
  }

  /** The business's verdict on a sample (liked, not for me, or none) and its note. */
  async review(businessId: number, input: SampleReviewRequest): Promise<void> {
    const changed = await this.deps.db
      .update(samples)
      .set({ verdict: input.verdict, note: input.note, updatedAt: new Date() })
      .where(and(eq(samples.id, input.id), eq(samples.businessId, businessId)))
      .returning({ id: samples.id });
    if (changed.length === 0) throw notFound(text.notFound);
  }

  /** One of the business's samples; another's answers 404, as if it did not exist. */
  private async own(businessId: number, id: number) {
    const [row] = await this.deps.db
      .select()
      .from(samples)
      .where(and(eq(samples.id, id), eq(samples.businessId, businessId)));
    if (!row) throw notFound(text.notFound);
    return row;
  }
}
