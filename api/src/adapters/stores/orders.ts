import type { StoreOrderIn } from './types';
import { withBillingTaxId } from './woocommerce-tax-id';

/** Store order bodies (Shopify REST, WooCommerce REST v3) turned into StoreOrderIn; null when not an order. */
type Body = Record<string, unknown>;

const str = (v: unknown, max = 255) => (typeof v === 'string' ? v : v == null ? '' : String(v)).slice(0, max);
const amount = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? n.toFixed(2) : '0.00';
};
const when = (v: unknown): Date | null => {
  if (typeof v !== 'string') return null;
  // WooCommerce's *_gmt times carry no zone: they are UTC.
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};
const isId = (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || /^\d{1,20}$/.test(str(v));
const quantity = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : null;
};
const address = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : null);

/** A Shopify order (webhook body, or an element of orders.json). */
export function shopifyOrder(body: unknown): StoreOrderIn | null {
  const o = address(body);
  if (!o || !isId(o.id) || !Array.isArray(o.line_items)) return null;
  const placedAt = when(o.created_at);
  if (!placedAt) return null;
  const ship = address(o.shipping_address);
  const customer = address(o.customer);
  const lines: StoreOrderIn['lines'] = [];
  for (const l of o.line_items as unknown[]) {
    const line = address(l);
    const qty = quantity(line?.quantity);
    if (!line || !isId(line.id) || qty === null) return null;
    lines.push({
      id: str(line.id),
      variantId: isId(line.variant_id) ? str(line.variant_id) : '',
      sku: str(line.sku),
      title: [str(line.title), str(line.variant_title)].filter((t) => t && t !== 'Default Title').join(' / '),
      quantity: qty,
      price: amount(line.price),
    });
  }
  const name =
    str(ship?.name) ||
    [str(customer?.first_name), str(customer?.last_name)].filter(Boolean).join(' ') ||
    str(o.email);
  return {
    id: str(o.id),
    number: str(o.name, 60) || `#${str(o.order_number)}`,
    status: o.cancelled_at ? 'cancelled' : o.fulfillment_status === 'fulfilled' ? 'fulfilled' : 'pending',
    currency: str(o.currency, 3).toUpperCase(),
    total: amount(o.total_price),
    customerName: name,
    customerEmail: str(o.email ?? customer?.email),
    shippingAddress: ship,
    placedAt,
    updatedAt: when(o.updated_at) ?? placedAt,
    lines,
  };
}

/** A WooCommerce order (webhook body, or an element of GET /orders). */
export function wooOrder(body: unknown): StoreOrderIn | null {
  const o = address(body);
  if (!o || !isId(o.id) || !Array.isArray(o.line_items)) return null;
  const placedAt = when(o.date_created_gmt) ?? when(o.date_created);
  if (!placedAt) return null;
  const ship = address(o.shipping);
  const billing = address(o.billing);
  const lines: StoreOrderIn['lines'] = [];
  for (const l of o.line_items as unknown[]) {
    const line = address(l);
    const qty = quantity(line?.quantity);
    if (!line || !isId(line.id) || qty === null) return null;
    const variation = isId(line.variation_id) && Number(line.variation_id) > 0 ? line.variation_id : null;
    lines.push({
      id: str(line.id),
      variantId: variation ? str(variation) : isId(line.product_id) ? str(line.product_id) : '',
      sku: str(line.sku),
      title: str(line.name),
      quantity: qty,
      price: amount(line.price),
    });
  }
  const person = (a: Body | null) => [str(a?.first_name), str(a?.last_name)].filter(Boolean).join(' ');
  const status = str(o.status);
  return {
    id: str(o.id),
    number: str(o.number, 60) || str(o.id),
    status:
      status === 'cancelled' || status === 'refunded' || status === 'failed'
        ? 'cancelled'
        : status === 'completed'
          ? 'fulfilled'
          : 'pending',
    currency: str(o.currency, 3).toUpperCase(),
    total: amount(o.total),
    customerName: person(ship) || person(billing),
    customerEmail: str(billing?.email),
    shippingAddress: withBillingTaxId(ship, billing, o.meta_data),
    placedAt,
    updatedAt: when(o.date_modified_gmt) ?? when(o.date_modified) ?? placedAt,
    lines,
  };
}
