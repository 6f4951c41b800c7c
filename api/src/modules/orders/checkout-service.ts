import type { Language, SubmitPayload } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AddressRow, AddressService } from '../addresses/service';
import { addressView } from '../addresses/service';
import type { CartLine, CartService } from '../cart/service';
import type { CouponService } from '../coupons/service';
import type { ShippingService } from '../shipping/service';
import {
  type Carrier,
  cents,
  type FulfilmentFees,
  groupBySeller,
  insertOrder,
  insertOrders,
  lineAmount,
  type OrderLine,
  type PlacedOrder,
} from './place';
import { checkoutText as text } from './texts';

/** Variant lines priced for a destination: one group per seller with its cheapest carrier (null: none). */
export interface QuotedGroup {
  sellerId: number;
  lines: CartLine[];
  productTotal: Decimal;
  weightGrams: number;
  carrier: Carrier | null;
}

export interface CheckoutOptions {
  /** How long an unpaid order waits for its payment. */
  payTimeoutMs: number;
}

/** The order preview and the order itself (spec 000 §3-4, §9): the server prices everything again. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly addresses: AddressService,
    private readonly coupons: CouponService,
    private readonly shipping: ShippingService,
    private readonly options: CheckoutOptions,
  ) {}

  /** Cart lines of these ids, all of them the caller's and all buyable now. */
  private async buyableLines(businessId: number, ids: number[]): Promise<CartLine[]> {
    const unique = [...new Set(ids)];
    const lines = await this.cart.lines(businessId, unique);
    if (lines.length !== unique.length) throw notFound(text.cartLineMissing);
    const blocked = lines.find((l) => !l.valid);
    if (blocked) throw conflict(text.notBuyable, { title: blocked.title });
    return lines;
  }

  private async express(address: AddressRow | null, lines: CartLine[], lang: Language) {
    if (!address) return null;
    const weight = lines.reduce((sum, l) => sum + l.weightGrams * l.num, 0);
    const method = await this.shipping.cheapest(address.countryId, weight, lang);
    if (!method) throw conflict(text.noShipping, { country: address.country });
    return method;
  }

  async confirm(businessId: number, input: { cartIds: number[]; addressId?: number }, lang: Language) {
    const lines = await this.buyableLines(businessId, input.cartIds);
    const address = input.addressId
      ? await this.addresses.get(businessId, input.addressId)
      : await this.addresses.preferred(businessId);
    const orderData = [];
    let total = new Decimal(0);
    for (const [sellerId, group] of groupBySeller(lines)) {
      const productTotal = cents(group.reduce((sum, l) => sum.plus(lineAmount(l)), new Decimal(0)));
      const express = await this.express(address, group, lang);
      const expressFee = express?.fee ?? new Decimal(0);
      total = total.plus(productTotal).plus(expressFee);
      orderData.push({
        businessId: sellerId,
        businessDetailId: sellerId,
        orderCarVOS: group.map((line) => ({ ...line, carMoney: cents(lineAmount(line)).toNumber() })),
        productTotalMoney: productTotal.toNumber(),
        expressFee: expressFee.toNumber(),
        expressName: express?.name ?? '',
        expectDay: express?.days ?? '',
        couponList: { availableList: await this.coupons.usable(businessId, lang, productTotal) },
      });
    }
    return { address: address ? addressView(address) : null, orderData, totalMoney: cents(total).toNumber() };
  }

  /**
   * Creates one order per seller group in one transaction: every price, fee and discount is computed here
   * and compared with what the client showed; the cart lines are taken (once: a second submit of them is
   * refused), stock is taken with conditional updates, coupons are used. Anything wrong rolls all of it back.
   */
  async submit(businessId: number, payload: z.infer<typeof SubmitPayload>, lang: Language) {
    if (!payload.addressId) throw badRequest(text.noAddress);
    const address = await this.addresses.get(businessId, payload.addressId);
    const allIds = payload.carListData.flatMap((g) => g.carDataReqs.map((r) => r.id));
    if (new Set(allIds).size !== allIds.length) throw badRequest(text.duplicateLine);
    const lines = await this.buyableLines(businessId, allIds);
    const lineById = new Map(lines.map((l) => [l.id, l]));

    const plans: {
      group: (typeof payload.carListData)[number];
      lines: CartLine[];
      productTotal: Decimal;
      express: Awaited<ReturnType<CheckoutService['express']>>;
    }[] = [];
    for (const group of payload.carListData) {
      const groupLines = group.carDataReqs.map((req) => {
        const line = lineById.get(req.id) as CartLine;
        if (line.businessId !== group.businessId) throw conflict(text.wrongGroup);
        if (!cents(lineAmount(line)).equals(cents(new Decimal(req.carMoney))))
          throw conflict(text.priceChanged, { title: line.title });
        return line;
      });
      const productTotal = cents(groupLines.reduce((sum, l) => sum.plus(lineAmount(l)), new Decimal(0)));
      const express = await this.express(address, groupLines, lang);
      plans.push({ group, lines: groupLines, productTotal, express });
    }

    const snapshot = addressView(address);
    const expiresAt = new Date(Date.now() + this.options.payTimeoutMs);
    const created = await this.db.transaction(async (tx) => {
      // The cart lines are taken first, as they were read: a second submit of the same lines (a double
      // click, a retry) waits on their row locks here, then finds them gone and makes no order.
      const takenLines = await this.cart.take(tx, businessId, allIds);
      const unchanged = takenLines.filter((row) => lineById.get(row.id)?.num === row.num);
      if (unchanged.length !== allIds.length) throw conflict(text.linesAlreadyOrdered);
      const placed = await insertOrders(
        tx,
        plans.map((plan) => ({
          buyerId: businessId,
          sellerId: plan.group.businessId,
          lines: plan.lines,
          productTotal: plan.productTotal,
          carrier: plan.express,
          userLeave: plan.group.userLeave ?? '',
          fxCode: payload.fxCode ?? '',
          addressId: address.id,
          address: snapshot,
          expiresAt,
        })),
      );
      const result: { id: number; orderNo: string; total: number }[] = [];
      for (const [i, plan] of plans.entries()) {
        const order = placed[i] as PlacedOrder;
        const expressFee = plan.express?.fee ?? new Decimal(0);
        let couponAmount = new Decimal(0);
        const couponId = plan.group.couponInfo?.id;
        if (couponId)
          couponAmount = await this.coupons.use(tx, businessId, couponId, order.id, plan.productTotal);
        // Total = products + shipping - coupon, floored at 0, half-up to cents.
        const total = Decimal.max(0, cents(plan.productTotal.plus(expressFee).minus(couponAmount)));
        // Without a coupon the order was written with this total already.
        if (couponId || !total.equals(order.total))
          await tx
            .update(orders)
            .set({
              couponId: couponId ?? null,
              couponAmount: couponAmount.toFixed(4),
              total: total.toFixed(4),
            })
            .where(eq(orders.id, order.id));
        result.push({ id: order.id, orderNo: order.orderNo, total: total.toNumber() });
      }
      return result;
    });
    return {
      orderIds: created.map((o) => o.id),
      orders: created,
      totalMoney: cents(created.reduce((sum, o) => sum.plus(o.total), new Decimal(0))).toNumber(),
    };
  }

  /**
   * Mall variant lines priced for a destination country as the checkout prices a cart: each line at the
   * variant's price now, one group per seller, each with the cheapest carrier for its weight (null when
   * none ships there, or when no country is known). Lines whose variant is gone come back in `missing`.
   */
  async quoteVariants(
    wanted: { variantId: number; num: number }[],
    countryId: number | null,
    lang: Language,
  ): Promise<{ groups: QuotedGroup[]; unavailable: CartLine[]; missing: number[] }> {
    const lines = await this.cart.variantLines(wanted);
    const found = new Set(lines.map((l) => l.skuId));
    const groups: QuotedGroup[] = [];
    for (const [sellerId, group] of groupBySeller(lines)) {
      const weightGrams = group.reduce((sum, l) => sum + l.weightGrams * l.num, 0);
      const carrier = countryId ? await this.shipping.cheapest(countryId, weightGrams, lang) : null;
      const productTotal = cents(group.reduce((sum, l) => sum.plus(lineAmount(l)), new Decimal(0)));
      groups.push({ sellerId, lines: group, productTotal, weightGrams, carrier });
    }
    return {
      groups,
      unavailable: lines.filter((l) => !l.valid),
      missing: wanted.filter((w) => !found.has(w.variantId)).map((w) => w.variantId),
    };
  }

  /**
   * Places the orders of quoted groups (one per seller) in the caller's transaction, shipping to an address
   * snapshot that belongs to no address book (a store customer's): the same insert and stock taking as a
   * checkout. A group's service fee is added to its total. Unpaid orders expire like any other. A sample
   * (Try-on List) ships to one of the buyer's addresses: `addressId` and `sample` say so.
   */
  async placeQuoted(
    tx: Tx,
    buyerId: number,
    groups: { group: QuotedGroup; fees?: FulfilmentFees; userLeave?: string }[],
    address: Record<string, unknown>,
    options: { addressId?: number; sample?: boolean; forStore?: boolean } = {},
  ): Promise<PlacedOrder[]> {
    const expiresAt = new Date(Date.now() + this.options.payTimeoutMs);
    const placed: PlacedOrder[] = [];
    for (const { group, fees, userLeave } of groups) {
      const lines: OrderLine[] = group.lines;
      placed.push(
        await insertOrder(tx, {
          buyerId,
          sellerId: group.sellerId,
          lines,
          productTotal: group.productTotal,
          carrier: group.carrier,
          fees,
          userLeave: userLeave ?? '',
          addressId: options.addressId ?? null,
          address,
          expiresAt,
          sample: options.sample ?? false,
          forStore: options.forStore ?? false,
        }),
      );
    }
    return placed;
  }
}
