import { ID_MAX, NEWEST_WINDOWS_DAYS } from './constants';

/**
 * The catalogue's values and rules the storefront needs at run time, kept free of zod: a page that imports
 * only these does not carry zod (25 KB gzip) in its first load (docs/decisions.md "Storefront weight").
 * catalog.ts builds the server's schemas on the same values; catalog-rules.test.ts holds the two together.
 */

/** sortIndex of the list page: 0 default, 1 price ascending, 2 price descending, 3 newest, 4 downloads, 5 publishes. */
export const SortIndex = {
  default: 0,
  priceAsc: 1,
  priceDesc: 2,
  newest: 3,
  downloads: 4,
  publishes: 5,
} as const;
export const MAX_PAGE_SIZE = 100;
/** The deepest page a product search goes to. */
export const MAX_SEARCH_PAGE = 100_000;
export const SEARCH_TITLE_MAX = 100;
export const SEARCH_SKU_MAX = 64;

/**
 * A product search counts its matches up to this many; past it the answer's total is a lower bound (counting
 * every match on every page would read them all), and the storefront says "10,000+".
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** A product's box for people: '30 × 20 × 5 cm'; null when a side is missing (a product made before). */
export function formatDimensions(d: {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}): string | null {
  if (d.lengthCm === null || d.widthCm === null || d.heightCm === null) return null;
  return `${d.lengthCm} × ${d.widthCm} × ${d.heightCm} cm`;
}

/** The variant columns in order: cols3 .. cols20. */
export const VARIANT_COLUMNS = Array.from({ length: 18 }, (_, i) => `cols${i + 3}` as const);

/**
 * The URL of a stored picture at another width. Pictures we store are saved at 800 px with copies at
 * 400 px (lists) and 100 px (thumbnail strips) beside them: `x.jpg` -> `x_400.jpg`. Other URLs stay as they are.
 */
export function imageSize(url: string, width: 800 | 400 | 100): string {
  if (width === 800 || !url.startsWith('/uploads/')) return url;
  return url.replace(/\.(jpe?g|png|webp|gif)$/i, `_${width}.$1`);
}

/** The product search's fields a storefront link may carry (the list page's URL), in the order links write them. */
export const SEARCH_PARAMS = [
  'categoryId',
  'category2Id',
  'category3Id',
  'title',
  'sku',
  'tagId',
  'warehouse',
  'newest',
  'sortIndex',
  'current',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** A whole number in [min, max] read as a form field is (`Number(text)`), or undefined. */
function wholeNumber(raw: string, min: number, max: number): number | undefined {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * One field of a product search read from its text as the server's ProductSearchQuery reads it: the value it
 * would search with, or undefined when it is absent, blank or invalid (a hand-edited link searches without it).
 */
export function readSearchParam(name: SearchParam, raw: string): number | string | undefined {
  const blank = raw === '' || raw === 'undefined';
  switch (name) {
    case 'title':
    case 'sku': {
      const text = raw.trim();
      const max = name === 'title' ? SEARCH_TITLE_MAX : SEARCH_SKU_MAX;
      return blank || text === '' || text.length > max ? undefined : text;
    }
    case 'newest': {
      const n = Number(raw);
      return !blank && (NEWEST_WINDOWS_DAYS as readonly number[]).includes(n) ? n : undefined;
    }
    case 'sortIndex':
      return blank ? SortIndex.default : wholeNumber(raw, 0, 5);
    case 'current':
      return blank ? 1 : wholeNumber(raw, 1, MAX_SEARCH_PAGE);
    default:
      return blank ? undefined : wholeNumber(raw, 1, ID_MAX);
  }
}
