import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, businessUsers } from './accounts';
import { products } from './catalog';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Export tasks (spec 001 §4: export records). A worker claims a queued task, or a running one whose lease ran
 * out (its worker died), with FOR UPDATE SKIP LOCKED; `worker` + `attempts` fence a late finisher out.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => businessUsers.id, {
      onDelete: 'set null',
    }),
    /** platformDataType: 4 product download, 5 order-list export. */
    dataType: smallint('data_type').notNull(),
    platformType: smallint('platform_type').notNull().default(2),
    title: text('title').notNull(),
    /** What to build: { productIds } or { status }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The same request twice within seconds answers the first task. */
    dedupKey: text('dedup_key').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    worker: text('worker'),
    leaseUntil: at('lease_until'),
    fileType: text('file_type', { enum: ['zip', 'xls'] }).notNull(),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Why it failed: a message key of the task texts. */
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('export_tasks_business_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    // The export record page's tabs: one kind of task at a time.
    index('export_tasks_business_type_idx').on(t.businessId, t.dataType, t.createdAt.desc(), t.id.desc()),
    index('export_tasks_dedup_idx').on(t.businessId, t.dedupKey, t.createdAt.desc()),
    // The claim looks at unfinished tasks only.
    index('export_tasks_claim_idx')
      .on(t.status, t.leaseUntil, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('export_tasks_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Products a business took out of the mall: kind 3 published, 4 downloaded (platformDataType). One row per
 * business, product and kind, so the product's count rises once per business; removing an entry from the
 * list marks it invalid and keeps the count.
 */
export const takenProducts = pgTable(
  'taken_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    times: integer('times').notNull().default(1),
    invalid: smallint('invalid').notNull().default(0),
    /**
     * Whether this entry raised the product's count yet: a publish to a connected store counts once the
     * store has it (a waiting or failed one does not); a list-only (CSV) publish counts at once.
     */
    counted: boolean('counted').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taken_products_uq').on(t.businessId, t.kind, t.productId),
    index('taken_products_list_idx').on(t.businessId, t.kind, t.invalid, t.updatedAt.desc(), t.id.desc()),
    check('taken_products_kind', sql`${t.kind} in (3, 4)`),
  ],
);
