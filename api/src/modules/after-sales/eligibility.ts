import {
  AFTER_SALE_WINDOW_DAYS,
  type AfterSaleType,
  MAX_AFTER_SALE_REFUSALS,
  OPEN_AFTER_SALE_STATES,
  type OrderStatus,
  REFUSED_AFTER_SALE_STATES,
} from '@dropmall/contract';
import type Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSales } from '../../db/schema/after-sales';
import { type AppError, conflict } from '../../http/errors';
import type { OrderRecord } from '../orders/reads';
import { orderStatusText } from '../orders/texts';
import { refundableOf } from './refund';
import { localized } from './state';
import { afterSaleText } from './texts';

const DAY_MS = 86_400_000;
const AFTER_SALE_ORDER_STATES: readonly OrderStatus[] = ['paid', 'pending_dispatch', 'shipped', 'finished'];

export interface Eligibility {
  refundable: Decimal;
  types: AfterSaleType[];
  open: { id: number; afterSaleNo: string } | null;
  /** Why no request can be made now; null when one can. */
  problem: AppError | null;
}

/**
 * Whether the buyer may ask for an after-sale of an order now, and of which types: the order is paid (shipped or
 * finished, within 30 days of delivery), nothing is open, the seller has not refused twice, money is left.
 */
export async function eligibility(tx: Tx, order: OrderRecord, now = new Date()): Promise<Eligibility> {
  const history = await tx
    .select({ id: afterSales.id, no: afterSales.afterSaleNo, state: afterSales.state, type: afterSales.type })
    .from(afterSales)
    .where(eq(afterSales.orderId, order.id));
  const refundable = await refundableOf(tx, order);
  const openRow = history.find((h) => (OPEN_AFTER_SALE_STATES as string[]).includes(h.state));
  const open = openRow ? { id: openRow.id, afterSaleNo: openRow.no } : null;
  const refusals = history.filter((h) => (REFUSED_AFTER_SALE_STATES as string[]).includes(h.state)).length;
  // Every item back in full already: no return is left to make (a partial return leaves the rest returnable).
  const returned = history.some((h) => h.type === 'return' && h.state === 'return_refunded');
  const status = order.status as OrderStatus;
  const shipped = status === 'shipped' || status === 'finished';
  const types: AfterSaleType[] = ['refund', ...(shipped && !returned ? (['return'] as const) : [])];

  let problem: AppError | null = null;
  if (!AFTER_SALE_ORDER_STATES.includes(status))
    problem = conflict(localized(afterSaleText.orderNotPaid, { status: orderStatusText[status] ?? status }));
  else if (
    status === 'finished' &&
    order.finishedAt &&
    now.getTime() - order.finishedAt.getTime() > AFTER_SALE_WINDOW_DAYS * DAY_MS
  )
    problem = conflict(localized(afterSaleText.windowClosed, { days: AFTER_SALE_WINDOW_DAYS }));
  else if (open) problem = conflict(localized(afterSaleText.alreadyOpen, { no: open.afterSaleNo }));
  else if (refusals >= MAX_AFTER_SALE_REFUSALS) problem = conflict(afterSaleText.tooManyRefusals);
  else if (refundable.lessThanOrEqualTo(0)) problem = conflict(afterSaleText.nothingToRefund);
  return { refundable, types, open, problem };
}
