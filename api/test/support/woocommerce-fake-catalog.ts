/**
 * The WooCommerce fake's products, variations and product tags, answering as WooCommerce's REST API v3 does:
 * SKUs unique across products and variations (`product_invalid_sku`), at most 100 items in one variations batch
 * (413), tags written by id (a tag's name in a product body is ignored: READ-ONLY), tags found by `search` and
 * created once (`term_exists` with the existing `resource_id`), `GET products?sku=`.
 */
export interface WooCreated {
  id: number;
  name: string;
  type: string;
  description: string;
  regular_price?: string;
  sku: string;
  tags: { id: number; name: string; slug: string }[];
  images: { src: string }[];
  attributes: { name: string; options: string[] }[];
  variations: Map<number, WooVariation>;
}

export interface WooVariation {
  id: number;
  regular_price: string;
  sku: string;
  attributes: unknown[];
}

type Body = Record<string, unknown>;
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const invalidId = {
  status: 404,
  body: { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' },
};
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

export class WooFakeCatalog {
  readonly created = new Map<number, WooCreated>();
  readonly tags: { id: number; name: string; slug: string; count: number }[] = [];
  /** The shop's own products before anything was published (GET products lists them). */
  readonly listed: { id: number; name: string; sku: string; price: string }[];

  constructor(
    private readonly nextId: () => number,
    products: number,
  ) {
    this.listed = Array.from({ length: products }, (_, i) => ({
      id: i + 1,
      name: `Woo product ${i + 1}`,
      sku: `WOO-${i + 1}`,
      price: '9.90',
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
      return paged(skus === null ? all : all.filter((p) => skus.includes(p.sku)), url);
    }
    const one = /^products\/(\d+)$/.exec(endpoint);
    if (one) {
      const product = this.created.get(Number(one[1]));
      if (!product) return invalidId;
      if (method === 'PUT') {
        if (body.sku !== undefined && this.skuInUse(String(body.sku), product.id))
          return { status: 400, body: skuTaken(String(body.sku)) };
        Object.assign(product, {
          name: String(body.name ?? product.name),
          description: String(body.description ?? product.description),
          regular_price: body.regular_price ?? product.regular_price,
          sku: body.sku ?? product.sku,
          tags: body.tags ? this.tagsOf(body.tags) : product.tags,
          images: body.images ?? product.images,
          attributes: body.attributes ?? product.attributes,
        });
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

  private batch(productId: number, body: Body): Answer {
    const product = this.created.get(productId);
    if (!product) return invalidId;
    type In = { id?: number; regular_price?: string; sku?: string; attributes?: unknown[] };
    const creates = (body.create as In[] | undefined) ?? [];
    const updates = (body.update as In[] | undefined) ?? [];
    const deletes = (body.delete as number[] | undefined) ?? [];
    // WooCommerce runs a batch's creates, then its updates, then its deletes.
    if (creates.length + updates.length + deletes.length > 100)
      return {
        status: 413,
        body: {
          code: 'woocommerce_rest_request_entity_too_large',
          message: 'Unable to accept more than 100 items for this request.',
          data: { status: 413 },
        },
      };
    const made = creates.map((v) => {
      if (v.sku && this.skuInUse(v.sku)) return { id: 0, error: skuTaken(v.sku) };
      const variation = {
        id: this.nextId(),
        regular_price: v.regular_price ?? '',
        sku: v.sku ?? '',
        attributes: v.attributes ?? [],
      };
      product.variations.set(variation.id, variation);
      return variation;
    });
    const updated = updates.map((v) => {
      const variation = product.variations.get(Number(v.id));
      if (!variation)
        return { id: v.id, error: { code: 'woocommerce_rest_invalid_id', message: 'Invalid ID.' } };
      if (v.sku !== undefined && this.skuInUse(v.sku, variation.id))
        return { id: v.id, error: skuTaken(v.sku) };
      Object.assign(variation, {
        regular_price: v.regular_price ?? variation.regular_price,
        sku: v.sku ?? variation.sku,
        attributes: v.attributes ?? variation.attributes,
      });
      return variation;
    });
    const deleted = deletes.map((id) =>
      product.variations.delete(id) ? { id } : { id, error: { code: 'woocommerce_rest_invalid_id' } },
    );
    return { status: 200, body: { create: made, update: updated, delete: deleted } };
  }
}
