import type { Language } from '@dropmall/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissions } from '../../db/schema';
import type { Principal } from '../../http/auth';

/** A node of the menu the web app builds its side menu and dynamic routes from (spec 001 §3). */
export interface MenuNode {
  id: number;
  name: string;
  path: string;
  iconCls: string;
  IsHide: boolean;
  meta: { btnPermissions: string[] | null };
  children: MenuNode[];
}

type Row = typeof permissions.$inferSelect;

/**
 * The caller's menu: a business user gets the business tree, an operator the platform tree.
 * (Roles narrow this per user in the back-office issue.)
 */
export class MenuService {
  constructor(private readonly db: Db) {}

  async menuFor(principal: Principal, lang: Language): Promise<MenuNode[]> {
    const scope = principal.kind === 'operator' ? 'platform' : 'business';
    const rows = await this.db
      .select()
      .from(permissions)
      .where(eq(permissions.scope, scope))
      .orderBy(asc(permissions.sort), asc(permissions.id));
    return buildTree(rows, lang);
  }
}

export function buildTree(rows: Row[], lang: Language): MenuNode[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => row.kind !== 'button')
      .map((row) => {
        const buttons = (byParent.get(row.id) ?? []).filter((c) => c.kind === 'button').map((c) => c.nameEn);
        return {
          id: row.id,
          name: lang === 'zh' ? row.nameZh : row.nameEn,
          path: row.path,
          iconCls: row.icon,
          IsHide: row.hidden,
          meta: { btnPermissions: row.kind === 'page' ? buttons : null },
          children: build(row.id),
        };
      });
  return build(null);
}
