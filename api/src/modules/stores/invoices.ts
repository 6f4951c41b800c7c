import type { CrmInvoice, CrmInvoiceCost } from '@dropmall/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  invoiceCounters,
  storeInvoices,
  storeOrderMallOrders,
  storeOrders,
  stores,
} from '../../db/schema/stores';
import { conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { markInvoiced } from '../orders/invoiced';
import { paidOrderSheets } from '../orders/paid-orders';
import { effectiveAddress } from './crm-address';
import { invoiceTexts as text } from './invoice-texts';

const cents = (n: number) => Math.round(n * 100) / 100;

/** What after-sales paid back on mall orders (after-sales' refundsOfOrders, wired in compose.ts). */
export type RefundsOf = (
  mallOrderIds: number[],
) => Promise<
  { orderId: number; afterSaleNo: string; type: 'refund' | 'return'; amount: string; refundedAt: Date }[]
>;

/** The ship-to address as lines, from a Shopify (address1, province, zip) or WooCommerce (address_1, state, postcode) shape. */
export function addressLines(address: Record<string, unknown> | null): string[] {
  if (!address) return [];
  const field = (...keys: string[]) =>
    keys.map((k) => address[k]).find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  const name = field('name') ?? [field('first_name'), field('last_name')].filter(Boolean).join(' ').trim();
  const place = [field('city'), field('province', 'state', 'province_code'), field('zip', 'postcode')]
    .filter(Boolean)
    .join(', ');
  return [
    name,
    field('company'),
    field('address1', 'address_1'),
    field('address2', 'address_2'),
    place,
    field('country', 'country_code'),
    field('phone'),
  ].filter((line): line is string => Boolean(line));
}

/** What an invoice says as issued: everything but its number, version and the credits read live. */
type Issued = Omit<
  CrmInvoice,
  'invoiceNo' | 'version' | 'issuedAt' | 'reason' | 'versions' | 'credits' | 'net'
> & {
  /** The mall orders it covers (their credit notes are read live). */
  mallOrderIds: number[];
};

type InvoiceRow = typeof storeInvoices.$inferSelect;

/** INV-<year>-<000042>. */
export const invoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(6, '0')}`;

/** The invoice marks of store orders: the number and the version shown (none: not invoiced). */
export async function invoiceMarks(
  db: Db,
  storeOrderIds: number[],
): Promise<Map<number, { invoiceNo: string; invoiceVersion: number }>> {
  if (storeOrderIds.length === 0) return new Map();
  const rows = await db
    .select({
      storeOrderId: storeInvoices.storeOrderId,
      invoiceNo: storeInvoices.invoiceNo,
      version: sql<number>`max(${storeInvoices.version})::int`,
    })
    .from(storeInvoices)
    .where(inArray(storeInvoices.storeOrderId, storeOrderIds))
    .groupBy(storeInvoices.storeOrderId, storeInvoices.invoiceNo);
  return new Map(rows.map((r) => [r.storeOrderId, { invoiceNo: r.invoiceNo, invoiceVersion: r.version }]));
}

/** A store order with an invoice (or, `false`, without one): the My Orders filter. */
export const invoicedFilter = (invoiced: boolean) =>
  invoiced
    ? sql`exists (select 1 from ${storeInvoices} where ${storeInvoices.storeOrderId} = ${storeOrders.id})`
    : sql`not exists (select 1 from ${storeInvoices} where ${storeInvoices.storeOrderId} = ${storeOrders.id})`;

/**
 * The invoice of a store order's fulfilment (CRM invoiceGeneration / invoiceDisplay, docs/decisions.md
 * "Invoiced"): generated once the fulfilment is paid, numbered from the year's gap-free sequence, kept as
 * issued; a correction reissues it as a new version of the same number, the older versions kept. Generating
 * marks the store order and its mall orders invoiced.
 */
export class CrmInvoices {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundsOf = async () => [],
  ) {}

  /** The store order, locked for the rest of the transaction: one generation or reissue at a time. */
  private async lockOrder(tx: Tx, businessId: number, storeOrderId: number) {
    const [row] = await tx
      .select({ id: storeOrders.id })
      .from(storeOrders)
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.businessId, businessId)))
      .for('update');
    if (!row) throw notFound(text.orderNotFound);
  }

  private versions(db: Db | Tx, storeOrderId: number): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(storeInvoices)
      .where(eq(storeInvoices.storeOrderId, storeOrderId))
      .orderBy(desc(storeInvoices.version));
  }

  /** invoiceGeneration: numbers and issues version 1. 409 when the fulfilment is unpaid or it is invoiced already. */
  async generate(businessId: number, storeOrderId: number): Promise<CrmInvoice> {
    await this.db.transaction(async (tx) => {
      await this.lockOrder(tx, businessId, storeOrderId);
      const [existing] = await this.versions(tx, storeOrderId);
      if (existing) throw conflict(text.alreadyInvoiced, { invoiceNo: existing.invoiceNo });
      const issued = await this.build(tx, businessId, storeOrderId);
      const at = new Date();
      const year = at.getUTCFullYear();
      // The year's next number: the upsert locks the year's row until this transaction ends.
      const [taken] = await tx
        .insert(invoiceCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
        .returning({ last: invoiceCounters.last });
      if (!taken) throw new Error('invoice counter missing after upsert');
      const invoiceNo = invoiceNumber(year, taken.last);
      await tx.insert(storeInvoices).values({
        storeOrderId,
        businessId,
        invoiceNo,
        version: 1,
        issuedAt: at,
        content: issued as unknown as Record<string, unknown>,
      });
      await markInvoiced(tx, issued.mallOrderIds, invoiceNo, at);
    });
    return this.invoice(businessId, storeOrderId);
  }

  /** A correction: the invoice as the order stands now, as a new version of the same number. 409 when none. */
  async reissue(businessId: number, storeOrderId: number, reason: string): Promise<CrmInvoice> {
    await this.db.transaction(async (tx) => {
      await this.lockOrder(tx, businessId, storeOrderId);
      const [last] = await this.versions(tx, storeOrderId);
      if (!last) throw conflict(text.notInvoiced);
      const issued = await this.build(tx, businessId, storeOrderId);
      await tx.insert(storeInvoices).values({
        storeOrderId,
        businessId,
        invoiceNo: last.invoiceNo,
        version: last.version + 1,
        reason,
        content: issued as unknown as Record<string, unknown>,
      });
      // A mall order paid since the last version is covered now as well.
      await markInvoiced(tx, issued.mallOrderIds, last.invoiceNo, new Date());
    });
    return this.invoice(businessId, storeOrderId);
  }

  /**
   * invoiceDisplay: a version (the newest when not named) as it was issued, with the credit notes of what came
   * back since. 404 for another business's order or an unknown version; 409 when it was never generated.
   */
  async invoice(businessId: number, storeOrderId: number, version?: number): Promise<CrmInvoice> {
    const [order] = await this.db
      .select({ id: storeOrders.id })
      .from(storeOrders)
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.businessId, businessId)));
    if (!order) throw notFound(text.orderNotFound);
    const all = await this.versions(this.db, storeOrderId);
    if (all.length === 0) throw conflict(text.notInvoiced);
    const row = version === undefined ? all[0] : all.find((v) => v.version === version);
    if (!row) throw notFound(text.versionNotFound);
    // Issued before versions were kept: its figures are read as the order stands.
    const issued = (row.content as Issued | null) ?? (await this.build(this.db, businessId, storeOrderId));
    const { mallOrderIds, ...body } = issued;
    const orderNoOf = new Map(body.payments.map((p, i) => [mallOrderIds[i], p.orderNo]));
    const credits = (await this.refunds(mallOrderIds)).map((r, i) => ({
      creditNo: `${row.invoiceNo}-C${i + 1}`,
      afterSaleNo: r.afterSaleNo,
      orderNo: orderNoOf.get(r.orderId) ?? '',
      type: r.type,
      issuedAt: r.refundedAt.toISOString(),
      amount: cents(Number(r.amount)),
    }));
    return {
      ...body,
      invoiceNo: row.invoiceNo,
      version: row.version,
      issuedAt: row.issuedAt.toISOString(),
      reason: row.reason,
      versions: all.map((v) => ({
        version: v.version,
        issuedAt: v.issuedAt.toISOString(),
        reason: v.reason,
        total: (v.content as Issued | null)?.total ?? issued.total,
      })),
      credits,
      net: cents(body.total - credits.reduce((sum, c) => sum + c.amount, 0)),
    };
  }

  /** The invoice's figures as the store order stands: read from the paid mall orders that fulfil it. */
  private async build(db: Db | Tx, businessId: number, storeOrderId: number): Promise<Issued> {
    const [row] = await db
      .select({ order: storeOrders, storeName: stores.name })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.businessId, businessId)));
    if (!row) throw notFound(text.orderNotFound);
    const links = await db
      .select({ id: storeOrderMallOrders.mallOrderId })
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, storeOrderId));
    const sheets = await paidOrderSheets(
      db,
      links.map((l) => l.id),
      true,
    );
    if (sheets.length === 0) throw conflict(text.notPaid);
    const names = await businessNames(db, [businessId]);
    const { order } = row;

    const sum = (pick: (s: (typeof sheets)[number]) => number) =>
      cents(sheets.reduce((a, s) => a + pick(s), 0));
    const products = sum((s) => s.productTotal);
    const carrier = sum((s) => s.expressFee);
    const discount = -sum((s) => s.couponAmount);
    const total = sum((s) => s.total);
    const agency = sum((s) => s.agencyFee);
    const warehouse = sum((s) => s.warehouseFee);
    const packaging = sum((s) => s.packagingFee);
    // What else the mall charged beyond products, carrier and discounts: the three fees of an order placed
    // before they were kept apart.
    const fees = cents(total - products - carrier - discount - agency - warehouse - packaging);
    const costs: { key: CrmInvoiceCost; amount: number }[] = [
      { key: 'products', amount: products },
      { key: 'agency', amount: agency },
      { key: 'warehouse', amount: warehouse },
      { key: 'packaging', amount: packaging },
      { key: 'fees', amount: fees },
      { key: 'carrier', amount: carrier },
      { key: 'discount', amount: discount },
    ];
    return {
      mallOrderIds: sheets.map((s) => s.id),
      businessName: names.get(businessId) ?? '',
      storeName: row.storeName,
      storeOrderId,
      shopOrderNo: order.shopOrderNumber,
      placedAt: order.placedAt.toISOString(),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      shipTo: addressLines(effectiveAddress(order)),
      currency: 'USD',
      lines: sheets.flatMap((s) =>
        s.items.map((i) => ({
          orderNo: s.orderNo,
          title: i.title,
          specification: i.specification,
          quantity: i.num,
          unitPrice: i.price,
          amount: i.amount,
        })),
      ),
      costs: costs.filter((c) => c.key === 'products' || c.amount !== 0),
      total,
      payments: sheets.map((s) => ({
        orderNo: s.orderNo,
        payType: s.payType,
        paidAt: s.paidAt.toISOString(),
        amount: s.total,
      })),
    };
  }
}
