import type { StoreOrderChange } from '@dropmall/contract';
import type { StoreOrderIn } from '../../adapters/stores';
import type { storeOrderLines, storeOrders } from '../../db/schema/stores';
import type { Notice } from '../notices';
import { readStoreAddress } from './crm-address';
import { storeChangeTexts } from './texts';

type OrderRow = typeof storeOrders.$inferSelect;
type LineRow = typeof storeOrderLines.$inferSelect;

/**
 * What the store said of an order when its mall orders were placed (store_orders.placed_snapshot): the
 * lines by the store's line ids, the shipping address on one line, the order's state and the customer's
 * payment. Later versions of the order are compared with it (docs/decisions.md, issue 32 item 4).
 */
export interface PlacedSnapshot {
  lines: { id: string; sku: string; variantId: string; title: string; quantity: number }[];
  address: string;
  status: OrderRow['status'];
  customerPaid: boolean;
  paymentStatus: string;
}

/** The address as one line, the same for both platforms' field names ('' when there is none). */
export function addressLine(raw: Record<string, unknown> | null, customerName: string): string {
  const a = readStoreAddress(raw, customerName);
  if (!a) return '';
  return [a.name, a.line1, a.line2, a.city, a.state, a.zip, a.countryCode, a.phone]
    .filter(Boolean)
    .join(', ');
}

/** The snapshot of an order as kept (its store's address, not the business's correction). */
export function snapshotOf(order: OrderRow, lines: LineRow[]): PlacedSnapshot {
  return {
    lines: lines.map((l) => ({
      id: l.platformLineId,
      sku: l.sku,
      variantId: l.storeVariantId,
      title: l.title,
      quantity: l.quantity,
    })),
    address: addressLine(order.shippingAddress, order.customerName),
    status: order.status,
    customerPaid: order.customerPaid,
    paymentStatus: order.paymentStatus,
  };
}

/** A snapshot read back from its column (null when the order has none: paid before snapshots were kept). */
export function readSnapshot(value: unknown): PlacedSnapshot | null {
  const v = value as Partial<PlacedSnapshot> | null;
  return v && Array.isArray(v.lines) && typeof v.address === 'string' ? (v as PlacedSnapshot) : null;
}

const label = (l: { title: string; sku: string; id: string }) => l.title || l.sku || l.id;
const item = (l: { sku: string; variantId: string }) => l.sku || l.variantId;

/**
 * How the store's version `now` differs from what was paid: quantities, lines added or removed, a line
 * that is another item now, the address, a cancellation, the customer's payment withdrawn. Prices, titles
 * and the store's fulfilment are not differences (they change nothing that was shipped).
 */
export function storeOrderChanges(paid: PlacedSnapshot, now: StoreOrderIn): StoreOrderChange[] {
  const changes: StoreOrderChange[] = [];
  const before = new Map(paid.lines.map((l) => [l.id, l]));
  const after = new Set(now.lines.map((l) => l.id));
  for (const l of now.lines) {
    const was = before.get(l.id);
    if (!was) {
      changes.push({ kind: 'lineAdded', line: label(l), before: '', after: String(l.quantity) });
      continue;
    }
    if (item(was) !== item(l))
      changes.push({ kind: 'item', line: label(was), before: item(was), after: item(l) });
    if (was.quantity !== l.quantity)
      changes.push({
        kind: 'quantity',
        line: label(was),
        before: String(was.quantity),
        after: String(l.quantity),
      });
  }
  for (const l of paid.lines)
    if (!after.has(l.id))
      changes.push({ kind: 'lineRemoved', line: label(l), before: String(l.quantity), after: '' });
  const address = addressLine(now.shippingAddress, now.customerName);
  if (address !== paid.address)
    changes.push({ kind: 'address', line: '', before: paid.address, after: address });
  if (now.status === 'cancelled' && paid.status !== 'cancelled')
    changes.push({ kind: 'cancelled', line: '', before: '', after: '' });
  // A cancellation says it already (a refunded or voided payment cancels the order).
  if (now.status !== 'cancelled' && paid.customerPaid && !now.customerPaid)
    changes.push({
      kind: 'payment',
      line: '',
      before: paid.paymentStatus || 'paid',
      after: now.paymentStatus,
    });
  return changes;
}

/**
 * The same differences as recorded (the business is told once per new set of differences). Compared field
 * by field: jsonb gives an object's keys back in its own order.
 */
export function sameChanges(a: StoreOrderChange[], recorded: unknown): boolean {
  const flat = (list: unknown) =>
    JSON.stringify(
      ((Array.isArray(list) ? list : []) as StoreOrderChange[]).map((c) => [
        c.kind,
        c.line,
        c.before,
        c.after,
      ]),
    );
  return flat(a) === flat(recorded);
}

/** The business's message: its store changed an order after it paid the fulfilment. */
export function storeChangeNotice(
  order: Pick<OrderRow, 'id' | 'businessId' | 'shopOrderNumber'>,
  storeName: string,
  changes: StoreOrderChange[],
  version: Date,
): Notice {
  return {
    to: { businessId: order.businessId },
    category: 'order',
    title: storeChangeTexts.title,
    content: storeChangeTexts.content,
    params: { order: order.shopOrderNumber, store: storeName, count: changes.length },
    link: '/CRM/myOrder',
    eventKey: `store-order-changed:${order.id}:${version.getTime()}`,
  };
}
