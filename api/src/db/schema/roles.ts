import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { permissions } from './menus';

/**
 * A named set of permissions. Platform roles (scope 'platform', no business) are for operators; a business's
 * roles (scope 'business') are for its staff and belong to that business alone.
 */
export const roles = pgTable(
  'roles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['business', 'platform'] }).notNull(),
    businessId: bigint('business_id', { mode: 'number' }).references(() => businesses.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_owner_idx').on(t.scope, t.businessId)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: bigint('permission_id', { mode: 'number' })
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);
