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
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
