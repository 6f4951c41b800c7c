/**
 * The sandbox store's records are kept as the JSON bodies Shopify's order webhooks carry (REST-shaped): its
 * webhooks send them as they are, and its GraphQL API (graphql/objects.ts) answers them in GraphQL's shape.
 */
type Body = Record<string, unknown>;

const now = () => new Date().toISOString();

export interface CustomerOrderIn {
  product: Body;
  variantId: number;
  quantity: number;
  customer: { name: string; email: string; address: string; city: string; zip: string; country: string };
  currency: string;
  number: number;
  /** The customer chose to pay later (a bank slip, a transfer): the order waits for the payment. */
  paysLater?: boolean;
}

/** An order as Shopify answers it, placed by a customer on the sandbox store's page. */
export function orderBody(id: number, input: CustomerOrderIn): Body {
  const variant = (input.product.variants as Body[]).find((v) => v.id === input.variantId) ?? {};
  const total = (Number(variant.price ?? 0) * input.quantity).toFixed(2);
  const [first, ...rest] = input.customer.name.split(' ');
  const address = {
    first_name: first ?? '',
    last_name: rest.join(' '),
    name: input.customer.name,
    address1: input.customer.address,
    city: input.customer.city,
    zip: input.customer.zip,
    country_code: input.customer.country,
  };
  return {
    id,
    name: `#${input.number}`,
    order_number: input.number,
    email: input.customer.email,
    created_at: now(),
    updated_at: now(),
    currency: input.currency,
    subtotal_price: total,
    total_price: total,
    financial_status: input.paysLater ? 'pending' : 'paid',
    fulfillment_status: null,
    cancelled_at: null,
    line_items: [
      {
        id: id * 1000 + 1,
        product_id: input.product.id,
        variant_id: variant.id,
        title: input.product.title,
        variant_title: variant.title,
        sku: variant.sku,
        quantity: input.quantity,
        price: variant.price,
        // Fulfilled from the location the variant is stocked at (graphql/objects.ts: fulfillment orders).
        location_id: variant.location_id ?? 1,
      },
    ],
    customer: { email: input.customer.email, first_name: address.first_name, last_name: address.last_name },
    shipping_address: address,
  };
}

/** How many of a line are still to be fulfilled (a line of an order never fulfilled: all of it). */
export const fulfillableOf = (line: Body) =>
  typeof line.fulfillable_quantity === 'number' ? line.fulfillable_quantity : Number(line.quantity ?? 0);

/**
 * The order after a fulfillment of `taken` (line id -> quantity): each line's fulfillable quantity and
 * status, and the order's fulfillment_status ('partial' until every line has left, then 'fulfilled').
 */
export function fulfilledOrder(order: Body, taken: Map<number, number>): Body {
  const lines = (order.line_items as Body[]).map((l) => {
    const left = fulfillableOf(l) - (taken.get(Number(l.id)) ?? 0);
    return {
      ...l,
      fulfillable_quantity: left,
      fulfillment_status: left === 0 ? 'fulfilled' : left < Number(l.quantity) ? 'partial' : null,
    };
  });
  const all = lines.every((l) => l.fulfillable_quantity === 0);
  return {
    ...order,
    line_items: lines,
    fulfillment_status: all ? 'fulfilled' : 'partial',
    updated_at: new Date().toISOString(),
  };
}
