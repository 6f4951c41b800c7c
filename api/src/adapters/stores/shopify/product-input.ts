import { type ProductDraft, StorePlatformError } from '../types';
import { gid } from './graphql-client';

/** Shopify's limit of variants per product (GraphQL; the REST API stopped at 100). */
export const MAX_VARIANTS = 2048;
/**
 * productSet runs synchronously up to this many variants, more through an asynchronous operation: Shopify
 * takes more synchronously since 2024-07, but a big product's request is long and may time out.
 */
export const SYNCHRONOUS_VARIANTS = 100;

/** A product without choices has Shopify's one option 'Title' with its one value 'Default Title'. */
const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' };

/** Shopify refuses a blank option value; a mall variant without one is named by a dash. */
const optionValue = (v: string | undefined) => (v ?? '').trim().slice(0, 255) || '-';

/** The option values of a draft variant, one per option name. */
export function optionValuesOf(draft: ProductDraft, variant: ProductDraft['variants'][number]): string[] {
  return draft.optionNames.length === 0
    ? [DEFAULT_OPTION.value]
    : draft.optionNames.map((_, i) => optionValue(variant.options[i]));
}

/**
 * productSet's input for a draft: its options with every value used, its variants by option values (with the
 * store's id for the ones `known` already, so they keep their ids; the rest are created, and the store's
 * variants left out are deleted), the pictures as files by address. Refused before sending when Shopify would
 * refuse it: more than 2,048 variants, or two variants with the same option values.
 */
export function productSetInput(
  draft: ProductDraft,
  known = new Map<string, string>(),
  /** Send the pictures (a create): on an update they are left as they are, as `files` is a list productSet would
   * replace, deleting the store's copies and fetching them again each time. */
  withFiles = true,
) {
  if (draft.variants.length > MAX_VARIANTS)
    throw new StorePlatformError(
      'refused',
      `the product has ${draft.variants.length} variants; Shopify takes at most ${MAX_VARIANTS}`,
    );
  const names = draft.optionNames.length === 0 ? [DEFAULT_OPTION.name] : draft.optionNames;
  const rows = draft.variants.map((v) => optionValuesOf(draft, v));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = JSON.stringify(row);
    if (seen.has(key))
      throw new StorePlatformError('refused', `two variants have the same options (${row.join(' / ')})`);
    seen.add(key);
  }
  return {
    handle: draft.handle,
    title: draft.title,
    descriptionHtml: draft.descriptionHtml,
    vendor: draft.vendor,
    tags: draft.tags,
    status: 'ACTIVE',
    productOptions: names.map((name, i) => ({
      name,
      values: [...new Set(rows.map((row) => row[i] ?? ''))].map((value) => ({ name: value })),
    })),
    variants: draft.variants.map((v, n) => {
      const id = known.get(v.key);
      return {
        ...(id ? { id: gid('ProductVariant', id) } : {}),
        optionValues: names.map((optionName, i) => ({ optionName, name: rows[n]?.[i] ?? '' })),
        price: v.price,
        sku: v.sku,
      };
    }),
    ...(withFiles
      ? { files: draft.images.map((originalSource) => ({ originalSource, contentType: 'IMAGE' })) }
      : {}),
  };
}

export interface StoreVariant {
  id: string;
  sku: string;
  options: string[];
}

/**
 * Each draft variant's store id, found by SKU and else by its option values: Shopify answers variants in its
 * own order, never by position. A draft variant the store does not have fails the publish.
 */
export function matchVariants(draft: ProductDraft, variants: StoreVariant[]): { key: string; id: string }[] {
  const bySku = new Map<string, StoreVariant[]>();
  for (const v of variants) bySku.set(v.sku, [...(bySku.get(v.sku) ?? []), v]);
  const byOptions = new Map(variants.map((v) => [JSON.stringify(v.options), v]));
  const taken = new Set<string>();
  return draft.variants.map((d) => {
    const sameSku = (bySku.get(d.sku) ?? []).filter((v) => !taken.has(v.id));
    const found =
      (sameSku.length === 1 ? sameSku[0] : undefined) ??
      byOptions.get(JSON.stringify(optionValuesOf(draft, d)));
    if (!found || taken.has(found.id))
      throw new StorePlatformError('refused', `Shopify answered no variant for SKU ${d.sku}`);
    taken.add(found.id);
    return { key: d.key, id: found.id };
  });
}
