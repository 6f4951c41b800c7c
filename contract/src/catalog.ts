import { z } from 'zod';
import { MAX_PAGE_SIZE, MAX_SEARCH_PAGE, SEARCH_SKU_MAX, SEARCH_TITLE_MAX, SortIndex } from './catalog-rules';
import { LIST_PAGE_SIZE, NEWEST_WINDOWS_DAYS } from './constants';
import { RowId } from './ids';

/** Catalogue queries and answers (spec 000 §2-3, §7, §9). */

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, RowId.optional());
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { message: 'tooLong' }).optional());

// SortIndex, the page limits, SEARCH_TOTAL_CAP, VARIANT_COLUMNS, imageSize and formatDimensions live in catalog-rules.ts (no zod).
export const ProductSearchQuery = z.object({
  categoryId: optionalId,
  category2Id: optionalId,
  category3Id: optionalId,
  title: optionalText(SEARCH_TITLE_MAX),
  sku: optionalText(SEARCH_SKU_MAX),
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
  current: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1)),
  size: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
  ),
  businessId: optionalId,
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const IdQuery = z.object({ id: z.preprocess(blankToUndefined, RowId) });

/** The tag modules of one tag, or of the first six when tagId is absent. */
export const TagModuleQuery = z.object({ tagId: IdQuery.shape.id.optional() });

export const ImageRef = z.object({ imgUrl: z.string() });
export type ImageRef = z.infer<typeof ImageRef>;

/** A product as lists show it (spec 000 §3). favoritesTag: the caller's favourite record id, '' when none. */
export const ProductListItem = z.object({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  productUrl: z.string(),
  imgs: z.array(ImageRef),
  publishCount: z.number(),
  downloadCount: z.number(),
  source: z.string(),
  sku: z.string(),
  favoritesTag: z.string(),
});
export type ProductListItem = z.infer<typeof ProductListItem>;

/** A favourite as the favourites list shows it: the product, the favourite's id, whether it is on sale. */
export const FavouriteItem = ProductListItem.extend({ favoriteId: z.number(), onShelf: z.boolean() });
export type FavouriteItem = z.infer<typeof FavouriteItem>;

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}
/** Recursive, so it is named: the API document defines it once under components and refers to it. */
export const CategoryNode: z.ZodType<CategoryNode> = z
  .lazy(() => z.object({ id: z.number(), name: z.string(), children: z.array(CategoryNode) }))
  .meta({ id: 'CategoryNode' });

export const ProductTag = z.object({ id: z.number(), title: z.string() });
export type ProductTag = z.infer<typeof ProductTag>;

/** parameterJump: the product a banner opens. */
export const Banner = z.object({ id: z.number(), imgUrl: z.string(), parameterJump: z.string() });
export type Banner = z.infer<typeof Banner>;

export const Recommended = z.object({
  productId: z.number(),
  title: z.string(),
  imgUrl: z.string(),
  price: z.number(),
});
export type Recommended = z.infer<typeof Recommended>;

export const TagModule = z.object({
  tagId: z.number(),
  tagTitle: z.string(),
  products: z.array(ProductListItem),
});
export type TagModule = z.infer<typeof TagModule>;

export const HotKeys = z.object({ list: z.array(z.object({ id: z.number(), keyword: z.string() })) });
export type HotKeys = z.infer<typeof HotKeys>;
export type HotKey = HotKeys['list'][number];

/** A variant row: cols1 SKU id, cols2 image, cols3..cols20 one option value per attribute. */
export const VariantRow = z
  .object({
    cols1: z.string(),
    cols2: z.string(),
    price: z.number(),
    articleNumber: z.string(),
    kc: z.number(),
    /** The seller's purchase price and member prices: null on the public product page. */
    xyPrice: z.number().nullable(),
    manageVip1Money: z.number().nullable(),
    manageVip2Money: z.number().nullable(),
  })
  .catchall(z.union([z.string(), z.number(), z.null()]));
export type VariantRow = z.infer<typeof VariantRow>;

/** mallSpecTop: header labels, { cols3: 'Colour', cols4: 'Size' }. */
export const ProductDetail = z.object({
  id: z.number(),
  title: z.string(),
  sku: z.string(),
  price: z.number(),
  underlinedPrice: z.number().nullable(),
  source: z.string(),
  brand: z.string(),
  description: z.string(),
  tagId: z.string(),
  tags: z.array(ProductTag),
  favoritesTag: z.string(),
  businessId: z.number(),
  productUrl: z.string(),
  weightGrams: z.number(),
  /** Centimetres; null for a product made before they were asked. */
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  /** The seller ships within this many days of payment; null when not given. */
  sendDays: z.number().nullable(),
  publishCount: z.number(),
  downloadCount: z.number(),
  mallProductDetailBannerList: z.array(ImageRef),
  mallProductDetailImgsList: z.array(ImageRef),
  mallSpecTop: z.record(z.string(), z.string()),
  mallSpecDataList: z.array(VariantRow),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

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
  /** How many units: the parcel weighs the product's weight times this (the detail page's quantity). */
  num: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, { message: 'quantityRange' })
      .max(9999, { message: 'quantityRange' })
      .default(1),
  ),
});

export const ShippingOption = z.object({
  id: z.number(),
  money: z.number(),
  fromIdName: z.string(),
  toIdName: z.string(),
  expectDay: z.string(),
  expressIdName: z.string(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const ShippingOptionPage = z.object({ records: z.array(ShippingOption), total: z.number() });
export type ShippingOptionPage = z.infer<typeof ShippingOptionPage>;

export const FavouriteListQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const FavouriteSaved = z.object({ id: z.number(), invalid: z.number() });
export type FavouriteSaved = z.infer<typeof FavouriteSaved>;
