import { z } from 'zod';

/** Output schemas of the storefront calls: what leaves the server, and nothing else. */

const ImageRef = z.object({ imgUrl: z.string() });

export const ProductListItemSchema = z.object({
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

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), current: z.number(), size: z.number() });

export interface CategoryNodeShape {
  id: number;
  name: string;
  children: CategoryNodeShape[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNodeShape> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), children: z.array(CategoryNodeSchema) }),
);

export const TagSchema = z.object({ id: z.number(), title: z.string() });

export const BannerSchema = z.object({ id: z.number(), imgUrl: z.string(), parameterJump: z.string() });

export const RecommendedSchema = z.object({
  productId: z.number(),
  title: z.string(),
  imgUrl: z.string(),
  price: z.number(),
});

export const TagModuleSchema = z.object({
  tagId: z.number(),
  tagTitle: z.string(),
  products: z.array(ProductListItemSchema),
});

export const ProductDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  sku: z.string(),
  price: z.number(),
  underlinedPrice: z.number().nullable(),
  source: z.string(),
  brand: z.string(),
  description: z.string(),
  tagId: z.string(),
  tags: z.array(TagSchema),
  favoritesTag: z.string(),
  businessId: z.number(),
  productUrl: z.string(),
  weightGrams: z.number(),
  publishCount: z.number(),
  downloadCount: z.number(),
  mallProductDetailBannerList: z.array(ImageRef),
  mallProductDetailImgsList: z.array(ImageRef),
  mallSpecTop: z.record(z.string(), z.string()),
  mallSpecDataList: z.array(
    z
      .object({
        cols1: z.string(),
        cols2: z.string(),
        price: z.number(),
        articleNumber: z.string(),
        kc: z.number(),
        xyPrice: z.number(),
        manageVip1Money: z.number(),
        manageVip2Money: z.number(),
      })
      .catchall(z.union([z.string(), z.number()])),
  ),
});
