import { z } from 'zod';
import { RowId } from './ids';
import { PageRequest, pageOf } from './page';

/**
 * A store's own products mapped to mall variants (issue 34 item 3; docs/decisions.md "Store products mapped
 * to mall variants").
 */

const Keyword = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ message: 'pickKeyword' }).max(100, { message: 'pickKeyword' }).default(''),
);

/** A mall variant on sale as the search-and-pick dialog shows it. */
export const MallVariantPick = z.object({
  variantId: z.number(),
  productId: z.number(),
  title: z.string(),
  /** The variant's option values ('Red', 'M'); none for a product without choices. */
  options: z.array(z.string()),
  /** The mall price, USD. */
  price: z.number(),
  picture: z.string(),
  /** The SKU a store order line's binding accepts for it (`<product sku>-<variant id>`, or its article number). */
  sku: z.string(),
});
export type MallVariantPick = z.infer<typeof MallVariantPick>;

/** POST /store/mallVariants: on-sale mall variants by title, SKU or article number (empty: the newest). */
export const MallVariantQuery = PageRequest.extend({ keyword: Keyword });
export type MallVariantQuery = z.infer<typeof MallVariantQuery>;
export const MallVariantPage = pageOf(MallVariantPick);
export type MallVariantPage = z.infer<typeof MallVariantPage>;

/** Why a mall variant is suggested for a store variant. */
export const MAPPING_REASONS = ['sku', 'barcode', 'title'] as const;
export type MappingReason = (typeof MAPPING_REASONS)[number];

/** A store variant as its store's last import found it, with its mall variant (mapped, published or suggested). */
export const StoreListedVariantView = z.object({
  storeVariantId: z.string(),
  storeProductId: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  /** In the store's currency. */
  price: z.number(),
  picture: z.string(),
  /**
   * mapped: by the business here; published: the store's copy of a product published from Dropmall (its
   * link is the publish's); null: not linked.
   */
  link: z.enum(['mapped', 'published']).nullable(),
  /** The linked mall variant; null when not linked. */
  mall: MallVariantPick.nullable(),
  /** A mall variant the business may confirm (only while not linked). */
  suggestion: MallVariantPick.extend({ reason: z.enum(MAPPING_REASONS) }).nullable(),
});
export type StoreListedVariantView = z.infer<typeof StoreListedVariantView>;

export const STORE_PRODUCT_FILTERS = ['all', 'unlinked', 'linked'] as const;

/** POST /store/products: the store's imported variants, by title or SKU, paged. */
export const StoreProductQuery = PageRequest.extend({
  storeId: RowId,
  keyword: Keyword,
  filter: z.enum(STORE_PRODUCT_FILTERS).default('all'),
});
export type StoreProductQuery = z.infer<typeof StoreProductQuery>;

/** The latest import of the store's products: none yet, queued or running (percent), done, failed. */
export const StoreProductImportState = z.object({
  status: z.enum(['none', 'running', 'done', 'failed']),
  progress: z.number(),
  /** When an import last finished. */
  importedAt: z.string().nullable(),
});
export type StoreProductImportState = z.infer<typeof StoreProductImportState>;

export const StoreProductPage = pageOf(StoreListedVariantView).extend({ import: StoreProductImportState });
export type StoreProductPage = z.infer<typeof StoreProductPage>;

const StoreVariantId = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ message: 'storeVariantId' })
    .trim()
    .min(1, { message: 'storeVariantId' })
    .max(64, { message: 'storeVariantId' }),
);

/** POST /store/products/map: the store variant is this mall variant from now on (replaces an earlier one). */
export const StoreVariantMapRequest = z.object({
  storeId: RowId,
  storeVariantId: StoreVariantId,
  variantId: RowId,
});
export type StoreVariantMapRequest = z.infer<typeof StoreVariantMapRequest>;

/** POST /store/products/unmap: the store variant is no longer mapped. */
export const StoreVariantUnmapRequest = z.object({ storeId: RowId, storeVariantId: StoreVariantId });
export type StoreVariantUnmapRequest = z.infer<typeof StoreVariantUnmapRequest>;
