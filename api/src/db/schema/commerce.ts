import { WALLET_LEDGER_KINDS } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { products, productVariants } from './catalog';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One line per business and variant: adding the same variant again raises the quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.businessId, t.variantId),
    check('cart_items_num_positive', sql`${t.num} > 0`),
  ],
);

/** A delivery address of a business (spec 000 §3, §5). Deleting marks it invalid; orders keep a snapshot. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'undefined'] }).notNull(),
    idType: text('id_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
    idNo: text('id_no').notNull(),
    email: text('email').notNull(),
    postalCode: text('postal_code').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    countryId: integer('country_id').notNull(),
    country: text('country').notNull(),
    oneId: integer('one_id').notNull(),
    oneName: text('one_name').notNull(),
    cityId: integer('city_id').notNull(),
    city: text('city').notNull(),
    districtId: integer('district_id').notNull(),
    district: text('district').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    line2: text('line2').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    invalid: smallint('invalid').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('addresses_business_idx').on(t.businessId, t.invalid)],
);

/** What a coupon is worth and when it may be used; granted to businesses as `coupons`. */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  amount: money('amount').notNull(),
  minSpend: money('min_spend').notNull(),
  validDays: integer('valid_days').notNull(),
  /** Shown in the coupon centre, where a business claims it itself (our design). */
  claimable: boolean('claimable').notNull().default(false),
  /** How many of it one business may claim. */
  perBusiness: integer('per_business').notNull().default(1),
  /** How many are left to claim; null when there is no limit. */
  remaining: integer('remaining'),
  /** Claims close at this moment; null when they stay open. */
  claimUntil: at('claim_until'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A coupon held by a business: unused until an order uses it; past valid_to it reads as expired. */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    amount: money('amount').notNull(),
    minSpend: money('min_spend').notNull(),
    status: text('status', { enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    usedOrderId: bigint('used_order_id', { mode: 'number' }),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupons_business_idx').on(t.businessId, t.status, t.validTo),
    // How many of a template a business holds (the coupon centre's per-business limit).
    index('coupons_business_template_idx').on(t.businessId, t.templateId),
    // How many coupons of a template were issued and used (the operators' template list).
    index('coupons_template_idx').on(t.templateId, t.status),
  ],
);

/** One order per seller group of a checkout; items and address are snapshots taken at submit. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    sellerBusinessId: bigint('seller_business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    status: text('status').notNull(),
    closeReason: text('close_reason'),
    productTotal: money('product_total').notNull(),
    expressFee: money('express_fee').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponAmount: money('coupon_amount').notNull().default('0'),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    userLeave: text('user_leave').notNull().default(''),
    fxCode: text('fx_code').notNull().default(''),
    addressId: bigint('address_id', { mode: 'number' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    expressId: integer('express_id'),
    expressName: text('express_name').notNull().default(''),
    /** The carrier's tracking number, set when the seller ships (4-40 letters, digits or dashes). */
    trackingNo: text('tracking_no'),
    payType: smallint('pay_type'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    finishedAt: at('finished_at'),
    cancelledAt: at('cancelled_at'),
    /** An unpaid order is cancelled after this moment. */
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_buyer_idx').on(t.businessId, t.status, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerBusinessId, t.status, t.createdAt.desc()),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
    // The dashboard's figures (reports): a seller's orders by when they were placed, paid and shipped.
    index('orders_seller_created_idx').on(t.sellerBusinessId, t.createdAt),
    index('orders_seller_paid_idx').on(t.sellerBusinessId, t.paidAt).where(sql`${t.paidAt} is not null`),
    index('orders_seller_shipped_idx')
      .on(t.sellerBusinessId, t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    specification: text('specification').notNull().default(''),
    thumbUrl: text('thumb_url').notNull().default(''),
    price: money('price').notNull(),
    num: integer('num').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One attempt to pay a set of orders through a gateway (boleto, pix) or at once (balance, zero). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentNo: text('payment_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    payType: smallint('pay_type').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    /** The same order set in the same pending attempt is paid through one payment, never two. */
    orderKey: text('order_key').notNull(),
    gateway: text('gateway').notNull().default(''),
    gatewayRef: text('gateway_ref').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    uniqueIndex('payments_no_uq').on(t.paymentNo),
    uniqueIndex('payments_pending_uq').on(t.orderKey, t.payType).where(sql`${t.status} = 'pending'`),
    index('payments_business_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/** The balance of a business; it always equals the sum of its ledger and never goes below zero. */
export const wallets = pgTable(
  'wallets',
  {
    businessId: bigint('business_id', { mode: 'number' })
      .primaryKey()
      .references(() => businesses.id),
    balance: money('balance').notNull().default('0'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** The ledger's kinds are the contract's (spec 001 §3 glossary, plus seller income and withdrawals). */
export const LEDGER_KINDS = WALLET_LEDGER_KINDS;

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_business_idx').on(t.businessId, t.createdAt.desc()),
    // Payment details filtered by kind.
    index('wallet_ledger_business_kind_idx').on(t.businessId, t.kind, t.createdAt.desc()),
    // A finished order pays its seller once, whatever races.
    uniqueIndex('wallet_ledger_order_income_uq').on(t.orderId).where(sql`${t.kind} = 'order_income'`),
    // What was refunded on an order before its income is paid.
    index('wallet_ledger_order_idx').on(t.orderId, t.kind),
  ],
);

/** Webhook deliveries already handled, so a provider's retries change nothing twice. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_uq').on(t.provider, t.eventId)],
);
