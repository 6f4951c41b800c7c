import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

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
