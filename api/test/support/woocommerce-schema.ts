import { z } from 'zod';

/*
 * The writable fields of the WooCommerce REST API v3 bodies Dropmall sends, as its reference documents them
 * (products, product variations and their batch, product tags, webhooks, order notes, orders, order
 * fulfillments). Strict: a field the reference does not list, or lists as READ-ONLY (a product tag's `name`,
 * a webhook's `resource`), fails, so a body WooCommerce would ignore in part fails here instead. The fake
 * validates every body it receives with these and answers 400 `rest_invalid_param`.
 */

const meta = z.strictObject({ key: z.string(), value: z.unknown() });
const image = z.strictObject({
  id: z.number().int().optional(),
  src: z.string().optional(),
  name: z.string().optional(),
  alt: z.string().optional(),
});
const dimensions = z.strictObject({
  length: z.string().optional(),
  width: z.string().optional(),
  height: z.string().optional(),
});
const download = z.strictObject({
  id: z.string().optional(),
  name: z.string().optional(),
  file: z.string().optional(),
});
const byId = z.strictObject({ id: z.number().int().positive() });
const status = z.enum(['draft', 'pending', 'private', 'publish']);
const price = z.string().regex(/^\d+(\.\d+)?$/);

/** Writable product properties (Products: "Product properties" without the READ-ONLY rows). */
export const wooProductBody = z.strictObject({
  name: z.string().min(1).optional(),
  slug: z.string().optional(),
  type: z.enum(['simple', 'grouped', 'external', 'variable']).optional(),
  status: status.optional(),
  featured: z.boolean().optional(),
  catalog_visibility: z.enum(['visible', 'catalog', 'search', 'hidden']).optional(),
  description: z.string().optional(),
  short_description: z.string().optional(),
  sku: z.string().optional(),
  global_unique_id: z.string().optional(),
  regular_price: price.or(z.literal('')).optional(),
  sale_price: price.or(z.literal('')).optional(),
  virtual: z.boolean().optional(),
  downloadable: z.boolean().optional(),
  downloads: z.array(download).optional(),
  tax_status: z.enum(['taxable', 'shipping', 'none']).optional(),
  tax_class: z.string().optional(),
  manage_stock: z.boolean().optional(),
  stock_quantity: z.number().int().optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  backorders: z.enum(['no', 'notify', 'yes']).optional(),
  sold_individually: z.boolean().optional(),
  weight: z.string().optional(),
  dimensions: dimensions.optional(),
  shipping_class: z.string().optional(),
  reviews_allowed: z.boolean().optional(),
  upsell_ids: z.array(z.number().int()).optional(),
  cross_sell_ids: z.array(z.number().int()).optional(),
  parent_id: z.number().int().optional(),
  purchase_note: z.string().optional(),
  // Categories, tags and brands are written by id; their names and slugs are READ-ONLY.
  categories: z.array(byId).optional(),
  tags: z.array(byId).optional(),
  brands: z.array(byId).optional(),
  images: z.array(image).optional(),
  attributes: z
    .array(
      z.strictObject({
        id: z.number().int().optional(),
        name: z.string().min(1).optional(),
        position: z.number().int().optional(),
        visible: z.boolean().optional(),
        variation: z.boolean().optional(),
        options: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  default_attributes: z
    .array(
      z.strictObject({
        id: z.number().int().optional(),
        name: z.string().optional(),
        option: z.string().optional(),
      }),
    )
    .optional(),
  grouped_products: z.array(z.number().int()).optional(),
  menu_order: z.number().int().optional(),
  meta_data: z.array(meta).optional(),
});

/** Writable product variation properties (Product variations: "Product variation properties"). */
const variation = z.strictObject({
  description: z.string().optional(),
  sku: z.string().optional(),
  global_unique_id: z.string().optional(),
  regular_price: price.or(z.literal('')).optional(),
  sale_price: price.or(z.literal('')).optional(),
  status: status.optional(),
  virtual: z.boolean().optional(),
  downloadable: z.boolean().optional(),
  downloads: z.array(download).optional(),
  tax_status: z.enum(['taxable', 'shipping', 'none']).optional(),
  tax_class: z.string().optional(),
  manage_stock: z.union([z.boolean(), z.literal('parent')]).optional(),
  stock_quantity: z.number().int().optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  backorders: z.enum(['no', 'notify', 'yes']).optional(),
  weight: z.string().optional(),
  dimensions: dimensions.optional(),
  shipping_class: z.string().optional(),
  image: image.optional(),
  attributes: z
    .array(
      z.strictObject({ id: z.number().int().optional(), name: z.string().optional(), option: z.string() }),
    )
    .optional(),
  menu_order: z.number().int().optional(),
  meta_data: z.array(meta).optional(),
});

/** POST products/<id>/variations/batch: creates, updates (with their id) and deletes (ids). */
export const wooVariationBatchBody = z.strictObject({
  create: z.array(variation).optional(),
  update: z.array(variation.extend({ id: z.number().int().positive() })).optional(),
  delete: z.array(z.number().int().positive()).optional(),
});

/**
 * POST products/batch (Products: "Batch update products"): products to create, products to update (each with
 * its id) and ids to delete; at most 100 objects in all (413 `woocommerce_rest_request_entity_too_large`).
 */
export const wooProductBatchBody = z.strictObject({
  create: z.array(wooProductBody).optional(),
  update: z.array(wooProductBody.extend({ id: z.number().int().positive() })).optional(),
  delete: z.array(z.number().int().positive()).optional(),
});

/** Product tags: `name` is mandatory; `id` and `count` are READ-ONLY. */
export const wooTagBody = z.strictObject({
  name: z.string().min(1),
  slug: z.string().optional(),
  description: z.string().optional(),
});

/** Webhooks: `resource`, `event`, `hooks` and the dates are READ-ONLY; `secret` is write-only. */
export const wooWebhookBody = z.strictObject({
  name: z.string().optional(),
  status: z.enum(['active', 'paused', 'disabled']).optional(),
  topic: z
    .string()
    .regex(/^[a-z_]+\.[a-z_]+$/)
    .optional(),
  delivery_url: z.url().optional(),
  secret: z.string().optional(),
});

/** Order notes: `note` is mandatory. */
export const wooOrderNoteBody = z.strictObject({
  note: z.string().min(1),
  customer_note: z.boolean().optional(),
  added_by_user: z.boolean().optional(),
});

/** The writable order properties Dropmall may send (Orders: "Order properties"; the totals are READ-ONLY). */
export const wooOrderUpdateBody = z.strictObject({
  status: z
    .enum(['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed', 'trash'])
    .optional(),
  customer_note: z.string().optional(),
  transaction_id: z.string().optional(),
  meta_data: z.array(meta).optional(),
});

/** Order fulfillments: `_items` is the one required meta key (`item_id` and `qty` each). */
export const wooFulfillmentBody = z
  .strictObject({
    status: z.string().optional(),
    is_fulfilled: z.boolean().optional(),
    meta_data: z.array(meta),
  })
  .refine(
    (b) =>
      z
        .array(z.strictObject({ item_id: z.number().int().positive(), qty: z.number().int().positive() }))
        .min(1)
        .safeParse(b.meta_data.find((m) => m.key === '_items')?.value).success,
    { message: '_items is required: [{ item_id, qty }]' },
  );
