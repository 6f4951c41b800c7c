import {
  amount,
  BodyProblem,
  count,
  currency,
  flatAddress,
  isId,
  isObject,
  refuse,
  str,
  uniqueLines,
  when,
} from './order-fields';
import type { StoreOrderIn } from './types';
import { withBillingTaxId } from './woocommerce-tax-id';

/**
 * Store order bodies (Shopify REST webhooks and lists, WooCommerce REST v3) turned into StoreOrderIn, read
 * at the edge (order-fields.ts): `read*` answers the order or why the body is not one (for the webhook's
 * 400 and its log line); `shopifyOrder` / `wooOrder` answer the order or null.
 */
export type OrderReading = { order: StoreOrderIn; problem: null } | { order: null; problem: string };

function reading(read: () => StoreOrderIn): OrderReading {
  try {
    return { order: read(), problem: null };
  } catch (error) {
    if (error instanceof BodyProblem) return { order: null, problem: error.reason };
    throw error;
  }
}

/**
 * The customer's payment as Shopify reports it (REST `financial_status`, or GraphQL's
 * `displayFinancialStatus` in capitals): paid and partially_refunded are paid; pending, authorized,
 * partially_paid and expired are not (the order waits for the customer); refunded and voided (Shopify:
 * "an unpaid order was manually canceled") cancel the order. None sent: paid, as before this was read. An
 * unknown word is not paid: nothing is paid for on a payment we cannot read.
 */
export function shopifyPayment(financialStatus: unknown): {
  customerPaid: boolean;
  cancels: boolean;
  paymentStatus: string;
} {
  const word = str(financialStatus, 40).trim().toLowerCase();
  return {
    customerPaid: word === '' || word === 'paid' || word === 'partially_refunded',
    cancels: word === 'refunded' || word === 'voided',
    paymentStatus: word,
  };
}

/**
 * The customer's payment as WooCommerce reports it (the order `status`): processing and completed are paid;
 * pending (awaiting payment), on-hold (awaiting a transfer) and failed (declined: the customer may pay again
 * from the order's page, which moves it to processing) are not; cancelled and refunded cancel the order.
 * Another status (a plugin's own, such as "shipped") is paid when WooCommerce recorded a payment date.
 */
export function wooPayment(
  status: string,
  datePaid: unknown,
): { customerPaid: boolean; cancels: boolean; paymentStatus: string } {
  const unpaid = ['pending', 'on-hold', 'failed', 'checkout-draft', 'cancelled', 'refunded'];
  return {
    customerPaid:
      status === 'processing' ||
      status === 'completed' ||
      (!unpaid.includes(status) && typeof datePaid === 'string' && datePaid !== ''),
    cancels: status === 'cancelled' || status === 'refunded',
    paymentStatus: status,
  };
}

/** A Shopify order (webhook body, or an element of orders.json), or why it is not one. */
export function readShopifyOrder(body: unknown): OrderReading {
  return reading(() => {
    const o = isObject(body) ? body : refuse('not an object');
    if (!isId(o.id)) refuse('id');
    if (!Array.isArray(o.line_items)) refuse('line_items');
    const placedAt = when(o.created_at, 'created_at') ?? refuse('created_at is missing');
    const ship = flatAddress(o.shipping_address);
    const customer = isObject(o.customer) ? o.customer : null;
    const lines: StoreOrderIn['lines'] = [];
    for (const [i, l] of (o.line_items as unknown[]).entries()) {
      const line = isObject(l) ? l : refuse(`line ${i} is not an object`);
      if (!isId(line.id)) refuse(`line ${i}: id`);
      // current_quantity (REST 2024-01 on): the quantity after removals by an order edit; 0 = removed.
      const now = line.current_quantity ?? line.quantity;
      const quantity = count(now, `line ${i}: quantity`);
      if (quantity === 0) {
        if (line.current_quantity === undefined) refuse(`line ${i}: quantity 0`);
        continue;
      }
      lines.push({
        id: str(line.id),
        variantId: isId(line.variant_id) ? str(line.variant_id) : '',
        sku: str(line.sku),
        title: [str(line.title), str(line.variant_title)]
          .filter((t) => t && t !== 'Default Title')
          .join(' / '),
        quantity,
        price: amount(line.price, `line ${i}: price`),
      });
    }
    const payment = shopifyPayment(o.financial_status);
    const name =
      str(ship?.name) ||
      [str(customer?.first_name), str(customer?.last_name)].filter(Boolean).join(' ') ||
      str(o.email);
    return {
      id: str(o.id),
      number: str(o.name, 60) || `#${str(o.order_number, 40)}`,
      status:
        o.cancelled_at || payment.cancels
          ? 'cancelled'
          : o.fulfillment_status === 'fulfilled'
            ? 'fulfilled'
            : 'pending',
      customerPaid: payment.customerPaid,
      paymentStatus: payment.paymentStatus,
      currency: currency(o.currency),
      total: amount(o.total_price, 'total_price'),
      customerName: name,
      customerEmail: str(o.email ?? customer?.email),
      customerId: isId(customer?.id) ? str(customer?.id) : '',
      shippingAddress: ship,
      placedAt,
      updatedAt: when(o.updated_at, 'updated_at') ?? placedAt,
      lines: uniqueLines(lines),
    };
  });
}

/** A Shopify order, or null when the body is not one. */
export const shopifyOrder = (body: unknown): StoreOrderIn | null => readShopifyOrder(body).order;

/** A WooCommerce order (webhook body, or an element of GET /orders), or why it is not one. */
export function readWooOrder(body: unknown): OrderReading {
  return reading(() => {
    const o = isObject(body) ? body : refuse('not an object');
    if (!isId(o.id)) refuse('id');
    if (!Array.isArray(o.line_items)) refuse('line_items');
    const placedAt =
      when(o.date_created_gmt, 'date_created_gmt') ??
      when(o.date_created, 'date_created') ??
      refuse('date_created is missing');
    const billing = isObject(o.billing) ? o.billing : null;
    // Brazilian checkout plugins keep the CPF/CNPJ with the billing address: carried onto the shipping one.
    const ship = flatAddress(
      withBillingTaxId(isObject(o.shipping) ? o.shipping : null, billing, o.meta_data),
    );
    const lines: StoreOrderIn['lines'] = [];
    for (const [i, l] of (o.line_items as unknown[]).entries()) {
      const line = isObject(l) ? l : refuse(`line ${i} is not an object`);
      if (!isId(line.id)) refuse(`line ${i}: id`);
      const quantity = count(line.quantity, `line ${i}: quantity`);
      if (quantity === 0) refuse(`line ${i}: quantity 0`);
      const variation = isId(line.variation_id) ? line.variation_id : null;
      lines.push({
        id: str(line.id),
        variantId: variation ? str(variation) : isId(line.product_id) ? str(line.product_id) : '',
        sku: str(line.sku),
        title: str(line.name),
        quantity,
        price: amount(line.price, `line ${i}: price`),
      });
    }
    const person = (a: Record<string, unknown> | null) =>
      [str(a?.first_name), str(a?.last_name)].filter(Boolean).join(' ');
    const status = str(o.status, 40).trim();
    const payment = wooPayment(status, o.date_paid_gmt ?? o.date_paid);
    return {
      id: str(o.id),
      number: str(o.number, 60) || str(o.id),
      status: payment.cancels ? 'cancelled' : status === 'completed' ? 'fulfilled' : 'pending',
      customerPaid: payment.customerPaid,
      paymentStatus: payment.paymentStatus,
      currency: currency(o.currency),
      total: amount(o.total, 'total'),
      customerName: person(ship) || person(billing),
      customerEmail: str(billing?.email),
      customerId: isId(o.customer_id) ? str(o.customer_id) : '',
      shippingAddress: ship,
      placedAt,
      updatedAt:
        when(o.date_modified_gmt, 'date_modified_gmt') ?? when(o.date_modified, 'date_modified') ?? placedAt,
      lines: uniqueLines(lines),
    };
  });
}

/** A WooCommerce order, or null when the body is not one. */
export const wooOrder = (body: unknown): StoreOrderIn | null => readWooOrder(body).order;
