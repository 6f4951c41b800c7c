import { bigint, bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The permission tree the back-office menu is built from: groups (path '-'), pages, and the button labels of
 * a page. `scope` says whose back office it belongs to: a business's or the platform's.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }),
    kind: text('kind', { enum: ['group', 'page', 'button'] }).notNull(),
    scope: text('scope', { enum: ['business', 'platform'] }).notNull(),
    /** Stable key for seeds and checks, e.g. 'page:/System/rolesList' or 'btn:/System/rolesList:add role'. */
    key: text('key').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    path: text('path').notNull().default('-'),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('permissions_parent_idx').on(t.parentId)],
);
