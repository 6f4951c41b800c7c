import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { SandboxShop, SandboxShops } from '../shops';
import { gid, idOf, productObject } from './objects';
import { LOCATIONS } from './product-set';

type Body = Record<string, unknown>;
type UserError = { code?: string; field: string[]; message: string };

/** Shopify's limits: quantities per inventorySetQuantities, and the largest quantity it keeps. */
export const INVENTORY_SET_LIMIT = 250;
const QUANTITY_MAX = 1_000_000_000;

/** The key Shopify requires on inventorySetQuantities since 2026-04 (`@idempotent(key:)` on the field). */
function idempotencyKey(info: GraphQLResolveInfo): string | null {
  const directive = info.fieldNodes[0]?.directives?.find((d) => d.name.value === 'idempotent');
  const arg = directive?.arguments?.find((a) => a.name.value === 'key');
  if (!arg) return null;
  const value =
    arg.value.kind === 'Variable'
      ? info.variableValues[arg.value.name.value]
      : arg.value.kind === 'StringValue'
        ? arg.value.value
        : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Keys seen per shop, with what they answered: a retried call answers the same and changes nothing. */
const seenKeys = new Map<string, unknown>();

/**
 * The sandbox shop's inventory and variant writes, as Shopify answers them: `nodes` (variants by id),
 * `inventorySetQuantities` (absolute `available` quantities, at most 250 a call, the idempotency key required,
 * `changeFromQuantity` compared when given), `productVariantsBulkUpdate` (prices and inventory tracking of one
 * product's variants) and `productUpdate` (its status). The sandbox's inventory item id is the variant's id.
 */
export function syncFields(shops: SandboxShops, shop: SandboxShop, version: string) {
  const productRow = async (id: unknown) => {
    const n = idOf(id);
    return Number.isSafeInteger(n) ? shops.one(shop, 'product', n) : null;
  };
  // A variant's product: variant ids are product id * 10,000 + n (product-set.ts).
  const productOfVariant = (variantId: number) => productRow(gid('Product', Math.floor(variantId / 10_000)));

  const query = {
    nodes: async ({ ids }: { ids: string[] }) => {
      if (ids.length > 250) throw new GraphQLError('The maximum number of ids is 250.');
      return Promise.all(
        ids.map(async (id) => {
          if (!id.startsWith('gid://shopify/ProductVariant/')) return null;
          const n = idOf(id);
          const row = Number.isSafeInteger(n) ? await productOfVariant(n) : null;
          if (!row) return null;
          const product = productObject(row.body);
          return product.variants({ first: 250 }).nodes.find((v: { id: string }) => v.id === id) ?? null;
        }),
      );
    },
  };

  const mutation = {
    inventorySetQuantities: async (
      args: {
        input: {
          name: string;
          reason: string;
          quantities: {
            inventoryItemId: string;
            locationId: string;
            quantity: number;
            changeFromQuantity?: number | null;
          }[];
        };
      },
      _context: unknown,
      info: GraphQLResolveInfo,
    ) => {
      const key = idempotencyKey(info);
      if (!key)
        throw new GraphQLError('The @idempotent directive is required for this mutation.', {
          extensions: { code: 'BAD_REQUEST' },
        });
      const seen = seenKeys.get(`${shop.id}:${key}`);
      if (seen) return seen;
      const { input } = args;
      const refuse = (userErrors: UserError[]) => ({ inventoryAdjustmentGroup: null, userErrors });
      if (input.name !== 'available' && input.name !== 'on_hand')
        return refuse([
          {
            code: 'INVALID_NAME',
            field: ['input', 'name'],
            message: 'The quantity name must be available or on_hand.',
          },
        ]);
      if (!['correction', 'cycle_count_available', 'received', 'restock', 'other'].includes(input.reason))
        return refuse([
          { code: 'INVALID_REASON', field: ['input', 'reason'], message: 'The specified reason is invalid.' },
        ]);
      if (input.quantities.length > INVENTORY_SET_LIMIT)
        throw new GraphQLError(
          `The input array size of ${input.quantities.length} is greater than the maximum allowed of ${INVENTORY_SET_LIMIT}.`,
        );
      const errors: UserError[] = [];
      const writes = new Map<number, { row: { id: number; body: Body }; changes: Map<number, number> }>();
      const seenItems = new Set<string>();
      for (const [n, q] of input.quantities.entries()) {
        const field = ['input', 'quantities', String(n)];
        const itemId = idOf(q.inventoryItemId);
        const row = Number.isSafeInteger(itemId) ? await productOfVariant(itemId) : null;
        const variant = (row?.body.variants as Body[] | undefined)?.find((v) => Number(v.id) === itemId);
        if (!row || !variant) {
          errors.push({
            code: 'INVALID_INVENTORY_ITEM',
            field: [...field, 'inventoryItemId'],
            message: 'The specified inventory item could not be found.',
          });
          continue;
        }
        // A variant with no location of its own (a product the owner added) is stocked at the first, as objects.ts
        // answers it.
        if (idOf(q.locationId) !== Number(variant.location_id ?? LOCATIONS[0].id)) {
          errors.push({
            code: 'INVALID_LOCATION',
            field: [...field, 'locationId'],
            message: 'The specified location could not be found.',
          });
          continue;
        }
        if (variant.inventory_management !== 'shopify') {
          errors.push({
            code: 'NON_MUTABLE_INVENTORY_ITEM',
            field: [...field, 'inventoryItemId'],
            message:
              'The specified inventory item is not allowed to be adjusted via API. Is the inventory item tracked?',
          });
          continue;
        }
        if (seenItems.has(q.inventoryItemId)) {
          errors.push({
            code: 'NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR',
            field,
            message: 'The combination of inventoryItemId and locationId must be unique.',
          });
          continue;
        }
        seenItems.add(q.inventoryItemId);
        if (q.quantity < 0)
          errors.push({
            code: 'INVALID_QUANTITY_NEGATIVE',
            field: [...field, 'quantity'],
            message: "The quantity can't be negative.",
          });
        else if (q.quantity > QUANTITY_MAX)
          errors.push({
            code: 'INVALID_QUANTITY_TOO_HIGH',
            field: [...field, 'quantity'],
            message: "The quantity can't be higher than 1,000,000,000.",
          });
        else if (
          q.changeFromQuantity != null &&
          q.changeFromQuantity !== Number(variant.inventory_quantity ?? 0)
        )
          errors.push({
            code: 'CHANGE_FROM_QUANTITY_STALE',
            field: [...field, 'changeFromQuantity'],
            message: 'The specified compare quantity does not match the current quantity.',
          });
        else {
          const w = writes.get(row.id) ?? { row, changes: new Map() };
          w.changes.set(itemId, q.quantity);
          writes.set(row.id, w);
        }
      }
      // Shopify applies the call whole or not at all.
      if (errors.length > 0) return refuse(errors);
      for (const { row, changes } of writes.values()) {
        const variants = (row.body.variants as Body[]).map((v) =>
          changes.has(Number(v.id)) ? { ...v, inventory_quantity: changes.get(Number(v.id)) } : v,
        );
        await shops.replace(shop, 'product', row.id, {
          ...row.body,
          variants,
          updated_at: new Date().toISOString(),
        });
      }
      const answer = {
        inventoryAdjustmentGroup: { id: gid('InventoryAdjustmentGroup', Date.now()), reason: input.reason },
        userErrors: [],
      };
      seenKeys.set(`${shop.id}:${key}`, answer);
      return answer;
    },
    productVariantsBulkUpdate: async (args: {
      productId: string;
      variants: {
        id?: string | null;
        price?: string | null;
        inventoryItem?: { tracked?: boolean | null } | null;
      }[];
    }) => {
      const row = await productRow(args.productId);
      const refuse = (userErrors: UserError[]) => ({ product: null, productVariants: null, userErrors });
      if (!row)
        return refuse([
          { code: 'PRODUCT_DOES_NOT_EXIST', field: ['productId'], message: 'Product does not exist' },
        ]);
      const current = row.body.variants as Body[];
      const errors: UserError[] = [];
      const changes = new Map<number, Body>();
      for (const [n, v] of args.variants.entries()) {
        const id = idOf(v.id);
        const field = ['variants', String(n)];
        if (!v.id)
          errors.push({
            code: 'PRODUCT_VARIANT_ID_MISSING',
            field: [...field, 'id'],
            message: 'Product variant is missing ID attribute.',
          });
        else if (!current.some((c) => Number(c.id) === id))
          errors.push({
            code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
            field: [...field, 'id'],
            message: 'Product variant does not exist',
          });
        else if (v.price != null && !(Number(v.price) >= 0))
          errors.push({
            code: 'NEGATIVE_PRICE_VALUE',
            field: [...field, 'price'],
            message: 'Price must be greater than or equal to 0',
          });
        else {
          const change: Body = { ...(changes.get(id) ?? {}) };
          if (v.price != null) change.price = Number(v.price).toFixed(2);
          if (v.inventoryItem?.tracked != null)
            change.inventory_management = v.inventoryItem.tracked ? 'shopify' : null;
          changes.set(id, change);
        }
      }
      if (errors.length > 0) return refuse(errors);
      const variants = current.map((c) => ({ ...c, ...(changes.get(Number(c.id)) ?? {}) }));
      const body = { ...row.body, variants, updated_at: new Date().toISOString() };
      await shops.replace(shop, 'product', row.id, body);
      await shops.emit(shop, 'products/update', body, version);
      const product = productObject(body);
      const ids = new Set(args.variants.map((v) => v.id));
      return {
        product,
        productVariants: product.variants({ first: 250 }).nodes.filter((v: { id: string }) => ids.has(v.id)),
        userErrors: [],
      };
    },
    productUpdate: async (args: { product?: { id?: string | null; status?: string | null } | null }) => {
      const row = await productRow(args.product?.id);
      if (!row) return { product: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
      const status = args.product?.status ? args.product.status.toLowerCase() : row.body.status;
      const body = { ...row.body, status, updated_at: new Date().toISOString() };
      await shops.replace(shop, 'product', row.id, body);
      await shops.emit(shop, 'products/update', body, version);
      return { product: productObject(body), userErrors: [] };
    },
  };
  return { query, mutation };
}
