import type { CrmInvoice, CrmInvoiceCost } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeInvoices, storeOrderMallOrders, storeOrders, stores } from '../../db/schema/stores';
import { conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
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

/**
 * The invoice of a store order's fulfilment: numbered the first time it is asked for (one number per store
 * order, whoever asks at once), its figures read from the paid mall orders that fulfil the store order.
 */
export class CrmInvoices {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundsOf = async () => [],
  ) {}

  async invoice(businessId: number, storeOrderId: number): Promise<CrmInvoice> {
    const [row] = await this.db
      .select({ order: storeOrders, storeName: stores.name })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.businessId, businessId)));
    if (!row) throw notFound(text.orderNotFound);
    const links = await this.db
      .select({ id: storeOrderMallOrders.mallOrderId })
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, storeOrderId));
    const sheets = await paidOrderSheets(
      this.db,
      links.map((l) => l.id),
      true,
    );
    if (sheets.length === 0) throw conflict(text.notPaid);

    await this.db.insert(storeInvoices).values({ storeOrderId, businessId }).onConflictDoNothing();
    const [numbered] = await this.db
      .select()
      .from(storeInvoices)
      .where(eq(storeInvoices.storeOrderId, storeOrderId));
    if (!numbered) throw new Error('invoice row missing after insert');
    const names = await businessNames(this.db, [businessId]);
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
    const invoiceNo = `INV-${numbered.issuedAt.getUTCFullYear()}-${String(numbered.id).padStart(6, '0')}`;
    const orderNoOf = new Map(sheets.map((sheet) => [sheet.id, sheet.orderNo]));
    const credits = (await this.refunds(sheets.map((sheet) => sheet.id))).map((r, i) => ({
      creditNo: `${invoiceNo}-C${i + 1}`,
      afterSaleNo: r.afterSaleNo,
      orderNo: orderNoOf.get(r.orderId) ?? '',
      type: r.type,
      issuedAt: r.refundedAt.toISOString(),
      amount: cents(Number(r.amount)),
    }));
    return {
      invoiceNo,
      issuedAt: numbered.issuedAt.toISOString(),
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
      credits,
      net: cents(total - credits.reduce((sum, c) => sum + c.amount, 0)),
    };
  }
}
