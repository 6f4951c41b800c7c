import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { regions } from '../../db/schema/geography';

/** A region of the tree (country, state, city, district) as other modules see it. */
export interface RegionRecord {
  id: number;
  parentId: number;
  level: number;
  nameEn: string;
  nameZh: string;
}

/**
 * What other modules may know of the region tree (addresses check their chain of regions): they ask here
 * instead of reading the geography tables. An id with no region is left out.
 */
export async function regionsByIds(db: Db | Tx, ids: Iterable<number>): Promise<RegionRecord[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select({
      id: regions.id,
      parentId: regions.parentId,
      level: regions.level,
      nameEn: regions.nameEn,
      nameZh: regions.nameZh,
    })
    .from(regions)
    .where(inArray(regions.id, wanted));
}
