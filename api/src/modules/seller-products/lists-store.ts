import type { SellerListEntry, SellerListKind } from '@dropmall/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandStories, productServices, productTypes } from '../../db/schema/seller-lists';

/** One seller list in its order (sort, then id), each entry in both languages. */
export async function readSellerList(
  db: Db,
  kind: SellerListKind,
): Promise<Omit<SellerListEntry, 'usedBy'>[]> {
  if (kind === 'productTypes') {
    const rows = await db.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));
    return rows.map((r) => ({ ...r, contentEn: '', contentZh: '' }));
  }
  if (kind === 'services') {
    const rows = await db
      .select()
      .from(productServices)
      .orderBy(asc(productServices.sort), asc(productServices.id));
    return rows.map((r) => ({
      id: r.id,
      nameEn: r.titleEn,
      nameZh: r.titleZh,
      contentEn: '',
      contentZh: '',
      sort: r.sort,
    }));
  }
  const rows = await db.select().from(brandStories).orderBy(asc(brandStories.sort), asc(brandStories.id));
  return rows.map((r) => ({
    id: r.id,
    nameEn: r.titleEn,
    nameZh: r.titleZh,
    contentEn: r.contentEn,
    contentZh: r.contentZh,
    sort: r.sort,
  }));
}
