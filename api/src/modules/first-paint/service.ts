import { type Language, LIST_PAGE_SIZE, ProductSearchQuery } from '@dropmall/contract';
import { AppError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog-service';
import { detailPage, homePage, listPage, mallFrame } from './pages';

/** A page request the first paint may draw: its path, its query and the visitor's language. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  language: Language;
}

/**
 * The storefront's first paint (docs/decisions.md, "First paint drawn by the server"): the home, the list
 * and a product drawn as HTML from the catalogue, so a phone shows the page before the app's JavaScript has
 * run; the app replaces it with the same page when its code and data are in. Pages it does not draw (and a
 * query the page would refuse) get null: the app alone, as before.
 */
export class FirstPaintService {
  constructor(private readonly catalog: CatalogService) {}

  async draw({ path, query, language }: PageRequest): Promise<string | null> {
    const page = await this.page(path, query, language);
    return page === null ? null : mallFrame(language, page).text;
  }

  private async page(path: string, query: URLSearchParams, language: Language) {
    switch (path) {
      case '/': {
        const [banners, recommended] = await Promise.all([
          this.catalog.banners(),
          this.catalog.recommended(),
        ]);
        return homePage(language, banners, recommended);
      }
      case '/mall/list': {
        const search = ProductSearchQuery.safeParse({ ...Object.fromEntries(query), size: LIST_PAGE_SIZE });
        if (!search.success) return null;
        const found = await this.catalog.search(search.data, null);
        // No results: the app's empty state, not an empty grid.
        if (found.records.length === 0) return null;
        return listPage(language, query, { ...found, sortIndex: search.data.sortIndex });
      }
      case '/mall/productDetail': {
        const id = Number(query.get('id'));
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        try {
          return detailPage(language, await this.catalog.detail(id, language, null));
        } catch (error) {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        }
      }
      default:
        return null;
    }
  }
}
