import { cleanText, type StoreOrderIn, shopifyPayment, timeOf } from '../../adapters/stores';
import { CsvSyntaxError, csvRows } from './csv-rows';
import type { csvImportTexts } from './texts';

/** Why a file is refused: a text key and its parameters (the line, the column, the value). */
export class CsvImportProblem extends Error {
  constructor(
    readonly key: keyof typeof csvImportTexts,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'CsvImportProblem';
  }
}

/** A refused file: every problem found (one per bad row), or the one that stops reading (a missing column). */
export class CsvImportRefused extends Error {
  constructor(readonly problems: CsvImportProblem[]) {
    super(problems.map((p) => p.key).join(', '));
    this.name = 'CsvImportRefused';
  }
}

/** The columns without which a file is not an order export (Shopify's own header names). */
const REQUIRED = [
  'Name',
  'Created at',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem price',
  'Lineitem sku',
];
/** At most this many orders per file (a bigger export is imported in parts). */
export const MAX_CSV_ORDERS = 2000;

/**
 * Shopify's order date ("2026-11-20 14:03:11 -0300", or ISO): null when it is not one. The offset is the
 * shop's time zone as Shopify writes it.
 */
function shopifyDate(value: string): Date | null {
  const m = value.trim().match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)\s*(Z|[+-]\d{2}:?\d{2})?$/);
  if (!m) return null;
  const zone = m[3] ? (m[3] === 'Z' ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`) : 'Z';
  // Within 1990 and tomorrow, as webhook times are (order-fields.ts).
  return timeOf(new Date(`${m[1]}T${m[2]}${zone}`));
}

/** An amount numeric(14,2) keeps: non-negative, at most twelve digits before the point. */
const MONEY = { test: (v: string) => /^\d{1,12}(\.\d{1,4})?$/.test(v) && Number(v) <= 999_999_999_999.99 };

/**
 * Shopify's order export (Admin > Orders > Export, "CSV for Excel, Numbers, or other spreadsheet programs")
 * read into the orders webhooks carry: one row per line item, the order's own fields on its first row only;
 * rows are grouped by the order's Name (#1001). The platform order id is the `Id` column when the export has
 * it, else the Name; line ids are the SKU (or the item's name) and its count within the order, so the same
 * file read twice gives the same ids. Status: `Cancelled at` or a refunded/voided payment = cancelled,
 * fulfillment status fulfilled = fulfilled, else pending; the customer has paid unless the Financial Status
 * says otherwise (adapters' `shopifyPayment`: pending, authorized, partially_paid, expired). Reads every row,
 * then throws CsvImportRefused with each bad row's problem (its file line named), so the whole file can be
 * put right at once.
 */
export function readShopifyOrderCsv(text: string): StoreOrderIn[] {
  let records: ReturnType<typeof csvRows>;
  try {
    records = csvRows(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) refuse(new CsvImportProblem('unclosedQuote', { line: error.line }));
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) refuse(new CsvImportProblem('empty'));
  const names = header.fields.map((h) => h.trim());
  const missing = REQUIRED.find((r) => !names.includes(r));
  if (missing) refuse(new CsvImportProblem('missingColumn', { column: missing }));
  if (rows.length === 0) refuse(new CsvImportProblem('noOrders'));
  // Each field as PostgreSQL keeps text (no NUL, no lone surrogate), cut at 1,000 characters.
  const col = (row: string[], name: string) => {
    const i = names.indexOf(name);
    return i < 0 ? '' : cleanText(row[i] ?? '', 1000).trim();
  };

  const orders = new Map<string, StoreOrderIn & { seen: Map<string, number> }>();
  /** Every order name met: only an order's first row makes it (a refused first row leaves it unmade). */
  const named = new Set<string>();
  const problems: CsvImportProblem[] = [];
  const readRow = (line: number, fields: string[], name: string) => {
    const first = name !== '' && !named.has(name);
    named.add(name);
    if (fields.length > names.length)
      throw new CsvImportProblem('tooManyFields', { line, count: fields.length, expected: names.length });
    if (!name) throw new CsvImportProblem('noName', { line });
    let order = orders.get(name);
    if (first) {
      const placedAt = shopifyDate(col(fields, 'Created at'));
      if (!placedAt)
        throw new CsvImportProblem('badDate', {
          line,
          column: 'Created at',
          value: col(fields, 'Created at'),
        });
      const currency = col(fields, 'Currency').toUpperCase();
      if (currency && !/^[A-Z]{3}$/.test(currency))
        throw new CsvImportProblem('badValue', { line, column: 'Currency', value: currency });
      const total = col(fields, 'Total') || '0';
      if (!MONEY.test(total)) throw new CsvImportProblem('badValue', { line, column: 'Total', value: total });
      const changedAt = ['Cancelled at', 'Fulfilled at', 'Paid at']
        .map((c) => shopifyDate(col(fields, c)))
        .filter((d): d is Date => d !== null);
      const payment = shopifyPayment(col(fields, 'Financial Status'));
      const cancelled = col(fields, 'Cancelled at') !== '' || payment.cancels;
      const street = col(fields, 'Shipping Address1') || col(fields, 'Shipping Street');
      const address = {
        name: col(fields, 'Shipping Name'),
        company: col(fields, 'Shipping Company'),
        address1: street,
        address2: col(fields, 'Shipping Address2'),
        city: col(fields, 'Shipping City'),
        zip: col(fields, 'Shipping Zip').replace(/^'/, ''),
        province: col(fields, 'Shipping Province'),
        country_code: col(fields, 'Shipping Country'),
        phone: col(fields, 'Shipping Phone').replace(/^'/, ''),
      };
      order = {
        id: (col(fields, 'Id') || name).slice(0, 64),
        number: name.slice(0, 60),
        status: cancelled
          ? 'cancelled'
          : col(fields, 'Fulfillment Status').toLowerCase() === 'fulfilled'
            ? 'fulfilled'
            : 'pending',
        customerPaid: payment.customerPaid,
        paymentStatus: payment.paymentStatus,
        currency: currency || 'USD',
        total,
        customerName: (col(fields, 'Billing Name') || address.name).slice(0, 255),
        customerEmail: col(fields, 'Email').slice(0, 255),
        shippingAddress: Object.values(address).some(Boolean)
          ? Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.slice(0, 255)]))
          : null,
        placedAt,
        updatedAt: new Date(Math.max(placedAt.getTime(), ...changedAt.map((d) => d.getTime()))),
        lines: [],
        seen: new Map(),
      };
      if (orders.size >= MAX_CSV_ORDERS)
        refuse(new CsvImportProblem('tooManyOrders', { max: MAX_CSV_ORDERS }));
      orders.set(name, order);
    }
    const quantity = col(fields, 'Lineitem quantity');
    if (!/^\d{1,5}$/.test(quantity) || Number(quantity) < 1)
      throw new CsvImportProblem('badValue', { line, column: 'Lineitem quantity', value: quantity });
    const price = col(fields, 'Lineitem price');
    if (!MONEY.test(price))
      throw new CsvImportProblem('badValue', { line, column: 'Lineitem price', value: price });
    const sku = col(fields, 'Lineitem sku');
    const title = col(fields, 'Lineitem name');
    if (!sku && !title) throw new CsvImportProblem('noItem', { line });
    if (!order) return;
    const key = sku || title;
    const n = (order.seen.get(key) ?? 0) + 1;
    order.seen.set(key, n);
    order.lines.push({
      id: `${key}#${n}`.slice(0, 200),
      variantId: '',
      sku: sku.slice(0, 255),
      title: title.slice(0, 255),
      quantity: Number(quantity),
      price,
    });
  };
  for (const { line, fields } of rows) {
    try {
      readRow(line, fields, col(fields, 'Name'));
    } catch (error) {
      if (!(error instanceof CsvImportProblem)) throw error;
      problems.push(error);
    }
  }
  if (problems.length > 0) throw new CsvImportRefused(problems);
  return [...orders.values()].map(({ seen: _seen, ...order }) => order);
}

function refuse(problem: CsvImportProblem): never {
  throw new CsvImportRefused([problem]);
}
