import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const ACCOUNT_STATES = ['active', 'disabled', 'frozen'] as const;

/** A company that buys in the mall and sells its own products. Status fields follow the login model. */
export const businesses = pgTable('businesses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  /** 1 once the business profile is complete. */
  status: smallint('status').notNull().default(0),
  settleStatus: smallint('settle_status').notNull().default(0),
  rzStatus: smallint('rz_status').notNull().default(4),
  esignStatus: smallint('esign_status').notNull().default(0),
  canLjk: smallint('can_ljk').notNull().default(0),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  country: text('country'),
  address: text('address'),
  storeUrl: text('store_url'),
  /** IANA zone the business's days are counted in (dashboard figures); the mall sells to Brazil. */
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person who logs in for a business: its owner, and later its staff. */
export const businessUsers = pgTable(
  'business_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** Stored lower-case; unique among business users. */
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    /** The staff member's role; owners hold every business permission and need none. */
    roleId: bigint('role_id', { mode: 'number' }),
    state: text('state', { enum: ACCOUNT_STATES }).notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_users_email_uq').on(t.email),
    uniqueIndex('business_users_mobile_uq').on(t.mobile).where(sql`${t.mobile} is not null`),
    index('business_users_business_idx').on(t.businessId),
  ],
);

/** Staff of the company running the mall: they review products and manage businesses. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** A super operator holds every platform permission; others hold their role's. */
    isSuper: boolean('is_super').notNull().default(false),
    roleId: bigint('role_id', { mode: 'number' }),
    state: text('state', { enum: ACCOUNT_STATES }).notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_uq').on(t.email),
    uniqueIndex('operators_mobile_uq').on(t.mobile).where(sql`${t.mobile} is not null`),
  ],
);

export const SETTLEMENT_STATES = ['pending', 'approved', 'rejected'] as const;

/** A business's request to be certified: company details an operator reviews. */
export const settlements = pgTable(
  'settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    legalName: text('legal_name').notNull(),
    idType: text('id_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
    idNo: text('id_no').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    documentUrl: text('document_url'),
    state: text('state', { enum: SETTLEMENT_STATES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => operators.id),
  },
  (t) => [index('settlements_business_idx').on(t.businessId, t.submittedAt)],
);

/**
 * A business's 6-digit payment password for balance payments (opt-in: no row, no password). Only its hash
 * is kept. `failedAttempts` counts tries since the last right one; the fifth wrong one sets `lockedUntil`
 * (30 minutes), and a try after that time starts a new count.
 */
export const payPasswords = pgTable('business_pay_passwords', {
  businessId: bigint('business_id', { mode: 'number' })
    .primaryKey()
    .references(() => businesses.id),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
