import type { Tx } from '../client';
import { permissions } from '../schema';
import { businessMenu, type MenuSeed, platformMenu } from './menu-tree';

type Scope = 'business' | 'platform';

async function upsertNode(
  tx: Tx,
  scope: Scope,
  node: MenuSeed,
  parentId: number | null,
  sort: number,
  parentKey: string,
) {
  const kind = node.children ? 'group' : 'page';
  const key = `${scope}:${kind}:${parentKey}/${node.path ?? node.en}`;
  const values = {
    parentId,
    kind,
    scope,
    key,
    nameEn: node.en,
    nameZh: node.zh,
    path: node.children ? '-' : (node.path ?? '-'),
    icon: node.icon ?? '',
    sort,
    hidden: node.hidden ?? false,
  } as const;
  const [row] = await tx
    .insert(permissions)
    .values(values)
    .onConflictDoUpdate({ target: permissions.key, set: values })
    .returning({ id: permissions.id });
  if (!row) throw new Error(`menu node ${key} not written`);
  for (const [i, label] of (node.buttons ?? []).entries()) {
    const buttonKey = `${key}#${label}`;
    const button = {
      parentId: row.id,
      kind: 'button',
      scope,
      key: buttonKey,
      nameEn: label,
      nameZh: label,
      sort: i,
    } as const;
    await tx.insert(permissions).values(button).onConflictDoUpdate({ target: permissions.key, set: button });
  }
  for (const [i, child] of (node.children ?? []).entries())
    await upsertNode(tx, scope, child, row.id, i, key);
}

/** Writes the menu tree; run on every start, so a new page in the seed reaches existing installations. */
export async function seedMenu(tx: Tx): Promise<void> {
  for (const [scope, tree] of [
    ['business', businessMenu],
    ['platform', platformMenu],
  ] as const) {
    for (const [i, node] of tree.entries()) await upsertNode(tx, scope, node, null, i, '');
  }
}
