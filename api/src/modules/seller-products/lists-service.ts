import type { Language } from '@dropmall/contract';
import type { Db } from '../../db/client';
import { readSellerList } from './lists-store';

/** The seller lists of AddProduct in the caller's language (tags and categories come from the catalogue). */
export class SellerListsService {
  constructor(private readonly db: Db) {}

  async productTypes(lang: Language) {
    const rows = await readSellerList(this.db, 'productTypes');
    return rows.map((r) => ({ id: r.id, name: lang === 'zh' ? r.nameZh : r.nameEn }));
  }

  async services(lang: Language) {
    const rows = await readSellerList(this.db, 'services');
    return rows.map((r) => ({ id: r.id, title: lang === 'zh' ? r.nameZh : r.nameEn }));
  }

  async stories(lang: Language) {
    const rows = await readSellerList(this.db, 'stories');
    return rows.map((r) => ({
      id: r.id,
      title: lang === 'zh' ? r.nameZh : r.nameEn,
      content: lang === 'zh' ? r.contentZh : r.contentEn,
    }));
  }
}
