import { randomInt } from 'node:crypto';
import type { Language, SubmitPayload } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AddressRow, AddressService } from '../addresses/service';
import { addressView } from '../addresses/service';
import type { CartLine, CartService } from '../cart/service';
import { takeStock } from '../catalog/stock';
import type { CouponService } from '../coupons/service';
import type { ShippingService } from '../shipping/service';
import { checkoutText as text } from './texts';

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const lineAmount = (line: CartLine) => new Decimal(line.price).times(line.num);

function groupBySeller(lines: CartLine[]): Map<number, CartLine[]> {
  const groups = new Map<number, CartLine[]>();
  for (const line of lines) groups.set(line.businessId, [...(groups.get(line.businessId) ?? []), line]);
  return groups;
}

const newOrderNo = () => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `DM${day}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
};

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
      const result: { id: number; orderNo: string; total: number }[] = [];
      for (const plan of plans) {
        const expressFee = plan.express?.fee ?? new Decimal(0);
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(),
            businessId,
            sellerBusinessId: plan.group.businessId,
            status: 'unpaid',
            productTotal: plan.productTotal.toFixed(4),
            expressFee: expressFee.toFixed(4),
            total: plan.productTotal.plus(expressFee).toFixed(4),
            userLeave: plan.group.userLeave ?? '',
            fxCode: payload.fxCode ?? '',
            addressId: address.id,
            address: snapshot,
            expressId: plan.express?.expressId,
            expressName: plan.express?.name ?? '',
            expiresAt,
          })
          .returning({ id: orders.id, orderNo: orders.orderNo });
        if (!order) throw new Error('order insert returned nothing');
        await tx.insert(orderItems).values(
          plan.lines.map((l) => ({
            orderId: order.id,
            productId: l.productId,
            variantId: l.skuId,
            title: l.title,
            specification: l.specification,
            thumbUrl: l.thumbUrl,
            price: new Decimal(l.price).toFixed(4),
            num: l.num,
            amount: lineAmount(l).toFixed(4),
          })),
        );
        for (const line of plan.lines) {
          if (!(await takeStock(tx, line.skuId, line.num)))
            throw conflict(text.outOfStock, { title: line.title });
        }
        let couponAmount = new Decimal(0);
        const couponId = plan.group.couponInfo?.id;
        if (couponId)
          couponAmount = await this.coupons.use(tx, businessId, couponId, order.id, plan.productTotal);
        // Total = products + shipping - coupon, floored at 0, half-up to cents.
        const total = Decimal.max(0, cents(plan.productTotal.plus(expressFee).minus(couponAmount)));
        await tx
          .update(orders)
          .set({ couponId: couponId ?? null, couponAmount: couponAmount.toFixed(4), total: total.toFixed(4) })
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
}
