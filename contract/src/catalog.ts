import { z } from 'zod';
import { LIST_PAGE_SIZE, NEWEST_WINDOWS_DAYS } from './constants';
import { RowId } from './ids';

/** Catalogue queries and answers (spec 000 §2-3, §7, §9). */

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, RowId.optional());
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { message: 'tooLong' }).optional());

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

export const ProductSearchQuery = z.object({
  categoryId: optionalId,
  category2Id: optionalId,
  category3Id: optionalId,
  title: optionalText(100),
  sku: optionalText(64),
  tagId: optionalId,
  warehouse: optionalId,
  newest: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((n) => (NEWEST_WINDOWS_DAYS as readonly number[]).includes(n), { message: 'newestWindow' })
      .optional(),
  ),
  sortIndex: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).default(SortIndex.default)),
  current: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
  ),
  businessId: optionalId,
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const IdQuery = z.object({ id: z.preprocess(blankToUndefined, RowId) });

export interface ImageRef {
  imgUrl: string;
}

/** A product as lists show it (spec 000 §3). */
export interface ProductListItem {
  id: number;
  title: string;
  price: number;
  productUrl: string;
  imgs: ImageRef[];
  publishCount: number;
  downloadCount: number;
  source: string;
  sku: string;
  /** The caller's favourite record id, '' when none. */
  favoritesTag: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** A variant row: cols1 SKU id, cols2 image, cols3..cols20 one option value per attribute. */
export interface VariantRow {
  cols1: string;
  cols2: string;
  price: number;
  articleNumber: string;
  kc: number;
  xyPrice: number;
  manageVip1Money: number;
  manageVip2Money: number;
  /** cols3 .. cols20: the option value of each attribute. */
  [column: string]: string | number;
}

export interface ProductDetail {
  id: number;
  title: string;
  sku: string;
  price: number;
  underlinedPrice: number | null;
  source: string;
  brand: string;
  description: string;
  tagId: string;
  tags: { id: number; title: string }[];
  favoritesTag: string;
  businessId: number;
  productUrl: string;
  weightGrams: number;
  publishCount: number;
  downloadCount: number;
  mallProductDetailBannerList: ImageRef[];
  mallProductDetailImgsList: ImageRef[];
  /** Header labels: { cols3: 'Colour', cols4: 'Size' }. */
  mallSpecTop: Record<string, string>;
  mallSpecDataList: VariantRow[];
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

export const FavoriteSaveRequest = z.object({
  id: optionalId,
  productId: z.preprocess(blankToUndefined, RowId),
  invalid: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(0)),
});

export const ShippingQuery = z.object({
  toId: z.preprocess(blankToUndefined, RowId),
  fromId: z.preprocess(blankToUndefined, RowId.default(1)),
  productId: z.preprocess(blankToUndefined, RowId),
  size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(200)),
});

export interface ShippingOption {
  id: number;
  money: number;
  fromIdName: string;
  toIdName: string;
  expectDay: string;
  expressIdName: string;
}
