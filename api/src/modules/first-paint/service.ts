import {
  type Language,
  LIST_PAGE_SIZE,
  ProductSearchQuery,
  readSearchParam,
  SEARCH_PARAMS,
} from '@dropmall/contract';
import { AppError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog-service';
import type { Markup } from './html';
import { detailPage, homePage, listPage, mallFrame } from './pages';

/** A page request the first paint may draw: its path, its query and the visitor's language. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  language: Language;
}

/**
 * The list's search as the app reads it from the page's URL (web/src/features/mall/list/listQuery.ts): its own
 * fields only, the first value of each, an invalid one read as absent; 50 a page.
 */
function listFilters(query: URLSearchParams): Record<string, unknown> {
  const filters: Record<string, unknown> = { size: LIST_PAGE_SIZE };
  for (const name of SEARCH_PARAMS) {
    const raw = query.get(name);
    const value = raw === null ? undefined : readSearchParam(name, raw);
    if (value !== undefined) filters[name] = value;
  }
  return filters;
}

/**
 * Keeps a drawn page like the catalogue's answers, dropped by the writes that change what it shows (the
 * catalogue cache's `text`, given by compose.ts; absent when the cache is off).
 */
export type KeepText = (
  key: string,
  depends: { lists?: boolean; product?: number },
  build: () => Promise<string>,
) => Promise<string>;

/** What a page is drawn from: its key in the cache, what it depends on, and how to draw it ('' = not drawn). */
interface Plan {
  key: string;
  depends: { lists?: boolean; product?: number };
  draw: () => Promise<Markup | null>;
}

/**
 * The storefront's first paint (docs/decisions.md, "First paint drawn by the server"): the home, the list
 * and a product drawn as HTML from the catalogue, so a phone shows the page before the app's JavaScript has
 * run; the app replaces it with the same page when its code and data are in. Pages it does not draw (and a
 * query the page would refuse) get null: the app alone, as before. Drawn pages are kept with the catalogue's
 * answers, so a page load costs the database no more than the app's own reads.
 */
export class FirstPaintService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly keep?: KeepText,
  ) {}

  async draw({ path, query, language }: PageRequest): Promise<string | null> {
    const plan = this.plan(path, query, language);
    if (!plan) return null;
    const build = async () => {
      const page = await plan.draw();
      return page === null ? '' : mallFrame(language, page).text;
    };
    const markup = this.keep
      ? await this.keep(`${language}|${plan.key}`, plan.depends, build)
      : await build();
    return markup === '' ? null : markup;
  }

  private plan(path: string, query: URLSearchParams, language: Language): Plan | null {
    switch (path) {
      case '/':
        return {
          key: 'home',
          depends: { lists: true },
          draw: async () => {
            const [banners, recommended] = await Promise.all([
              this.catalog.banners(),
              this.catalog.recommended(),
            ]);
            return homePage(language, banners, recommended);
          },
        };
      case '/mall/list': {
        const search = ProductSearchQuery.safeParse(listFilters(query));
        if (!search.success) return null;
        return {
          key: `list|${JSON.stringify(search.data)}`,
          depends: { lists: true },
          draw: async () => {
            const found = await this.catalog.search(search.data, null);
            // No results: the app's empty state, not an empty grid.
            if (found.records.length === 0) return null;
            return listPage(language, search.data, found);
          },
        };
      }
      case '/mall/productDetail': {
        const id = Number(query.get('id'));
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        return {
          key: `detail|${id}`,
          depends: { product: id },
          draw: async () => {
            try {
              return detailPage(language, await this.catalog.detail(id, language, null));
            } catch (error) {
              if (error instanceof AppError && error.status === 404) return null;
              throw error;
            }
          },
        };
      }
      default:
        return null;
    }
  }
}
