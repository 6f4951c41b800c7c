import { randomUUID } from 'node:crypto';
import { type BatchOutcome, type InventoryItem, type PriceItem, StorePlatformError } from '../types';
import {
  INVENTORY_ITEMS_QUERY,
  INVENTORY_SET_MUTATION,
  PRODUCT_STATUS_MUTATION,
  VARIANTS_BULK_UPDATE_MUTATION,
} from './documents';
import { gid, numericId, type ShopifyGraphql } from './graphql-client';

type UserError = { code?: string | null; field?: string[] | null; message: string };

/** Variants looked up a query: 50 nodes with an item and one level each stay far below 1,000 points. */
const LOOKUP_BATCH = 50;
/** Shopify's limit of quantities in one inventorySetQuantities. */
export const INVENTORY_BATCH = 250;
/** What a lookup or a mutation may cost, waited for when the bucket is short (Shopify: a mutation is 10). */
const LOOKUP_COST = 1 + LOOKUP_BATCH * 4;
const MUTATION_COST = 10;

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const groupBy = <T>(items: T[], key: (t: T) => string) => {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
};

interface ItemNode {
  id: string;
  inventoryItem: { id: string; tracked: boolean; inventoryLevels: { nodes: { location: { id: string } }[] } };
}

/**
 * The sync's calls on Shopify's GraphQL Admin API: quantities by `inventorySetQuantities` (the variants'
 * inventory items looked up first, tracking turned on where it is off), prices by `productVariantsBulkUpdate`
 * per product, and a product's status by `productUpdate`. Every call is paced by the shop's cost bucket.
 */
export class ShopifySync {
  constructor(private readonly api: ShopifyGraphql) {}

  async setInventory(items: InventoryItem[]): Promise<BatchOutcome> {
    const failed: BatchOutcome['failed'] = [];
    const nodes = new Map<string, ItemNode>();
    for (const part of chunks(items, LOOKUP_BATCH)) {
      const data = await this.api.request<{ nodes: (ItemNode | null)[] }>(
        INVENTORY_ITEMS_QUERY,
        { ids: part.map((i) => gid('ProductVariant', i.variantId)) },
        LOOKUP_COST,
      );
      for (const node of data.nodes) if (node?.inventoryItem) nodes.set(numericId(node.id), node);
    }
    const quantities: { item: InventoryItem; inventoryItemId: string; locationId: string }[] = [];
    const untracked: InventoryItem[] = [];
    for (const item of items) {
      const node = nodes.get(item.variantId);
      const location = node?.inventoryItem.inventoryLevels.nodes[0]?.location.id;
      if (!node)
        failed.push({ variantId: item.variantId, reason: 'gone', detail: 'variant not in the shop' });
      else if (!location)
        failed.push({ variantId: item.variantId, reason: 'refused', detail: 'not stocked at any location' });
      else {
        if (!node.inventoryItem.tracked) untracked.push(item);
        quantities.push({ item, inventoryItemId: node.inventoryItem.id, locationId: location });
      }
    }
    // A variant whose inventory is not tracked sells without limit: tracking is turned on first.
    for (const [productId, part] of groupBy(untracked, (i) => i.productId)) {
      const bad = await this.bulkUpdate(
        productId,
        part.map((i) => ({ id: gid('ProductVariant', i.variantId), inventoryItem: { tracked: true } })),
      );
      failed.push(...bad.map((f) => ({ ...f })));
    }
    const skip = new Set(failed.map((f) => f.variantId));
    for (const part of chunks(
      quantities.filter((q) => !skip.has(q.item.variantId)),
      INVENTORY_BATCH,
    )) {
      const data = await this.api.request<{ inventorySetQuantities: { userErrors: UserError[] } }>(
        INVENTORY_SET_MUTATION,
        {
          input: {
            name: 'available',
            reason: 'correction',
            // Dropmall is the source of truth of these quantities: no compare (null opts out of it).
            quantities: part.map((q) => ({
              inventoryItemId: q.inventoryItemId,
              locationId: q.locationId,
              quantity: q.item.quantity,
              changeFromQuantity: null,
            })),
          },
          key: randomUUID(),
        },
        MUTATION_COST,
      );
      const errors = data.inventorySetQuantities.userErrors;
      if (errors.length > 0)
        failed.push(
          ...this.itemErrors(
            errors,
            part.map((q) => q.item.variantId),
          ),
        );
    }
    return { failed };
  }

  async setPrices(items: PriceItem[]): Promise<BatchOutcome> {
    const failed: BatchOutcome['failed'] = [];
    for (const [productId, part] of groupBy(items, (i) => i.productId))
      failed.push(
        ...(await this.bulkUpdate(
          productId,
          part.map((i) => ({ id: gid('ProductVariant', i.variantId), price: i.price })),
        )),
      );
    return { failed };
  }

  async setProductsActive(items: { productId: string; active: boolean }[]): Promise<BatchOutcome> {
    const failed: BatchOutcome['failed'] = [];
    for (const item of items) {
      const data = await this.api.request<{
        productUpdate: { product: { id: string } | null; userErrors: UserError[] };
      }>(
        PRODUCT_STATUS_MUTATION,
        { product: { id: gid('Product', item.productId), status: item.active ? 'ACTIVE' : 'DRAFT' } },
        MUTATION_COST,
      );
      const [first] = data.productUpdate.userErrors;
      if (first || !data.productUpdate.product)
        failed.push({
          variantId: item.productId,
          reason: data.productUpdate.product ? 'refused' : 'gone',
          detail: first?.message ?? `product ${item.productId} is no longer in the shop`,
        });
    }
    return { failed };
  }

  /** One product's variants in one call; a product gone fails all of them, a variant gone only itself. */
  private async bulkUpdate(productId: string, variants: { id: string }[]): Promise<BatchOutcome['failed']> {
    const data = await this.api.request<{ productVariantsBulkUpdate: { userErrors: UserError[] } }>(
      VARIANTS_BULK_UPDATE_MUTATION,
      { productId: gid('Product', productId), variants },
      MUTATION_COST,
    );
    const errors = data.productVariantsBulkUpdate.userErrors;
    if (errors.length === 0) return [];
    const ids = variants.map((v) => numericId(v.id));
    if (errors.some((e) => e.code === 'PRODUCT_DOES_NOT_EXIST'))
      return ids.map((variantId) => ({
        variantId,
        reason: 'gone' as const,
        detail: 'product not in the shop',
      }));
    return this.itemErrors(errors, ids);
  }

  /**
   * User errors point at their item by `field` (['variants', '3', ...] or ['input', 'quantities', '3', ...]);
   * one that names none fails the whole call.
   */
  private itemErrors(errors: UserError[], ids: string[]): BatchOutcome['failed'] {
    const out: BatchOutcome['failed'] = [];
    for (const e of errors) {
      const index = (e.field ?? []).map(Number).find((n) => Number.isInteger(n));
      const variantId = index === undefined ? undefined : ids[index];
      if (variantId === undefined)
        throw new StorePlatformError('refused', `Shopify refused: ${e.message}`.slice(0, 300));
      const gone = e.code === 'PRODUCT_VARIANT_DOES_NOT_EXIST' || e.code === 'INVALID_INVENTORY_ITEM';
      out.push({ variantId, reason: gone ? 'gone' : 'refused', detail: e.message.slice(0, 300) });
    }
    return out;
  }
}
