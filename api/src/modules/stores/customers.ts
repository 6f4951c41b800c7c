import { type CrmRemembered, maskTaxId } from '@dropmall/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeCustomers, storeOrders } from '../../db/schema/stores';
import { crmAddressOf } from './crm-address';

type OrderRow = typeof storeOrders.$inferSelect;

/**
 * Store customers remembered (issue 34 item 4; docs/decisions.md "Store customers remembered"): the tax id and
 * the address the business gave on one store order are kept per store customer and offered on that
 * customer's next orders of the same store (never applied by themselves, never across stores or businesses).
 */

/** Who the customer is in its store: the platform's customer id, else the e-mail; '' when neither is known. */
export function customerKeyOf(order: { customerId?: string; customerEmail: string }): string {
  const id = order.customerId?.trim() ?? '';
  if (id) return `id:${id}`;
  const email = order.customerEmail.trim().toLowerCase();
  return email ? `email:${email}` : '';
}

/** Keeps what the business gave on `order` for its customer (the newest correction wins). */
export async function rememberCustomer(
  db: Db | Tx,
  order: Pick<OrderRow, 'id' | 'businessId' | 'storeId' | 'customerKey'>,
  given: { taxId?: string; address?: Record<string, unknown> },
): Promise<void> {
  if (!order.customerKey) return;
  const taxId = given.taxId ? { taxId: given.taxId, taxIdOrderId: order.id } : {};
  const address = given.address ? { address: given.address, addressOrderId: order.id } : {};
  if (!given.taxId && !given.address) return;
  await db
    .insert(storeCustomers)
    .values({
      businessId: order.businessId,
      storeId: order.storeId,
      customerKey: order.customerKey,
      ...taxId,
      ...address,
    })
    .onConflictDoUpdate({
      target: [storeCustomers.storeId, storeCustomers.customerKey],
      set: { ...taxId, ...address, updatedAt: sql`now()` },
    });
}

const NOTHING: CrmRemembered = { taxId: null, address: null };

/**
 * What may be offered on each order: the customer's remembered tax id when the order has none, and the
 * remembered address when the order's own was not corrected; each only from another order, and only for
 * orders not paid yet (a paid order's address and tax id are fixed).
 */
export async function rememberedFor(
  db: Db,
  businessId: number,
  orders: OrderRow[],
): Promise<Map<number, CrmRemembered>> {
  const out = new Map<number, CrmRemembered>();
  const open = orders.filter((o) => o.customerKey && !o.paidAt && o.status === 'pending');
  if (open.length === 0) return out;
  const rows = await db
    .select()
    .from(storeCustomers)
    .where(
      and(
        eq(storeCustomers.businessId, businessId),
        or(
          ...open.map((o) =>
            and(eq(storeCustomers.storeId, o.storeId), eq(storeCustomers.customerKey, o.customerKey)),
          ),
        ),
      ),
    );
  if (rows.length === 0) return out;
  const sourceIds = [
    ...new Set(rows.flatMap((r) => [r.taxIdOrderId, r.addressOrderId]).filter((id) => id !== null)),
  ];
  const sources = sourceIds.length
    ? await db
        .select({ id: storeOrders.id, no: storeOrders.shopOrderNumber })
        .from(storeOrders)
        .where(and(eq(storeOrders.businessId, businessId), inArray(storeOrders.id, sourceIds)))
    : [];
  const numberOf = (id: number | null) => sources.find((s) => s.id === id)?.no ?? '';
  for (const order of open) {
    const row = rows.find((r) => r.storeId === order.storeId && r.customerKey === order.customerKey);
    if (!row) continue;
    const current = crmAddressOf(order);
    const taxId =
      row.taxId && row.taxIdOrderId !== order.id && !(current?.taxId || order.taxId)
        ? { value: row.taxId, masked: maskTaxId(row.taxId), fromOrder: numberOf(row.taxIdOrderId) }
        : null;
    const remembered = row.address
      ? crmAddressOf({
          shippingAddress: null,
          addressOverride: row.address,
          customerName: order.customerName,
          taxId: row.taxId,
        })
      : null;
    const address =
      remembered && row.addressOrderId !== order.id && order.addressOverride === null
        ? { address: remembered, fromOrder: numberOf(row.addressOrderId) }
        : null;
    if (taxId || address) out.set(order.id, { taxId, address });
  }
  return out;
}

export const nothingRemembered = NOTHING;
