import type { Language } from '@dropmall/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandStories, productServices, productTypes } from '../../db/schema';

/** The seller lists of AddProduct in the caller's language (tags and categories come from the catalogue). */
export class SellerListsService {
  constructor(private readonly db: Db) {}

  async productTypes(lang: Language) {
    const rows = await this.db
      .select()
      .from(productTypes)
      .orderBy(asc(productTypes.sort), asc(productTypes.id));
    return rows.map((r) => ({ id: r.id, name: lang === 'zh' ? r.nameZh : r.nameEn }));
  }

  async services(lang: Language) {
    const rows = await this.db
      .select()
      .from(productServices)
      .orderBy(asc(productServices.sort), asc(productServices.id));
    return rows.map((r) => ({ id: r.id, title: lang === 'zh' ? r.titleZh : r.titleEn }));
  }

  async stories(lang: Language) {
    const rows = await this.db
      .select()
      .from(brandStories)
      .orderBy(asc(brandStories.sort), asc(brandStories.id));
    return rows.map((r) => ({
      id: r.id,
      title: lang === 'zh' ? r.titleZh : r.titleEn,
      content: lang === 'zh' ? r.contentZh : r.contentEn,
    }));
  }
}
