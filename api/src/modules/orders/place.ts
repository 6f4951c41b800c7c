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

function orderRow(input: NewOrder, orderNo: string, total: Decimal) {
  return {
    orderNo,
    businessId: input.buyerId,
    sellerBusinessId: input.sellerId,
    status: 'unpaid' as const,
    productTotal: input.productTotal.toFixed(4),
    expressFee: (input.carrier?.fee ?? new Decimal(0)).toFixed(4),
    serviceFee: serviceFeeOf(input.fees).toFixed(4),
    agencyFee: (input.fees?.agency ?? new Decimal(0)).toFixed(4),
    warehouseFee: (input.fees?.warehouse ?? new Decimal(0)).toFixed(4),
    packagingFee: (input.fees?.packaging ?? new Decimal(0)).toFixed(4),
    total: total.toFixed(4),
    userLeave: input.userLeave ?? '',
    sample: input.sample ?? false,
    forStore: input.forStore ?? false,
    fxCode: input.fxCode ?? '',
    addressId: input.addressId,
    address: input.address,
    expressId: input.carrier?.expressId,
    expressName: input.carrier?.name ?? '',
    expiresAt: input.expiresAt,
  };
}

/**
 * The orders of `which` with their items, in one statement: an order whose number is taken is skipped (not an
 * error that would abort the checkout's transaction), and so are its items. Answers the orders written.
 */
function insertWithItems(
  tx: Tx,
  which: number[],
  inputs: NewOrder[],
  numbers: string[],
  totals: Decimal[],
): Promise<{ id: number | string; orderNo: string }[]> {
  const placed = tx
    .insert(orders)
    .values(which.map((i) => orderRow(inputs[i] as NewOrder, numbers[i] as string, totals[i] as Decimal)))
    .onConflictDoNothing({ target: orders.orderNo })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const items = which.flatMap((i) =>
    (inputs[i] as NewOrder).lines.map(
      (l) => sql`(${numbers[i]}, ${l.productId}::bigint, ${l.skuId}::bigint, ${l.title}, ${l.specification},
        ${l.thumbUrl}, ${new Decimal(l.price).toFixed(4)}::numeric, ${l.num}::int, ${lineAmount(l).toFixed(4)}::numeric)`,
    ),
  );
  // The items keep the order of the lines (their ids are drawn in that order).
  return queryRows(
    tx,
    sql`with placed as (${placed.getSQL()}),
      items (order_no, product_id, variant_id, title, specification, thumb_url, price, num, amount, n) as (
        select v.*, row_number() over () from (values ${sql.join(items, sql`, `)}) as v),
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
