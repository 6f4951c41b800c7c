import type { ProductDraft, PublishedProduct } from './types';
import { StorePlatformError } from './types';
import { isNotFound, WooCallError, type WooClient } from './woocommerce-client';

/** WooCommerce takes at most 100 creates, updates and deletes together in one batch call (413 above). */
export const WOO_BATCH_LIMIT = 100;

type Variant = ProductDraft['variants'][number];
type BatchOp =
  | { kind: 'delete'; id: number }
  | { kind: 'update'; id: number; variant: Variant }
  | { kind: 'create'; variant: Variant };

interface BatchItem {
  id?: number;
  error?: { code?: string; message?: string };
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");

/**
 * Writes the mall's products into a WooCommerce shop: a product without choices is a simple product (its one
 * variant is the product, its SKU the variant's), one with choices a variable product whose SKU is the draft's
 * handle, its variations written in batches of at most 100. Tags go by id (a product's `tags[].name` is
 * read-only), each looked up by name or created once.
 */
export class WooProductWriter {
  private readonly tagIds = new Map<string, number>();

  constructor(private readonly client: WooClient) {}

  /**
   * Creates the product, unless an earlier attempt already made it (found by its SKU: the handle, or the simple
   * product's variant SKU), which is then updated, its variations matched by SKU, so a retry after a crash
   * between the shop's create and our saved link makes no second product.
   */
  async create(draft: ProductDraft): Promise<PublishedProduct> {
    const existing = await this.bySku(productSku(draft));
    if (existing) return this.update(String(existing), draft, await this.variationsBySku(existing, draft));
    const body = productJson(draft, await this.tags(draft.tags));
    const created = (await this.client.post('products', body)).data as { id: number };
    return this.writeVariations(String(created.id), draft, new Map());
  }

  async update(id: string, draft: ProductDraft, known: Map<string, string>): Promise<PublishedProduct> {
    const body = productJson(draft, await this.tags(draft.tags));
    try {
      await this.client.put(`products/${encodeURIComponent(id)}`, body);
    } catch (error) {
      // A product deleted in the store: WooCommerce's update answers 400 `woocommerce_rest_product_invalid_id`
      // (WC_REST_CRUD_Controller::update_item); a 404 is taken the same way (the API itself answered shopInfo).
      if (isNotFound(error) || isInvalidProduct(error))
        throw new StorePlatformError('gone', `no product ${id} in the shop`);
      throw error;
    }
    return this.writeVariations(id, draft, known);
  }

  private async bySku(sku: string): Promise<number | null> {
    if (!sku) return null;
    // `sku` takes a comma-separated list: only the product whose SKU is this one counts.
    const found = (await this.client.get('products', { sku, per_page: '100' })).data as {
      id: number;
      sku?: string;
    }[];
    return found.find((p) => p.sku === sku)?.id ?? null;
  }

  /** The found product's variations that carry a draft variant's SKU, by the variant's key. */
  private async variationsBySku(productId: number, draft: ProductDraft): Promise<Map<string, string>> {
    const known = new Map<string, string>();
    if (draft.optionNames.length === 0) return known;
    const keyOf = new Map(draft.variants.map((v) => [v.sku, v.key]));
    for (let page = 1; ; page++) {
      const answer = await this.client.get(`products/${productId}/variations`, {
        per_page: '100',
        page: String(page),
      });
      for (const v of answer.data as { id: number; sku?: string }[]) {
        const key = v.sku ? keyOf.get(v.sku) : undefined;
        if (key) known.set(key, String(v.id));
      }
      if (page >= Number(answer.headers['x-wp-totalpages'] ?? 1)) return known;
    }
  }

  /** Each tag's id: found by name (`search`, then the exact name), else created. */
  private async tags(names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of [...new Set(names.map((n) => n.trim()).filter(Boolean))]) {
      const key = name.toLowerCase();
      let id = this.tagIds.get(key);
      if (id === undefined) {
        const found = (await this.client.get('products/tags', { search: name, per_page: '100' })).data as {
          id: number;
          name: string;
        }[];
        id = found.find((t) => decode(t.name).toLowerCase() === key)?.id ?? (await this.createTag(name));
        this.tagIds.set(key, id);
      }
      ids.push(id);
    }
    return ids;
  }

  private async createTag(name: string): Promise<number> {
    try {
      return ((await this.client.post('products/tags', { name })).data as { id: number }).id;
    } catch (error) {
      // Made meanwhile (or its slug taken): WooCommerce names the existing term.
      const existing = (error as WooCallError).data as { data?: { resource_id?: number } } | undefined;
      if (error instanceof WooCallError && error.code === 'term_exists' && existing?.data?.resource_id)
        return existing.data.resource_id;
      throw error;
    }
  }

  private async writeVariations(
    id: string,
    draft: ProductDraft,
    known: Map<string, string>,
  ): Promise<PublishedProduct> {
    if (draft.optionNames.length === 0)
      return { id, variants: draft.variants.map((v) => ({ key: v.key, id })) };
    const keep = draft.variants.filter((v) => known.has(v.key) && known.get(v.key) !== id);
    const kept = new Set(keep.map((v) => known.get(v.key)));
    const gone = [...new Set(known.values())].filter((vid) => vid !== id && !kept.has(vid));
    // WooCommerce runs a batch's creates before its deletes: the deletes go in calls of their own first, so a
    // SKU they free may be taken again by a create.
    const deletes: BatchOp[] = gone.map((vid) => ({ kind: 'delete' as const, id: Number(vid) }));
    const writes: BatchOp[] = [
      ...keep.map((v) => ({ kind: 'update' as const, id: Number(known.get(v.key)), variant: v })),
      ...draft.variants
        .filter((v) => !keep.includes(v))
        .map((v) => ({ kind: 'create' as const, variant: v })),
    ];
    const chunks = [deletes, writes].flatMap((ops) =>
      Array.from({ length: Math.ceil(ops.length / WOO_BATCH_LIMIT) }, (_, i) =>
        ops.slice(i * WOO_BATCH_LIMIT, (i + 1) * WOO_BATCH_LIMIT),
      ),
    );
    const ids = new Map<string, string>(keep.map((v) => [v.key, known.get(v.key) ?? ''] as const));
    for (const chunk of chunks) {
      const creates = chunk.flatMap((o) => (o.kind === 'create' ? [o.variant] : []));
      const updates = chunk.flatMap((o) => (o.kind === 'update' ? [o] : []));
      const deletes = chunk.flatMap((o) => (o.kind === 'delete' ? [o.id] : []));
      const answer = (
        await this.client.post(`products/${encodeURIComponent(id)}/variations/batch`, {
          ...(creates.length ? { create: creates.map((v) => variationJson(draft, v)) } : {}),
          ...(updates.length
            ? { update: updates.map((u) => ({ id: u.id, ...variationJson(draft, u.variant) })) }
            : {}),
          ...(deletes.length ? { delete: deletes } : {}),
        })
      ).data as { create?: BatchItem[]; update?: BatchItem[] };
      const made = answer.create ?? [];
      const failed = [...made, ...(answer.update ?? [])].find((item) => item.error);
      if (failed?.error)
        throw new StorePlatformError(
          'refused',
          `WooCommerce refused a variation: ${failed.error.code ?? ''} ${failed.error.message ?? ''}`.trim(),
        );
      if (made.length !== creates.length || made.some((m) => !m.id))
        throw new StorePlatformError('refused', 'WooCommerce did not create every variation');
      for (const [i, v] of creates.entries()) ids.set(v.key, String(made[i]?.id));
    }
    return { id, variants: draft.variants.map((v) => ({ key: v.key, id: ids.get(v.key) ?? '' })) };
  }
}

const isInvalidProduct = (error: unknown) =>
  error instanceof WooCallError &&
  error.status === 400 &&
  error.code === 'woocommerce_rest_product_invalid_id';

/** The SKU that names the product in the shop: the handle of a variable one, the variant's of a simple one. */
const productSku = (draft: ProductDraft) =>
  draft.optionNames.length === 0 ? (draft.variants[0]?.sku ?? '') : draft.handle;

const variationJson = (draft: ProductDraft, v: Variant) => ({
  regular_price: v.price,
  sku: v.sku,
  attributes: draft.optionNames.map((name, i) => ({ name, option: v.options[i] ?? '' })),
});

/** WooCommerce's product body: simple with its price, or variable with its attributes; tags by id. */
function productJson(draft: ProductDraft, tagIds: number[]) {
  const base = {
    name: draft.title,
    description: draft.descriptionHtml,
    status: 'publish',
    sku: productSku(draft),
    tags: tagIds.map((id) => ({ id })),
    images: draft.images.map((src) => ({ src })),
  };
  const [only] = draft.variants;
  if (draft.optionNames.length === 0) return { ...base, type: 'simple', regular_price: only?.price ?? '0' };
  return {
    ...base,
    type: 'variable',
    attributes: draft.optionNames.map((name, i) => ({
      name,
      visible: true,
      variation: true,
      options: [...new Set(draft.variants.map((v) => v.options[i] ?? ''))],
    })),
  };
}
