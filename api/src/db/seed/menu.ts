import { createHash } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { appMeta, permissions } from '../schema';
import {
  BUTTON_ZH,
  businessMenu,
  type MenuScope,
  type MenuSeed,
  nodeKey,
  permissionKey,
  platformMenu,
} from './menu-tree';

type Row = typeof permissions.$inferInsert;

async function upsert(tx: Tx, values: Row & { key: string }): Promise<number> {
  const [row] = await tx
    .insert(permissions)
    .values(values)
    .onConflictDoUpdate({ target: permissions.key, set: values })
    .returning({ id: permissions.id });
  if (!row) throw new Error(`menu node ${values.key} not written`);
  return row.id;
}

async function writeNode(
  tx: Tx,
  scope: MenuScope,
  node: MenuSeed,
  parentId: number | null,
  sort: number,
  written: string[],
): Promise<void> {
  const key = nodeKey(scope, node);
  const id = await upsert(tx, {
    parentId,
    kind: node.children ? 'group' : 'page',
    scope,
    key,
    nameEn: node.en,
    nameZh: node.zh,
    // '-' marks a group (spec 001 §3); '' is a page whose address is still pending.
    path: node.children ? '-' : (node.path ?? ''),
    icon: node.icon ?? '',
    sort,
    hidden: node.hidden ?? false,
  });
  written.push(key);
  for (const [i, label] of (node.buttons ?? []).entries()) {
    const buttonKey = permissionKey.button(scope, node.path ?? '', label);
    await upsert(tx, {
      parentId: id,
      kind: 'button',
      scope,
      key: buttonKey,
      nameEn: label,
      nameZh: BUTTON_ZH[label] ?? label,
      path: '-',
      icon: '',
      sort: i,
      hidden: false,
    });
    written.push(buttonKey);
  }
  for (const [i, child] of (node.children ?? []).entries()) await writeNode(tx, scope, child, id, i, written);
}

/** The seed's fingerprint: a start whose tree is the one already written skips ~300 upserts. */
const MENU_SEED_KEY = 'menu_seed';
const menuFingerprint = (): string =>
  createHash('sha256')
    .update(JSON.stringify([businessMenu, platformMenu, BUTTON_ZH]))
    .digest('hex');

/**
 * Writes the menu tree; run on every start, so a new page in the seed reaches existing installations. The
 * seed is the whole truth: rows it no longer names are deleted (their grants go with them, by cascade). Only
 * the seed writes these rows, so a tree whose fingerprint is recorded is already there as written.
 */
export async function seedMenu(tx: Tx): Promise<void> {
  const fingerprint = menuFingerprint();
  const [recorded] = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MENU_SEED_KEY));
  if (recorded?.value === fingerprint) return;
  for (const [scope, tree] of [
    ['business', businessMenu],
    ['platform', platformMenu],
  ] as const) {
    const written: string[] = [];
    for (const [i, node] of tree.entries()) await writeNode(tx, scope, node, null, i, written);
    await tx
      .delete(permissions)
      .where(and(eq(permissions.scope, scope), notInArray(permissions.key, written)));
  }
  await tx
    .insert(appMeta)
    .values({ key: MENU_SEED_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint } });
}
