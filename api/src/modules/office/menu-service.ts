import type { Language } from '@dropmall/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../http/auth';
import { loadActor } from './actor';
import type { PermissionRow, PermissionService } from './permission-service';

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

/**
 * The caller's menu: the pages they hold, the groups above them (a group with no allowed page is left out),
 * and on each page the button labels they hold.
 */
export class MenuService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
  ) {}

  async menuFor(principal: Principal, lang: Language): Promise<MenuNode[]> {
    const actor = await loadActor(this.db, principal);
    const [rows, held] = await Promise.all([
      this.permissions.scopeRows(actor),
      this.permissions.heldIds(actor),
    ]);
    return buildTree(rows, lang, (row) => held.has(row.id));
  }
}

const bySort = (a: PermissionRow, b: PermissionRow) => a.sort - b.sort || a.id - b.id;

export function buildTree(
  rows: PermissionRow[],
  lang: Language,
  allowed: (row: PermissionRow) => boolean = () => true,
): MenuNode[] {
  const byParent = new Map<number | null, PermissionRow[]>();
  for (const row of [...rows].sort(bySort)) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): MenuNode[] =>
    (byParent.get(parentId) ?? []).flatMap((row): MenuNode[] => {
      if (row.kind === 'button') return [];
      const children = build(row.id);
      if (row.kind === 'group' ? children.length === 0 : !allowed(row)) return [];
      const buttons = (byParent.get(row.id) ?? []).filter((c) => c.kind === 'button' && allowed(c));
      return [
        {
          id: row.id,
          name: lang === 'zh' ? row.nameZh : row.nameEn,
          path: row.path,
          iconCls: row.icon,
          IsHide: row.hidden,
          meta: { btnPermissions: row.kind === 'page' ? buttons.map((c) => c.nameEn) : null },
          children,
        },
      ];
    });
  return build(null);
}
