import type { ProductSubmission } from '@dropmall/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { brandStories, productServices, productTypes } from '../../db/schema/seller-lists';
import { badRequest } from '../../http/errors';
import { isCategoryChain, lockExistingTags } from '../catalog/reads';
import { isCountryCode } from '../shipping/regions';

/** The three category ids must be one chain: level 1, its child, its grandchild. */
async function checkCategories(tx: Tx, p: ProductSubmission): Promise<void> {
  if (!(await isCategoryChain(tx, [p.categoryId, p.category2Id, p.category3Id])))
    throw badRequest('categoryLevels');
}

async function checkIds(
  tx: Tx,
  table: typeof productTypes | typeof productServices | typeof brandStories | 'tags',
  ids: number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found =
    table === 'tags'
      ? await lockExistingTags(tx, ids)
      : new Set(
          // A share lock: an operator removing an entry (which locks it for update) waits for this save, then
          // counts the product that names it, and the other way round this save waits and finds it gone.
          (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).for('share')).map(
            (r) => r.id,
          ),
        );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('listEntryUnknown', { field, id: missing });
}

/** Every list entry a submission names exists (a client may send any number). */
export async function checkReferences(tx: Tx, p: ProductSubmission): Promise<void> {
  await checkCategories(tx, p);
  await checkIds(tx, productTypes, [p.productType], 'productType');
  await checkIds(tx, 'tags', p.tagId, 'tagId');
  await checkIds(tx, productServices, p.serveId, 'serveId');
  if (p.storyId !== undefined) await checkIds(tx, brandStories, [p.storyId], 'storyId');
  if (!(await isCountryCode(tx, p.originCountryCode))) throw badRequest('originCountryUnknown');
}
