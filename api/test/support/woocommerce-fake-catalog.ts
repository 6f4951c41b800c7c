/**
 * The WooCommerce fake's products, variations and product tags, answering as WooCommerce's REST API v3 does:
 * SKUs unique across products and variations (`product_invalid_sku`), at most 100 items in one batch of products
 * or variations (413), each item of a batch answered in order (the object, or `{ id, error }` for that item
 * alone: WooCommerce's batch_items), stock kept only when managed (`manage_stock`), tags written by id (a tag's name in a product body is ignored: READ-ONLY), tags found by `search` and
 * created once (`term_exists` with the existing `resource_id`), `GET products?sku=`, listed by `orderby` / `order`
 * (newest first unless asked otherwise).
 */
export interface WooCreated {
  id: number;
  name: string;
  type: string;
  description: string;
  regular_price?: string;
  sku: string;
  status: string;
  manage_stock: boolean;
  /** Kept only while `manage_stock` is on (WooCommerce clears it otherwise). */
  stock_quantity: number | null;
  tags: { id: number; name: string; slug: string }[];
  images: { src: string }[];
  attributes: { name: string; options: string[] }[];
  variations: Map<number, WooVariation>;
}

export interface WooVariation {
  id: number;
  regular_price: string;
  sku: string;
  status: string;
  manage_stock: boolean;
  stock_quantity: number | null;
  attributes: unknown[];
}

/** The shop's own products, there before anything was published: simple ones. */
export interface WooListed {
  id: number;
  name: string;
  sku: string;
  price: string;
  regular_price: string;
  status: string;
  manage_stock: boolean;
  stock_quantity: number | null;
}

type Body = Record<string, unknown>;
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const invalidId = {
  status: 404,
  body: { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' },
};
/** An update of an unknown id (WC_REST_CRUD_Controller::update_item: 400, the type in the code). */
const badUpdateId = (type: 'product' | 'product_variation') => ({
  code: `woocommerce_rest_${type}_invalid_id`,
  message: 'Invalid ID.',
  data: { status: 400 },
});
const tooLarge: Answer = {
  status: 413,
  body: {
    code: 'woocommerce_rest_request_entity_too_large',
    message: 'Unable to accept more than 100 items for this request.',
    data: { status: 413 },
  },
};
type Item = { id?: number; error?: unknown } & Body;

/**
 * WooCommerce's batch_items: more than 100 objects in all is refused whole (413); else its creates, then its
 * updates, then its deletes, each answered in order by the object or, for that item alone, `{ id, error }`. A
 * kind with no items is left out of the answer.
 */
function runBatch(
  body: Body,
  each: { create(b: Body): Item; update(b: Body): Item; remove(id: number): Item },
): Answer {
  const creates = (body.create as Body[] | undefined) ?? [];
  const updates = (body.update as Body[] | undefined) ?? [];
  const deletes = (body.delete as number[] | undefined) ?? [];
  if (creates.length + updates.length + deletes.length > 100) return tooLarge;
  const answer: Record<string, Item[]> = {};
  if (creates.length > 0) answer.create = creates.map((b) => each.create(b));
  if (updates.length > 0) answer.update = updates.map((b) => each.update(b));
  if (deletes.length > 0) answer.delete = deletes.map((id) => each.remove(id));
  return { status: 200, body: answer };
}

/**
 * The stock fields of an update, as WooCommerce's prepare_object_for_database sets them: `manage_stock` first;
 * while stock is managed, `stock_quantity` is taken; when not, the quantity is cleared.
 */
function stockOf(
  current: { manage_stock: boolean; stock_quantity: number | null },
  b: Body,
): { manage_stock: boolean; stock_quantity: number | null } {
  const manage = b.manage_stock === undefined ? current.manage_stock : b.manage_stock === true;
  if (!manage) return { manage_stock: false, stock_quantity: null };
  return {
    manage_stock: true,
    stock_quantity: typeof b.stock_quantity === 'number' ? b.stock_quantity : current.stock_quantity,
  };
}
const skuTaken = (sku: string) => ({
  code: 'product_invalid_sku',
  message: `Invalid or duplicated SKU: ${sku}`,
  data: { status: 400, resource_id: 0, unique_sku: sku },
});
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function paged<T>(items: T[], url: URL): Answer {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 10)));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: {
      'x-wp-total': String(items.length),
      'x-wp-totalpages': String(Math.max(1, Math.ceil(items.length / perPage))),
    },
  };
}

/** GET products' documented `orderby` options (WooCommerce REST API v3, "List all products"). */
const PRODUCT_ORDERBY = new Set([
  'date',
  'modified',
  'id',
  'include',
  'title',
  'slug',
  'price',
  'popularity',
  'rating',
  'menu_order',
]);
const badParam = (param: string, valid: string[]): Answer => ({
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${param}`,
    data: { status: 400, params: { [param]: `${param} is not one of ${valid.join(', ')}.` } },
  },
});

/**
 * The products listing in the asked order: `orderby` (default date) and `order` (default desc), as
 * WooCommerce sorts them. The fake keeps no dates: ids are given in creation order, so a date (or a sale's
 * or review's count, which the fake does not keep) sorts as the id does.
 */
function sortedProducts<T extends { id: number; name: string; price?: unknown }>(
  items: T[],
  url: URL,
): T[] | Answer {
  const orderby = url.searchParams.get('orderby') ?? 'date';
  const order = url.searchParams.get('order') ?? 'desc';
  if (!PRODUCT_ORDERBY.has(orderby)) return badParam('orderby', [...PRODUCT_ORDERBY]);
  if (order !== 'asc' && order !== 'desc') return badParam('order', ['asc', 'desc']);
  const key = (p: T): number | string =>
    orderby === 'title'
      ? p.name
      : orderby === 'slug'
        ? slugOf(p.name)
        : orderby === 'price'
          ? Number(p.price ?? 0)
          : p.id;
  const sorted = [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  });
  return order === 'desc' ? sorted.reverse() : sorted;
}

export class WooFakeCatalog {
  readonly created = new Map<number, WooCreated>();
  readonly tags: { id: number; name: string; slug: string; count: number }[] = [];
  /** The shop's own products before anything was published (GET products lists them). */
  readonly listed: WooListed[];

  constructor(
    private readonly nextId: () => number,
    products: number,
  ) {
    this.listed = Array.from({ length: products }, (_, i) => ({
      id: i + 1,
      name: `Woo product ${i + 1}`,
      sku: `WOO-${i + 1}`,
      price: '9.90',
      regular_price: '9.90',
      status: 'publish',
      manage_stock: false,
      stock_quantity: null,
    }));
  }

  private skuInUse(sku: string, except?: number): boolean {
    if (!sku) return false;
    if (this.listed.some((p) => p.sku === sku)) return true;
    for (const p of this.created.values()) {
      if (p.id !== except && p.sku === sku) return true;
      for (const v of p.variations.values()) if (v.id !== except && v.sku === sku) return true;
    }
    return false;
  }

  private view(p: WooCreated) {
    return { ...p, variations: [...p.variations.keys()] };
  }

  /** Tags by id; a tag given by name only (READ-ONLY) is dropped, as WooCommerce drops it. */
  private tagsOf(given: unknown): WooCreated['tags'] {
    return ((given as { id?: number }[] | undefined) ?? []).flatMap((t) => {
      const tag = this.tags.find((x) => x.id === t.id);
      return tag ? [{ id: tag.id, name: tag.name, slug: tag.slug }] : [];
    });
  }

  answer(method: string, endpoint: string, url: URL, body: Body): Answer | null {
    if (endpoint === 'products/tags') {
      if (method === 'POST') {
        // WordPress keeps a term's name sanitized (& as &amp;), and compares names so.
        const name = String(body.name)
          .replace(/&(?!amp;)/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;');
        const existing = this.tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
        if (existing)
          return {
            status: 400,
            body: {
              code: 'term_exists',
              message: 'A term with the name provided already exists with this parent.',
              data: { status: 400, resource_id: existing.id },
            },
          };
        const tag = { id: this.nextId(), name, slug: slugOf(name), count: 0 };
        this.tags.push(tag);
        return { status: 201, body: tag };
      }
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return paged(
        this.tags.filter((t) => t.name.toLowerCase().includes(search)),
        url,
      );
    }
    if (endpoint === 'products' && method === 'POST') {
      const sku = String(body.sku ?? '');
      if (this.skuInUse(sku)) return { status: 400, body: skuTaken(sku) };
      const product: WooCreated = {
        id: this.nextId(),
        name: String(body.name ?? ''),
        type: String(body.type ?? 'simple'),
        description: String(body.description ?? ''),
        regular_price: body.regular_price as string | undefined,
        sku,
        status: String(body.status ?? 'publish'),
        ...stockOf({ manage_stock: false, stock_quantity: null }, body),
        tags: this.tagsOf(body.tags),
        images: (body.images as { src: string }[] | undefined) ?? [],
        attributes: (body.attributes as WooCreated['attributes'] | undefined) ?? [],
        variations: new Map(),
      };
      this.created.set(product.id, product);
      return { status: 201, body: this.view(product) };
    }
    if (endpoint === 'products') {
      const sku = url.searchParams.get('sku');
      const all = [...this.listed, ...[...this.created.values()].map((p) => this.view(p))];
      // WooCommerce reads `sku` as a comma-separated list of SKUs.
      const skus = sku === null ? null : sku.split(',');
      const sorted = sortedProducts(skus === null ? all : all.filter((p) => skus.includes(p.sku)), url);
      return Array.isArray(sorted) ? paged(sorted, url) : sorted;
    }
    if (endpoint === 'products/batch' && method === 'POST')
      return runBatch(body, {
        create: (b) => {
          const made = this.answer('POST', 'products', url, b) as Answer;
          return made.status === 201 ? (made.body as Item) : { id: 0, error: made.body };
        },
        update: (b) => this.updateProduct(Number(b.id), b),
        remove: (id) => this.removeProduct(id),
      });
    const one = /^products\/(\d+)$/.exec(endpoint);
    if (one) {
      const id = Number(one[1]);
      const product = this.created.get(id);
      // GET answers an unknown id 404; an update 400 (WC_REST_CRUD_Controller::update_item).
      if (!product) return method === 'PUT' ? { status: 400, body: badUpdateId('product') } : invalidId;
      if (method === 'PUT') {
        const updated = this.updateProduct(id, body);
        if (updated.error) return { status: 400, body: updated.error };
      }
      return { status: 200, body: this.view(product) };
    }
    const variations = /^products\/(\d+)\/variations$/.exec(endpoint);
    if (variations && method === 'GET') {
      const product = this.created.get(Number(variations[1]));
      return product ? paged([...product.variations.values()], url) : invalidId;
    }
    const batch = /^products\/(\d+)\/variations\/batch$/.exec(endpoint);
    if (batch && method === 'POST') return this.batch(Number(batch[1]), body);
    return null;
  }

  /** One product's update (PUT products/<id>, or an item of products/batch): the product, or its error. */
  private updateProduct(id: number, b: Body): Item {
    const product = this.created.get(id);
    const own = this.listed.find((p) => p.id === id);
    if (!product && !own) return { id, error: badUpdateId('product') };
    if (b.sku !== undefined && this.skuInUse(String(b.sku), id))
      return { id, error: skuTaken(String(b.sku)) };
    if (own) {
      Object.assign(own, {
        name: String(b.name ?? own.name),
        sku: String(b.sku ?? own.sku),
        regular_price: String(b.regular_price ?? own.regular_price),
        price: String(b.regular_price ?? own.price),
        status: String(b.status ?? own.status),
        ...stockOf(own, b),
      });
      return { ...own };
    }
    const p = product as WooCreated;
    Object.assign(p, {
      name: String(b.name ?? p.name),
      description: String(b.description ?? p.description),
      regular_price: b.regular_price ?? p.regular_price,
      sku: b.sku ?? p.sku,
      status: String(b.status ?? p.status),
      ...stockOf(p, b),
      tags: b.tags ? this.tagsOf(b.tags) : p.tags,
      images: b.images ?? p.images,
      attributes: b.attributes ?? p.attributes,
    });
    return this.view(p);
  }

  private removeProduct(id: number): Item {
    const own = this.listed.findIndex((p) => p.id === id);
    if (own >= 0) return { ...this.listed.splice(own, 1)[0] };
    const product = this.created.get(id);
    if (!product) return { id, error: { ...badUpdateId('product'), data: { status: 404 } } };
    this.created.delete(id);
    return this.view(product);
  }

  /** POST products/<id>/variations/batch: only the product's own variations (another id is invalid). */
  private batch(productId: number, body: Body): Answer {
    const product = this.created.get(productId);
    if (!product) return invalidId;
    type In = {
      id?: number;
      regular_price?: string;
      sku?: string;
      status?: string;
      attributes?: unknown[];
    } & Body;
    return runBatch(body, {
      create: (b) => {
        const v = b as In;
        if (v.sku && this.skuInUse(v.sku)) return { id: 0, error: skuTaken(v.sku) };
        const variation: WooVariation = {
          id: this.nextId(),
          regular_price: v.regular_price ?? '',
          sku: v.sku ?? '',
          status: v.status ?? 'publish',
          ...stockOf({ manage_stock: false, stock_quantity: null }, v),
          attributes: v.attributes ?? [],
        };
        product.variations.set(variation.id, variation);
        return { ...variation };
      },
      update: (b) => {
        const v = b as In;
        const variation = product.variations.get(Number(v.id));
        if (!variation) return { id: v.id, error: badUpdateId('product_variation') };
        if (v.sku !== undefined && this.skuInUse(v.sku, variation.id))
          return { id: v.id, error: skuTaken(v.sku) };
        Object.assign(variation, {
          regular_price: v.regular_price ?? variation.regular_price,
          sku: v.sku ?? variation.sku,
          status: v.status ?? variation.status,
          ...stockOf(variation, v),
          attributes: v.attributes ?? variation.attributes,
        });
        return { ...variation };
      },
      remove: (id) => {
        const variation = product.variations.get(id);
        if (!variation) return { id, error: { ...badUpdateId('product_variation'), data: { status: 404 } } };
        product.variations.delete(id);
        return { ...variation };
      },
    });
  }
}
