import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { products, productVariants } from './catalog';
import { orders } from './orders';

/** The stores module's tables: connected stores, and the built-in sandbox store's shops and records. */
const at = (name: string) => timestamp(name, { withTimezone: true });

/** csv: a store without API access, whose orders come as Shopify's order-export CSV. */
export const STORE_PLATFORM_VALUES = ['shopify', 'woocommerce', 'sandbox', 'csv'] as const;
export const STORE_STATE_VALUES = ['active', 'paused', 'disconnected'] as const;
export const STORE_SYNC_STOP_VALUES = ['zero', 'unpublish'] as const;

/**
 * A business's connected online store. `credentials` is the AES-256-GCM sealed JSON of the platform's
 * secrets (`v1.<iv>.<tag>.<ciphertext>`, bound to the business id); it is emptied on disconnect.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    platform: text('platform', { enum: STORE_PLATFORM_VALUES }).notNull(),
    name: text('name').notNull(),
    shopName: text('shop_name').notNull().default(''),
    /** The shop domain (Shopify), the site address (WooCommerce) or the sandbox shop's handle. */
    domain: text('domain').notNull(),
    currency: text('currency').notNull().default(''),
    state: text('state', { enum: STORE_STATE_VALUES }).notNull().default('active'),
    credentials: text('credentials').notNull().default(''),
    /**
     * The secret the store's webhooks are signed with, sealed like the credentials (owner + ':webhook');
     * empty when unknown (a Shopify store connected by token only): its webhooks are refused, sync still works.
     */
    webhookSecret: text('webhook_secret').notNull().default(''),
    /**
     * Automatic fulfilment payment (docs/decisions.md "Automatic fulfilment payment"): off by default; when on,
     * a qualifying store order is paid from the balance as it arrives, if it costs at most `autoPayOrderCap`,
     * the store's automatic payments of the business's day stay within `autoPayDailyCap`, and the balance
     * keeps at least `autoPayMinBalance` (USD).
     */
    autoPay: boolean('auto_pay').notNull().default(false),
    autoPayOrderCap: numeric('auto_pay_order_cap', { precision: 14, scale: 2 }).notNull().default('0'),
    autoPayDailyCap: numeric('auto_pay_daily_cap', { precision: 14, scale: 2 }).notNull().default('0'),
    autoPayMinBalance: numeric('auto_pay_min_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The latest import of the store's own products (a task of the tasks module; store_listed_variants). */
    productsImportTaskId: bigint('products_import_task_id', { mode: 'number' }),
    /** When an import of the store's products last finished. */
    productsImportedAt: at('products_imported_at'),
    /**
     * Stock and price sync (docs/decisions.md "Stock and price sync to stores"): the units kept back from the
     * store's quantity, the percent of a mall price rise held for approval (0: never held), what a variant the
     * mall stops selling becomes ('zero' quantity or its product 'unpublish'ed), and the lease of the one
     * runner pushing this store's changes.
     */
    syncBuffer: integer('sync_buffer').notNull().default(0),
    syncHoldPercent: numeric('sync_hold_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    syncStop: text('sync_stop', { enum: STORE_SYNC_STOP_VALUES }).notNull().default('zero'),
    syncClaimedUntil: at('sync_claimed_until'),
    checkedAt: at('checked_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stores_business_idx').on(t.businessId, t.id),
    // One live connection of a shop per business (a disconnected one may be connected again).
    uniqueIndex('stores_business_domain_live_uq')
      .on(t.businessId, t.platform, t.domain)
      .where(sql`${t.state} <> 'disconnected'`),
  ],
);

/**
 * A shop of the built-in sandbox store (Shopify-compatible, served under /sandbox/store/<handle>), with one
 * installed app: `clientId` and `webhookSecret` (the app's client secret, which also signs the webhooks it
 * sends) get tokens by the client credentials grant; `tokenHash` is the SHA-256 of a legacy `shpat_` token of
 * shops opened before. `scopes` are the access scopes granted to the app; raising `tokenGeneration` revokes
 * every token given so far.
 */
export const sandboxShops = pgTable(
  'sandbox_shops',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    tokenHash: text('token_hash').notNull(),
    webhookSecret: text('webhook_secret').notNull(),
    clientId: text('client_id').notNull().default(''),
    /** Comma-separated access scope handles. */
    scopes: text('scopes').notNull().default(''),
    tokenGeneration: integer('token_generation').notNull().default(0),
    /** The business that opened it, if any. */
    businessId: bigint('business_id', { mode: 'number' }).references(() => businesses.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_shops_handle_uq').on(t.handle)],
);

/**
 * An install of the platform's Shopify app a business started: the `state` nonce the callback must bring back,
 * bound to the business and the shop, spent once, good for a few minutes.
 */
export const shopifyInstalls = pgTable(
  'shopify_installs',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    shopDomain: text('shop_domain').notNull(),
    name: text('name'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopify_installs_state_uq').on(t.state)],
);

/**
 * installation: the platform's public app installed in a sandbox shop (its scopes, codes, refresh token);
 * operation: an asynchronous productSet (what it made, when it reports complete).
 */
export const SANDBOX_RECORD_KINDS = [
  'product',
  'order',
  'fulfillment',
  'webhook',
  'installation',
  'operation',
] as const;

/** The sandbox shop's resources, each as the JSON Shopify's REST Admin API answers for it. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => sandboxShops.id),
    kind: text('kind', { enum: SANDBOX_RECORD_KINDS }).notNull(),
    /** The order a fulfillment belongs to. */
    parentId: bigint('parent_id', { mode: 'number' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_records_shop_kind_idx').on(t.shopId, t.kind, t.id)],
);

/** A business's markup rule for publishing (contract PriceRule); no row = the default rule. */
export const storePriceRules = pgTable('store_price_rules', {
  businessId: bigint('business_id', { mode: 'number' })
    .primaryKey()
    .references(() => businesses.id),
  multiplier: numeric('multiplier', { precision: 6, scale: 3 }).notNull(),
  fixed: numeric('fixed', { precision: 12, scale: 2 }).notNull(),
  roundTo99: boolean('round_to_99').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const PUBLICATION_STATE_VALUES = ['waiting', 'published', 'failed'] as const;

/**
 * A mall product sent to a connected store: its state (waiting, published, failed with the reason's text
 * key), the store's product id once created (so a second publish updates it), and a short claim
 * (`claimedUntil`) so two publishes of one product to one store never run at once.
 */
export const storePublications = pgTable(
  'store_publications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    state: text('state', { enum: PUBLICATION_STATE_VALUES }).notNull().default('waiting'),
    /** Why the last attempt failed: a text key of the stores module (storeTexts). */
    lastError: text('last_error'),
    storeProductId: text('store_product_id'),
    publishedAt: at('published_at'),
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_publications_store_product_uq').on(t.storeId, t.productId),
    index('store_publications_business_product_idx').on(t.businessId, t.productId),
  ],
);

/**
 * Which store variant is which mall variant (the later order step reads a store order's variant ids back
 * to mall variants through this).
 */
export const storeProductLinks = pgTable(
  'store_product_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    storeProductId: text('store_product_id').notNull(),
    storeVariantId: text('store_variant_id').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_product_links_variant_uq').on(t.storeId, t.variantId),
    index('store_product_links_store_variant_idx').on(t.storeId, t.storeVariantId),
    // The sync finds a changed product's links by it.
    index('store_product_links_product_idx').on(t.productId),
  ],
);

/**
 * A store's own product variants as its last import found them (issue 34 item 3): what the business maps to
 * mall variants. One row per store and store variant; an import rewrites the rows it sees and removes the
 * rest (products deleted in the store since).
 */
export const storeListedVariants = pgTable(
  'store_listed_variants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    storeProductId: text('store_product_id').notNull(),
    storeVariantId: text('store_variant_id').notNull(),
    /** The product's title in the store. */
    title: text('title').notNull(),
    /** The variant's option values ('Red', 'M'); none for a product without choices. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    /** The store's price, in the store's currency. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The variant's picture, else the product's; '' when none. */
    picture: text('picture').notNull().default(''),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_listed_variants_store_variant_uq').on(t.storeId, t.storeVariantId),
    index('store_listed_variants_store_title_idx').on(t.storeId, t.title, t.id),
  ],
);

/**
 * A store variant mapped by the business to a mall variant (issue 34 item 3): order matching and the stock
 * and price sync read it (variant-links.ts linkedStoreVariants). A store variant has one mall variant (the
 * unique index); a mall variant may stand behind many store variants.
 */
export const storeVariantMaps = pgTable(
  'store_variant_maps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    storeProductId: text('store_product_id').notNull(),
    storeVariantId: text('store_variant_id').notNull(),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The mall variant's product (a variant never changes product): the sync finds a product's links by it. */
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mappedAt: at('mapped_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_variant_maps_store_variant_uq').on(t.storeId, t.storeVariantId),
    index('store_variant_maps_variant_idx').on(t.variantId),
    index('store_variant_maps_product_idx').on(t.productId),
  ],
);

export const STORE_ORDER_STATUS_VALUES = ['pending', 'cancelled', 'fulfilled'] as const;
export const STORE_ORDER_MATCH_VALUES = ['link', 'sku', 'manual'] as const;

/**
 * An order a customer placed in a business's connected store, as the store reported it (webhook, sync).
 * One row per store and platform order id (inserts by ON CONFLICT: a webhook delivered twice at once stays
 * one order); an update applies only when the platform's `updated_at` is newer than the one kept.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    platformOrderId: text('platform_order_id').notNull(),
    /** The shop's own number, as its customer sees it (Shopify `#1001`, WooCommerce `1001`). */
    shopOrderNumber: text('shop_order_number').notNull(),
    status: text('status', { enum: STORE_ORDER_STATUS_VALUES }).notNull().default('pending'),
    currency: text('currency').notNull(),
    /** The order's currency is not the store's: shown flagged, never converted. */
    currencyMismatch: boolean('currency_mismatch').notNull().default(false),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    /**
     * Who the customer is in the store (stores/customers.ts customerKeyOf): `id:<platform customer id>`, else
     * `email:<lower-cased email>`, '' when the store sent neither. What a store customer's remembered tax id
     * and address (store_customers) are found by.
     */
    customerKey: text('customer_key').notNull().default(''),
    /** The shipping address as the store sent it. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    /** When the customer placed it (the platform's created_at). */
    placedAt: at('placed_at').notNull(),
    /** The platform's updated_at of the version kept: an older delivery does not overwrite it. */
    platformUpdatedAt: at('platform_updated_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The business's own note on the order (the CRM remark dialog). */
    remark: text('remark').notNull().default(''),
    /** The customer's CPF or CNPJ given on the CRM pages when the store's address carries none (digits). */
    taxId: text('tax_id').notNull().default(''),
    /**
     * The customer's address as the business corrected it on Pending Orders (Shopify's field names), used
     * instead of the store's until paid; the store's later updates do not replace it.
     */
    addressOverride: jsonb('address_override').$type<Record<string, unknown>>(),
    /** The fulfilment cost as it was paid (contract CrmCost), written when the mall orders are placed. */
    cost: jsonb('cost').$type<Record<string, unknown>>(),
    /** When a mall order paying it was paid (the orders' paid event): from then on it is in fulfilment. */
    paidAt: at('paid_at'),
    /**
     * The store says its customer has paid it (adapters StoreOrderIn.customerPaid). Not paid: the order
     * waits, "awaiting the customer's payment", and paying its fulfilment is refused.
     */
    customerPaid: boolean('customer_paid').notNull().default(true),
    /** The platform's word for the customer's payment ('authorized', 'on-hold'), '' when none was sent. */
    paymentStatus: text('payment_status').notNull().default(''),
    /**
     * What the store said when its mall orders were placed (stores/store-changes.ts PlacedSnapshot: lines,
     * address, the customer's payment): what was paid, kept to tell what the store changed afterwards.
     */
    placedSnapshot: jsonb('placed_snapshot').$type<Record<string, unknown>>(),
    /**
     * How the store's latest version differs from what was paid (contract StoreOrderChange[]); null when
     * it does not. From the payment on, the store's changes are recorded here, never written over the order.
     */
    storeChanges: jsonb('store_changes').$type<Record<string, unknown>[]>(),
    /** When the store's version last came to differ from what was paid. */
    storeChangedAt: at('store_changed_at'),
  },
  (t) => [
    uniqueIndex('store_orders_store_platform_uq').on(t.storeId, t.platformOrderId),
    index('store_orders_business_placed_idx').on(t.businessId, t.placedAt),
    index('store_orders_store_customer_idx').on(t.storeId, t.customerKey),
  ],
);

/**
 * A store customer's details as the business last corrected them on a store order (issue 34 item 4), one row
 * per store and customer (store_orders.customer_key): the CPF/CNPJ and the whole address, each with the store
 * order it was given on. Offered on the same customer's next orders, never applied without the business.
 */
export const storeCustomers = pgTable(
  'store_customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerKey: text('customer_key').notNull(),
    /** Digits; '' when none was given yet. */
    taxId: text('tax_id').notNull().default(''),
    taxIdOrderId: bigint('tax_id_order_id', { mode: 'number' }).references(() => storeOrders.id),
    /** The business's correction of the address (store_orders.address_override's shape); null: none. */
    address: jsonb('address').$type<Record<string, unknown>>(),
    addressOrderId: bigint('address_order_id', { mode: 'number' }).references(() => storeOrders.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_customers_store_key_uq').on(t.storeId, t.customerKey)],
);

/** A line of a store order and the mall variant it was matched to (null: unmatched, waiting for a binding). */
export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    platformLineId: text('platform_line_id').notNull(),
    storeVariantId: text('store_variant_id').notNull().default(''),
    sku: text('sku').notNull().default(''),
    title: text('title').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }).references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    matchSource: text('match_source', { enum: STORE_ORDER_MATCH_VALUES }),
  },
  (t) => [uniqueIndex('store_order_lines_order_line_uq').on(t.orderId, t.platformLineId)],
);

export const TRACKING_PUSH_STATE_VALUES = ['none', 'waiting', 'sent', 'failed'] as const;

/**
 * The mall orders paying a store order created (one per seller), and the state of sending each one's
 * tracking back to the store: none (not shipped yet), waiting (queued or retrying), sent, failed (given up
 * after the retries; retryable by the business). A mall order belongs to at most one store order.
 */
export const storeOrderMallOrders = pgTable(
  'store_order_mall_orders',
  {
    mallOrderId: bigint('mall_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    storeOrderId: bigint('store_order_id', { mode: 'number' })
      .notNull()
      .references(() => storeOrders.id),
    trackingState: text('tracking_state', { enum: TRACKING_PUSH_STATE_VALUES }).notNull().default('none'),
    /** Why the last attempt failed: a text key of the stores module (storeTexts). */
    trackingError: text('tracking_error'),
    trackingAttempts: integer('tracking_attempts').notNull().default(0),
    /** The platform's fulfillment id once created (a retry never creates a second one). */
    platformFulfillmentId: text('platform_fulfillment_id'),
    trackingSentAt: at('tracking_sent_at'),
    /**
     * When the push may run next (waiting only): the backoff after a failed attempt, and the lease of the
     * runner that took it (a crashed run's row is taken again once it passes).
     */
    trackingNextAt: at('tracking_next_at'),
    /**
     * What the store's cancellation of a paid store order did to this mall order (null: not handled yet):
     * refundOpened (a refund request, its id and number), shipped (had left: only flagged), none.
     */
    storeCancel: text('store_cancel', { enum: ['refundOpened', 'shipped', 'none'] }),
    storeCancelAfterSaleId: bigint('store_cancel_after_sale_id', { mode: 'number' }),
    storeCancelAfterSaleNo: text('store_cancel_after_sale_no'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_order_mall_orders_store_order_idx').on(t.storeOrderId),
    index('store_order_mall_orders_due_idx').on(t.trackingNextAt).where(sql`${t.trackingState} = 'waiting'`),
  ],
);

/**
 * The invoice of a store order's fulfilment, numbered once when first asked for (INV-<year>-<id>); its
 * figures are read from the paid mall orders each time, so a refund shows on the next copy.
 */
export const storeInvoices = pgTable(
  'store_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeOrderId: bigint('store_order_id', { mode: 'number' })
      .notNull()
      .references(() => storeOrders.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    issuedAt: at('issued_at').notNull().defaultNow(),
    /** INV-<year>-<000042>: the year's gap-free sequence (invoice_counters); the same for every version. */
    invoiceNo: text('invoice_no').notNull(),
    /** 1 when generated, one more at each reissue; older versions are kept as they were. */
    version: integer('version').notNull().default(1),
    /** Why this version was reissued ('' for version 1). */
    reason: text('reason').notNull().default(''),
    /** The invoice as issued (CrmInvoice without credits and versions); null: issued before versions were kept. */
    content: jsonb('content').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('store_invoices_version_uq').on(t.storeOrderId, t.version),
    uniqueIndex('store_invoices_no_version_uq').on(t.invoiceNo, t.version),
  ],
);

/**
 * The last invoice number given in each year: taking the next one is an upsert that locks the year's row
 * until the generating transaction ends, so numbers follow each other without gaps or duplicates (a
 * rolled-back generation gives its number back).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A CSV order import in the background (the tasks module's task `task_id` runs it): the file as stored, what
 * it holds, and how far the worker got. `position` (orders written) and the counts move in the transaction
 * that writes each order, so a worker that dies between orders resumes after the last one written.
 */
export const storeCsvImports = pgTable(
  'store_csv_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The export_tasks row that runs it (owned by the tasks module; no foreign key across modules). */
    taskId: bigint('task_id', { mode: 'number' }).notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The file, private in the storage, until the import ends. */
    fileKey: text('file_key').notNull(),
    orders: integer('orders').notNull(),
    lines: integer('lines').notNull(),
    /** Orders of the file written so far, in file order. */
    position: integer('position').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** Already there, and the file's version not newer. */
    skipped: integer('skipped').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_csv_imports_task_uq').on(t.taskId)],
);

export const AUTO_PAY_STATE_VALUES = ['due', 'reserved', 'paid', 'held'] as const;

/**
 * A store order's automatic fulfilment payment (one row per store order: the primary key is the "once"):
 * due (queued when the order was kept, while the store's automatic payment is on), reserved (its amount
 * counted against the daily cap and the minimum balance, the payment under way), paid (the mall orders were
 * paid by the manual payment's own path), held (it cannot be paid automatically: `reason`, a key of contract
 * AUTO_PAY_HOLD_REASONS, with its `params`; the business pays it by hand). `nextAt` is when a runner may take
 * it (due), or the lease of the runner that took it (reserved).
 */
export const storeAutoPayments = pgTable(
  'store_auto_payments',
  {
    storeOrderId: bigint('store_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => storeOrders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    state: text('state', { enum: AUTO_PAY_STATE_VALUES }).notNull().default('due'),
    reason: text('reason'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** What was reserved and paid (USD): the daily cap sums it. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    reservedAt: at('reserved_at'),
    nextAt: at('next_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_auto_payments_due_idx').on(t.nextAt).where(sql`${t.state} in ('due', 'reserved')`),
    index('store_auto_payments_day_idx')
      .on(t.storeId, t.reservedAt)
      .where(sql`${t.state} in ('reserved', 'paid')`),
    // Held orders woken when their cause passes: a business's balance raised, its next day begun.
    index('store_auto_payments_held_business_idx')
      .on(t.businessId)
      .where(sql`${t.state} = 'held' and ${t.reason} = 'belowMinBalance'`),
    index('store_auto_payments_held_day_idx')
      .on(t.nextAt)
      .where(sql`${t.state} = 'held' and ${t.reason} = 'overDailyCap'`),
  ],
);

/**
 * An open low-balance episode of a business's automatic payment (issue 34 item 6): present while the balance
 * is below what automatic payment needs (the highest minimum of its stores with it on, plus what the orders
 * held for the balance and those reserved cost). Inserted once (the primary key: told once per episode),
 * deleted when the balance covers it again; the next shortfall is a new episode.
 */
export const storeLowBalanceAlerts = pgTable('store_low_balance_alerts', {
  businessId: bigint('business_id', { mode: 'number' })
    .primaryKey()
    .references(() => businesses.id),
  /** USD: the balance and what automatic payment needed when the episode began. */
  balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
  need: numeric('need', { precision: 14, scale: 2 }).notNull(),
  since: at('since').notNull().defaultNow(),
});

/**
 * A store order the business was told has waited more than a day (issue 34 item 6): one row per order, the
 * primary key, so however many API instances check at once, the business is told once.
 */
export const storeOrderWaitingAlerts = pgTable(
  'store_order_waiting_alerts',
  {
    storeOrderId: bigint('store_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    toldAt: at('told_at').notNull().defaultNow(),
  },
  (t) => [index('store_order_waiting_alerts_business_idx').on(t.businessId)],
);

/**
 * One mall variant linked in one store, as the sync keeps it: `seq` counts its changes, `sentSeq` is the
 * change the store last took (dirty while seq > sentSeq), `dueAt` when the runner may send it (coalescing
 * delay, or the backoff after a failure). What was sent is kept (quantity, store price, whether the product
 * was unpublished); a store price rise beyond the store's threshold waits in `heldPrice` for the business.
 */
export const storeSyncItems = pgTable(
  'store_sync_items',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().default(1),
    sentSeq: bigint('sent_seq', { mode: 'number' }).notNull().default(0),
    dueAt: at('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last push failed: a publish failure key (texts.ts publishFailureTexts). */
    lastError: text('last_error'),
    failedAt: at('failed_at'),
    sentQuantity: integer('sent_quantity'),
    sentPrice: numeric('sent_price', { precision: 14, scale: 2 }),
    unpublished: boolean('unpublished').notNull().default(false),
    syncedAt: at('synced_at'),
    /** A store price above the threshold, waiting for the business (null: none held). */
    heldPrice: numeric('held_price', { precision: 14, scale: 2 }),
    heldAt: at('held_at'),
    /** A store price the business refused: not held nor pushed again until the price moves elsewhere. */
    rejectedPrice: numeric('rejected_price', { precision: 14, scale: 2 }),
    /** A held price the business approved: pushed once, whatever the threshold. */
    approvedPrice: numeric('approved_price', { precision: 14, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    index('store_sync_items_due_idx').on(t.dueAt).where(sql`${t.seq} > ${t.sentSeq}`),
    index('store_sync_items_product_idx').on(t.storeId, t.productId),
    // The dashboard's "Needs attention" counts of a business: only the rows in trouble are indexed.
    index('store_sync_items_failed_idx').on(t.businessId).where(sql`${t.lastError} is not null`),
    index('store_sync_items_held_idx').on(t.businessId).where(sql`${t.heldPrice} is not null`),
  ],
);
