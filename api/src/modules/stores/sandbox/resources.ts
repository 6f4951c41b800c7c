/** Shopify REST Admin API bodies of the sandbox store, built from what a caller sent. */
type Body = Record<string, unknown>;

const text = (v: unknown, max = 255) =>
  typeof v === 'string' ? v.slice(0, max) : v == null ? '' : String(v).slice(0, max);
const price = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n.toFixed(2) : '0.00';
};
const now = () => new Date().toISOString();

interface VariantIn {
  id?: unknown;
  price?: unknown;
  sku?: unknown;
  option1?: unknown;
  option2?: unknown;
  option3?: unknown;
  inventory_quantity?: unknown;
  compare_at_price?: unknown;
}

/** A product with its variants, options and images; ids of kept variants stay, new ones follow. */
export function productBody(id: number, input: Body, previous?: Body): Body {
  const at = now();
  const old = (previous?.variants as Body[] | undefined) ?? [];
  const oldIds = new Set(old.map((v) => Number(v.id)));
  let nextId = Math.max(id * 1000, ...old.map((v) => Number(v.id))) + 1;
  const given = Array.isArray(input.variants) ? (input.variants as VariantIn[]).slice(0, 100) : undefined;
  const variantsIn: VariantIn[] = given ?? (old.length > 0 ? (old as VariantIn[]) : [{}]);
  const variants = variantsIn.map((v, i) => {
    const vid = oldIds.has(Number(v.id)) ? Number(v.id) : nextId++;
    const options = [v.option1, v.option2, v.option3].map((o) => (o == null ? null : text(o)));
    return {
      id: vid,
      product_id: id,
      title: options.filter(Boolean).join(' / ') || 'Default Title',
      price: price(v.price),
      compare_at_price: v.compare_at_price == null ? null : price(v.compare_at_price),
      sku: text(v.sku),
      position: i + 1,
      option1: options[0] ?? 'Default Title',
      option2: options[1],
      option3: options[2],
      inventory_quantity: Number.isInteger(v.inventory_quantity) ? v.inventory_quantity : 0,
      created_at: at,
      updated_at: at,
    };
  });
  const optionsIn = Array.isArray(input.options) ? (input.options as Body[]).slice(0, 3) : undefined;
  const images = Array.isArray(input.images)
    ? (input.images as Body[]).slice(0, 20).map((img, i) => ({
        id: id * 1000 + i + 1,
        product_id: id,
        position: i + 1,
        src: text(img.src, 2000),
      }))
    : ((previous?.images as Body[] | undefined) ?? []);
  const pick = (key: string, max?: number) =>
    key in input ? text(input[key], max) : (previous?.[key] ?? '');
  return {
    id,
    title: pick('title') || 'Untitled',
    body_html: pick('body_html', 65_535),
    vendor: pick('vendor'),
    product_type: pick('product_type'),
    handle: `product-${id}`,
    status: 'status' in input ? text(input.status) : (previous?.status ?? 'active'),
    tags: pick('tags'),
    created_at: previous?.created_at ?? at,
    updated_at: at,
    variants,
    options: (optionsIn ?? (previous?.options as Body[] | undefined) ?? [{ name: 'Title' }]).map((o, i) => ({
      id: id * 10 + i + 1,
      product_id: id,
      name: text(o.name) || `Option${i + 1}`,
      position: i + 1,
      values: [
        ...new Set(variants.map((v) => [v.option1, v.option2, v.option3][i]).filter((x) => x != null)),
      ],
    })),
    images,
    image: images[0] ?? null,
  };
}

export interface CustomerOrderIn {
  product: Body;
  variantId: number;
  quantity: number;
  customer: { name: string; email: string; address: string; city: string; zip: string; country: string };
  currency: string;
  number: number;
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
    financial_status: 'paid',
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
      },
    ],
    customer: { email: input.customer.email, first_name: address.first_name, last_name: address.last_name },
    shipping_address: address,
  };
}

/** How many of a line are still to be fulfilled (a line of an order never fulfilled: all of it). */
export const fulfillableOf = (line: Body) =>
  typeof line.fulfillable_quantity === 'number' ? line.fulfillable_quantity : Number(line.quantity ?? 0);

/** The order's one fulfillment order (Shopify splits by location; the sandbox has one), closed when all left. */
export function fulfillmentOrderOf(order: Body): Body {
  const lines = order.line_items as Body[];
  const done = lines.every((l) => fulfillableOf(l) === 0);
  return {
    id: order.id,
    order_id: order.id,
    status: done ? 'closed' : 'open',
    line_items: lines.map((l) => ({
      id: l.id,
      line_item_id: l.id,
      variant_id: l.variant_id,
      quantity: l.quantity,
      fulfillable_quantity: fulfillableOf(l),
    })),
  };
}

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
