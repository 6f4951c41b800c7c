import { and, eq, inArray } from 'drizzle-orm';
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

/** Whether a country of the dictionary has this ISO 3166 alpha-2 code ('CN'). */
export async function isCountryCode(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.level, 1), eq(regions.code, code)))
    .limit(1);
  return row !== undefined;
}
