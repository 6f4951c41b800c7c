import { fulfillableOf } from '../resources';
import { LOCATIONS } from './product-set';

/**
 * The sandbox shop's records (REST-shaped JSON) as the GraphQL objects Shopify's schema describes. A field
 * that takes arguments is a function of them; graphql-js's default resolver calls it. A field the sandbox does
 * not answer is absent, and the executor's field resolver says so (routes.ts).
 */
type Body = Record<string, unknown>;
type Args = { first?: number; last?: number; after?: string; before?: string };

export const gid = (type: string, id: unknown) => `gid://shopify/${type}/${id}`;
export const idOf = (value: unknown) =>
  Number(/^gid:\/\/shopify\/[A-Za-z]+\/(\d{1,15})$/.exec(String(value ?? ''))?.[1] ?? Number.NaN);
const cursorOf = (index: number) => Buffer.from(`i:${index}`).toString('base64url');
const indexOf = (cursor: string | undefined) => {
  if (!cursor) return -1;
  const m = /^i:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw new Error('Invalid cursor for current pagination sort.');
  return Number(m[1]);
};

/** A connection over a list, by `first`/`after` (Shopify refuses a connection asked without a size). */
export function connection<T>(items: T[], args: Args) {
  const size = args.first ?? args.last;
  if (size === undefined) throw new Error('you must provide one of first or last');
  if (size > 250) throw new Error('The maximum page size is 250.');
  const from = indexOf(args.after) + 1;
  const page = items.slice(from, from + size);
  return {
    nodes: page,
    edges: page.map((node, i) => ({ node, cursor: cursorOf(from + i) })),
    pageInfo: {
      hasNextPage: from + size < items.length,
      hasPreviousPage: from > 0,
      startCursor: page.length ? cursorOf(from) : null,
      endCursor: page.length ? cursorOf(from + page.length - 1) : null,
    },
  };
}

const money = (amount: unknown, currencyCode: string) => ({
  shopMoney: { amount: String(amount ?? '0'), currencyCode },
  presentmentMoney: { amount: String(amount ?? '0'), currencyCode },
});

export function productObject(p: Body) {
  const options = (p.options as Body[] | undefined) ?? [];
  const variants = ((p.variants as Body[] | undefined) ?? []).map((v) => variantObject(v, options));
  return {
    __typename: 'Product',
    id: gid('Product', p.id),
    legacyResourceId: String(p.id),
    title: p.title,
    handle: p.handle,
    status: String(p.status ?? 'active').toUpperCase(),
    featuredMedia: imageOf(p.image as Body | null | undefined),
    variants: (args: Args) => connection(variants, args),
  };
}

/** The product's first picture as a MediaImage. */
function imageOf(image: Body | null | undefined) {
  if (!image?.src) return null;
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', image.id),
    preview: { image: { url: String(image.src) } },
  };
}

function variantObject(v: Body, options: Body[]) {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: String(v.id),
    sku: v.sku ?? '',
    barcode: v.barcode ?? null,
    price: v.price,
    title: v.title,
    inventoryQuantity: Number(v.inventory_quantity ?? 0),
    // The sandbox's inventory item is the variant's own id; it is stocked at the variant's one location.
    inventoryItem: {
      __typename: 'InventoryItem',
      id: gid('InventoryItem', v.id),
      tracked: v.inventory_management === 'shopify',
      inventoryLevels: (args: Args) =>
        connection([{ location: { id: gid('Location', v.location_id ?? LOCATIONS[0].id) } }], args),
    },
    selectedOptions: options.map((o, i) => ({ name: o.name, value: v[`option${i + 1}`] })),
  };
}

function addressObject(a: Body | null) {
  if (!a) return null;
  return {
    id: gid('MailingAddress', 1),
    name: a.name ?? null,
    firstName: a.first_name ?? null,
    lastName: a.last_name ?? null,
    company: a.company ?? null,
    address1: a.address1 ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    province: a.province ?? null,
    provinceCode: a.province_code ?? null,
    zip: a.zip ?? null,
    country: a.country ?? null,
    countryCodeV2: a.country_code ?? null,
    phone: a.phone ?? null,
  };
}

const FINANCIAL = new Set([
  'AUTHORIZED',
  'EXPIRED',
  'PAID',
  'PARTIALLY_PAID',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'VOIDED',
]);

/**
 * An order's fulfillment orders: one per location its lines are stocked at, with line ids of their own. An
 * order the shop put on hold has no action but releasing the hold; the app sees none of them without the
 * merchant-managed fulfillment order scope (as Shopify filters them by scope).
 */
export function fulfillmentOrdersOf(o: Body) {
  const lines = (o.line_items as Body[] | undefined) ?? [];
  return LOCATIONS.flatMap((location) => {
    const here = lines.filter((l) => (l.location_id ?? LOCATIONS[0].id) === location.id);
    if (here.length === 0) return [];
    const left = here.reduce((n, l) => n + fulfillableOf(l), 0);
    const total = here.reduce((n, l) => n + Number(l.quantity ?? 0), 0);
    const status = o.cancelled_at
      ? 'CANCELLED'
      : left === 0
        ? 'CLOSED'
        : o.on_hold
          ? 'ON_HOLD'
          : left < total
            ? 'IN_PROGRESS'
            : 'OPEN';
    const actions =
      status === 'ON_HOLD'
        ? ['RELEASE_HOLD']
        : status === 'OPEN' || status === 'IN_PROGRESS'
          ? ['CREATE_FULFILLMENT', 'HOLD', 'MOVE']
          : [];
    return [
      {
        __typename: 'FulfillmentOrder',
        id: gid('FulfillmentOrder', Number(o.id) * 10 + location.id),
        status,
        locationId: location.id,
        assignedLocation: { location: { id: gid('Location', location.id), name: location.name } },
        supportedActions: actions.map((action) => ({ action })),
        lineItems: (args: Args) =>
          connection(
            here.map((l) => ({
              id: gid('FulfillmentOrderLineItem', Number(l.id) * 10 + 5),
              lineItemId: Number(l.id),
              totalQuantity: Number(l.quantity ?? 0),
              remainingQuantity: fulfillableOf(l),
              lineItem: { id: gid('LineItem', l.id) },
            })),
            args,
          ),
      },
    ];
  });
}

export function orderObject(o: Body, fulfillments: Body[], seesFulfillmentOrders: boolean) {
  const currency = String(o.currency ?? 'USD');
  const customer = (o.customer as Body | null) ?? null;
  const lines = ((o.line_items as Body[] | undefined) ?? []).map((l) => ({
    __typename: 'LineItem',
    id: gid('LineItem', l.id),
    sku: l.sku ?? null,
    title: l.title ?? '',
    name: [l.title, l.variant_title].filter(Boolean).join(' - '),
    variantTitle: l.variant_title ?? null,
    quantity: Number(l.quantity ?? 0),
    currentQuantity: Number(l.current_quantity ?? l.quantity ?? 0),
    variant: l.variant_id ? { id: gid('ProductVariant', l.variant_id) } : null,
    originalUnitPriceSet: money(l.price, currency),
  }));
  const financial = String(o.financial_status ?? 'paid').toUpperCase();
  const status = String(o.fulfillment_status ?? '');
  return {
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    email: o.email ?? null,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
    cancelledAt: o.cancelled_at ?? null,
    displayFinancialStatus: FINANCIAL.has(financial) ? financial : null,
    displayFulfillmentStatus:
      status === 'fulfilled' ? 'FULFILLED' : status === 'partial' ? 'PARTIALLY_FULFILLED' : 'UNFULFILLED',
    currencyCode: currency,
    totalPriceSet: money(o.total_price, currency),
    customer: customer
      ? { firstName: customer.first_name ?? null, lastName: customer.last_name ?? null }
      : null,
    shippingAddress: addressObject((o.shipping_address as Body | null) ?? null),
    lineItems: (args: Args) => connection(lines, args),
    fulfillments: (args: { first?: number }) =>
      fulfillments.slice(0, args.first ?? 250).map((f) => ({
        __typename: 'Fulfillment',
        id: gid('Fulfillment', f.id),
        fulfillmentLineItems: (a: Args) =>
          connection(
            ((f.line_items as Body[] | undefined) ?? []).map((l) => ({
              id: gid('FulfillmentLineItem', Number(f.id) * 1000 + (Number(l.id) % 1000)),
              quantity: Number(l.quantity ?? 0),
              lineItem: { id: gid('LineItem', l.id) },
            })),
            a,
          ),
        trackingInfo: (a: { first?: number }) =>
          f.tracking_number
            ? [
                {
                  number: f.tracking_number,
                  company: f.tracking_company ?? null,
                  url: f.tracking_url ?? null,
                },
              ].slice(0, a.first ?? 10)
            : [],
      })),
    fulfillmentOrders: (args: Args) => connection(seesFulfillmentOrders ? fulfillmentOrdersOf(o) : [], args),
  };
}
