import type { BatchOutcome, InventoryItem, PriceItem } from './types';
import { isNotFound, type WooClient } from './woocommerce-client';
import { WOO_BATCH_LIMIT } from './woocommerce-products';

interface BatchItem {
  id?: number;
  error?: { code?: string; message?: string };
}

type Update = { variantId: string; body: Record<string, unknown> };

/**
 * The sync's calls on WooCommerce: a simple product (its one variant is the product: same id) goes through
 * `products/batch`, a variable product's variations through `products/<id>/variations/batch`, 100 updates a
 * call (WooCommerce answers 413 above). Quantities turn `manage_stock` on, so WooCommerce stops selling at 0.
 */
export class WooSync {
  constructor(private readonly client: WooClient) {}

  setInventory(items: InventoryItem[]): Promise<BatchOutcome> {
    return this.write(
      items.map((i) => ({
        productId: i.productId,
        variantId: i.variantId,
        body: { manage_stock: true, stock_quantity: i.quantity },
      })),
    );
  }

  setPrices(items: PriceItem[]): Promise<BatchOutcome> {
    return this.write(
      items.map((i) => ({
        productId: i.productId,
        variantId: i.variantId,
        body: { regular_price: i.price },
      })),
    );
  }

  async setProductsActive(items: { productId: string; active: boolean }[]): Promise<BatchOutcome> {
    const updates = items.map((i) => ({
      variantId: i.productId,
      body: { status: i.active ? 'publish' : 'draft' },
    }));
    return { failed: await this.batch('products/batch', updates) };
  }

  private async write(items: (Update & { productId: string })[]): Promise<BatchOutcome> {
    const simple = items.filter((i) => i.variantId === i.productId);
    const failed = await this.batch('products/batch', simple);
    const byProduct = new Map<string, Update[]>();
    for (const i of items)
      if (i.variantId !== i.productId) byProduct.set(i.productId, [...(byProduct.get(i.productId) ?? []), i]);
    for (const [productId, part] of byProduct) {
      try {
        failed.push(
          ...(await this.batch(`products/${encodeURIComponent(productId)}/variations/batch`, part)),
        );
      } catch (error) {
        // The variable product was deleted in the shop: every variation of it is gone.
        if (!isNotFound(error)) throw error;
        failed.push(
          ...part.map((p) => ({ variantId: p.variantId, reason: 'gone' as const, detail: 'no product' })),
        );
      }
    }
    return { failed };
  }

  /** Updates in calls of at most 100; an item's own error fails that item only. */
  private async batch(endpoint: string, updates: Update[]): Promise<BatchOutcome['failed']> {
    const failed: BatchOutcome['failed'] = [];
    for (let i = 0; i < updates.length; i += WOO_BATCH_LIMIT) {
      const part = updates.slice(i, i + WOO_BATCH_LIMIT);
      const answer = (
        await this.client.post(endpoint, {
          update: part.map((u) => ({ id: Number(u.variantId), ...u.body })),
        })
      ).data as { update?: BatchItem[] };
      const answered = answer.update ?? [];
      // An item the answer does not account for was not written, whatever the rest says.
      for (const missing of part.slice(answered.length))
        failed.push({ variantId: missing.variantId, reason: 'refused', detail: 'no answer for this item' });
      for (const [n, item] of answered.entries()) {
        const variantId = part[n]?.variantId;
        if (!item.error || variantId === undefined) continue;
        const gone = /invalid_id|not_found/.test(item.error.code ?? '');
        failed.push({
          variantId,
          reason: gone ? 'gone' : 'refused',
          detail: `${item.error.code ?? ''} ${item.error.message ?? ''}`.trim().slice(0, 300),
        });
      }
    }
    return failed;
  }
}
