import { randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { conflict } from '../../http/errors';
import type { CartLine } from '../cart/service';
import { reserveOrders } from '../stock/orders';
import { checkoutText as text } from './texts';

/*
 * Writing an order of one seller group: the one way the mall places orders, for a checkout of the cart and
 * for the mall orders paying a store order (CRM). Prices and the carrier are decided by the caller before its
 * transaction; here the order, its items and its stock are written in that transaction.
 */

export const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
export const lineAmount = (line: Pick<CartLine, 'price' | 'num'>) => new Decimal(line.price).times(line.num);

/** A line to order: a variant, what it costs now, its quantity (a cart line or a store order's line). */
export type OrderLine = Omit<CartLine, 'id' | 'stock' | 'valid'>;

export function groupBySeller<L extends { businessId: number }>(lines: L[]): Map<number, L[]> {
  const groups = new Map<number, L[]>();
  for (const line of lines) groups.set(line.businessId, [...(groups.get(line.businessId) ?? []), line]);
  return groups;
}

export const newOrderNo = () => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `DM${day}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
};

export interface Carrier {
  expressId: number;
  name: string;
  fee: Decimal;
  days: string;
}

export interface PlacedOrder {
  id: number;
  orderNo: string;
  total: Decimal;
}

/** A store order's fulfilment fees, by the glossary's names (spec 001): agency, warehouse operation, packaging. */
export interface FulfilmentFees {
  agency: Decimal;
  warehouse: Decimal;
  packaging: Decimal;
}

const serviceFeeOf = (fees: FulfilmentFees | undefined) =>
  fees ? fees.agency.plus(fees.warehouse).plus(fees.packaging) : new Decimal(0);

export interface NewOrder {
  buyerId: number;
  sellerId: number;
  lines: OrderLine[];
  productTotal: Decimal;
  carrier: Carrier | null;
  /** The platform's fees of an order placed for a store order; none for a mall checkout. */
  fees?: FulfilmentFees;
  userLeave?: string;
  fxCode?: string;
  /** A sample order (the samples module's Try-on List). */
  sample?: boolean;
  /** Placed to fulfil a store order (the store-order CRM's payment). */
  forStore?: boolean;
  addressId: number | null;
  address: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * Inserts one unpaid order with its items and takes its stock with conditional updates (never oversold: a
 * short variant throws 409 and the caller's transaction rolls everything back). total = products + shipping
 * + service fee; a coupon, if any, is the caller's to apply after.
 */
export async function insertOrder(tx: Tx, input: NewOrder): Promise<PlacedOrder> {
  const [placed] = await insertOrders(tx, [input]);
  if (!placed) throw new Error('order insert returned nothing');
  return placed;
}

/** How many times a checkout draws numbers for its orders before giving up (each draw: one statement). */
const MAX_DRAWS = 5;

/** A number not among `taken` (the checkout's own orders must differ from each other too). */
function drawFree(drawNumber: () => string, taken: ReadonlySet<string>): string {
  for (let i = 0; i < 100; i++) {
    const number = drawNumber();
    if (!taken.has(number)) return number;
  }
  throw new Error('the order number generator repeats itself');
}

function drawNumbers(count: number, drawNumber: () => string): string[] {
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) numbers.push(drawFree(drawNumber, new Set(numbers)));
  return numbers;
}

/** An order's row for the insert below (the JSON of `jsonb_to_recordset`: the columns' names). */
function orderRow(input: NewOrder, orderNo: string, total: Decimal) {
  return {
    order_no: orderNo,
    business_id: input.buyerId,
    seller_business_id: input.sellerId,
    status: 'unpaid' as const,
    product_total: input.productTotal.toFixed(4),
    express_fee: (input.carrier?.fee ?? new Decimal(0)).toFixed(4),
    service_fee: serviceFeeOf(input.fees).toFixed(4),
    agency_fee: (input.fees?.agency ?? new Decimal(0)).toFixed(4),
    warehouse_fee: (input.fees?.warehouse ?? new Decimal(0)).toFixed(4),
    packaging_fee: (input.fees?.packaging ?? new Decimal(0)).toFixed(4),
    total: total.toFixed(4),
    // Typed by the buyer: a lone surrogate (half an emoji) would make the JSON invalid for PostgreSQL, which
    // stored it as U+FFFD when it came as a text parameter; so it is replaced the same way here.
    user_leave: (input.userLeave ?? '').toWellFormed(),
    sample: input.sample ?? false,
    for_store: input.forStore ?? false,
    fx_code: (input.fxCode ?? '').toWellFormed(),
    address_id: input.addressId,
    address: input.address,
    express_id: input.carrier?.expressId ?? null,
    express_name: input.carrier?.name ?? '',
    expires_at: input.expiresAt.toISOString(),
  };
}

/**
 * The orders of `which` with their items, in one statement: an order whose number is taken is skipped (not an
 * error that would abort the checkout's transaction), and so are its items. Answers the orders written. The
 * rows go as two JSON parameters, so the text is the same for any number of orders and lines: drizzle's
 * insert builder spent more CPU on the 37 columns of orders than PostgreSQL on the statement.
 */
function insertWithItems(
  tx: Tx,
  which: number[],
  inputs: NewOrder[],
  numbers: string[],
  totals: Decimal[],
): Promise<{ id: number | string; orderNo: string }[]> {
  const placed = which.map((i) =>
    orderRow(inputs[i] as NewOrder, numbers[i] as string, totals[i] as Decimal),
  );
  // The items keep the order of the lines (their ids are drawn in that order).
  const items = which.flatMap((i) =>
    (inputs[i] as NewOrder).lines.map((l) => ({
      order_no: numbers[i],
      product_id: l.productId,
      variant_id: l.skuId,
      title: l.title,
      specification: l.specification,
      thumb_url: l.thumbUrl,
      price: new Decimal(l.price).toFixed(4),
      num: l.num,
      amount: lineAmount(l).toFixed(4),
    })),
  );
  return queryRows(
    tx,
    sql`with placed as (
        insert into ${orders} (order_no, business_id, seller_business_id, status, product_total, express_fee,
          service_fee, agency_fee, warehouse_fee, packaging_fee, total, user_leave, sample, for_store, fx_code,
          address_id, address, express_id, express_name, expires_at)
        select order_no, business_id, seller_business_id, status, product_total, express_fee, service_fee,
          agency_fee, warehouse_fee, packaging_fee, total, user_leave, sample, for_store, fx_code, address_id,
          address, express_id, express_name, expires_at
        from jsonb_to_recordset(${JSON.stringify(placed)}::jsonb) as o(order_no text, business_id bigint,
          seller_business_id bigint, status text, product_total numeric, express_fee numeric,
          service_fee numeric, agency_fee numeric, warehouse_fee numeric, packaging_fee numeric, total numeric,
          user_leave text, sample boolean, for_store boolean, fx_code text, address_id bigint, address jsonb,
          express_id integer, express_name text, expires_at timestamptz)
        on conflict (order_no) do nothing
        returning id, order_no),
      items as (
        select i.*, n from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as e(item, n),
          jsonb_to_record(e.item) as i(order_no text, product_id bigint, variant_id bigint, title text,
            specification text, thumb_url text, price numeric, num int, amount numeric)),
      written as (
        insert into ${orderItems} (order_id, product_id, variant_id, title, specification, thumb_url, price, num, amount)
        select placed.id, items.product_id, items.variant_id, items.title, items.specification, items.thumb_url,
          items.price, items.num, items.amount
        from items join placed on placed.order_no = items.order_no
        order by items.n)
      select id, order_no as "orderNo" from placed`,
  );
}

/**
 * `insertOrder` for several orders (one checkout, one per seller) in three statements whatever the number of
 * orders and lines: the orders with their items, then the stock of every line at once (and once more per draw
 * of numbers, when one was taken). Answers them in order.
 */
export async function insertOrders(
  tx: Tx,
  inputs: NewOrder[],
  drawNumber: () => string = newOrderNo,
): Promise<PlacedOrder[]> {
  if (inputs.length === 0) return [];
  const totals = inputs.map((input) =>
    input.productTotal.plus(input.carrier?.fee ?? new Decimal(0)).plus(serviceFeeOf(input.fees)),
  );
  const numbers = drawNumbers(inputs.length, drawNumber);
  const idOf = new Map<string, number>();
  // A number is 9 random digits a day: at tens of thousands of orders a day two draws meet now and then. A
  // number already taken is skipped (not an error that would abort the checkout's transaction) and drawn again.
  let waiting = inputs.map((_, i) => i);
  for (let draw = 1; waiting.length > 0; draw++) {
    if (draw > MAX_DRAWS) throw new Error(`no free order number in ${MAX_DRAWS} draws`);
    const rows = await insertWithItems(tx, waiting, inputs, numbers, totals);
    for (const row of rows) idOf.set(row.orderNo, Number(row.id));
    waiting = waiting.filter((i) => !idOf.has(numbers[i] as string));
    for (const i of waiting) numbers[i] = drawFree(drawNumber, new Set([...numbers, ...idOf.keys()]));
  }
  const placed = inputs.map((_, i) => {
    const id = idOf.get(numbers[i] as string);
    if (id === undefined) throw new Error('order insert returned nothing');
    return { id, orderNo: numbers[i] as string, total: totals[i] as Decimal };
  });
  // The stock module reserves every line at once (conditional updates: never below zero), or nothing.
  const short = await reserveOrders(
    tx,
    inputs.flatMap((input, i) =>
      input.lines.map((l) => ({ orderId: (placed[i] as PlacedOrder).id, variantId: l.skuId, num: l.num })),
    ),
  );
  if (short !== null) {
    const line = inputs.flatMap((input) => input.lines).find((l) => l.skuId === short);
    throw conflict(text.outOfStock, { title: line?.title ?? '' });
  }
  return placed;
}
