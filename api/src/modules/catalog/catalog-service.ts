import {
  HOME_TAG_COUNT,
  type Language,
  type Page,
  type ProductDetail,
  type ProductListItem,
  type ProductSearchQuery,
  VARIANT_COLUMNS,
  type VariantRow,
} from '@dropmall/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  banners,
  categories,
  hotSearchKeys,
  PRODUCT_STATUS,
  productImages,
  products,
  productTags,
  productVariants,
  recommendations,
  tags,
} from '../../db/schema/catalog';
import { notFound } from '../../http/errors';
import type { FavouriteFlags } from './favourite-flags';
import { loadPackageProducts, type PackageProduct } from './package-products';
import { listColumns, localName, toCentimetres, toListItems, toMoney } from './product-lists';
import { type PartCounts, type SharedParts, searchCards, searchProducts } from './product-search';

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** Products a tag module shows on the home page. */
const TAG_MODULE_SIZE = 10;

/** What the storefront reads: categories, tags, banners, recommendations, searches and product pages. */
export class CatalogService {
  constructor(
    private readonly db: Db,
    /** The favourites module's flags (given by compose.ts). */
    private readonly favourites: FavouriteFlags,
    /** The generic-plan handle (`Database.plannedOnce`) for the searches it fits. */
    private readonly plannedOnce: Db = db,
  ) {}

  async tags(lang: Language) {
    const rows = await this.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id));
    return rows.map((t) => ({ id: t.id, title: lang === 'zh' ? t.titleZh : t.titleEn }));
  }

  async categoryTree(lang: Language): Promise<CategoryNode[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    const children = new Map<number | null, typeof rows>();
    for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    const build = (parentId: number | null): CategoryNode[] =>
      (children.get(parentId) ?? []).map((c) => ({
        id: c.id,
        name: localName(c, lang),
        children: build(c.id),
      }));
    return build(null);
  }

  async banners() {
    const rows = await this.db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map((b) => ({
      id: b.id,
      imgUrl: b.imgUrl,
      parameterJump: b.productId ? String(b.productId) : '',
    }));
  }

  /** getWntj: the recommended list, on-shelf products only. */
  async recommended() {
    const rows = await this.db
      .select({
        productId: products.id,
        title: products.title,
        imgUrl: products.productUrl,
        price: products.price,
      })
      .from(recommendations)
      .innerJoin(products, eq(products.id, recommendations.productId))
      .where(eq(products.status, PRODUCT_STATUS.onShelf))
      .orderBy(asc(recommendations.sort), asc(recommendations.id));
    return rows.map((r) => ({ ...r, price: toMoney(r.price) }));
  }

  async hotSearch() {
    const rows = await this.db
      .select()
      .from(hotSearchKeys)
      .orderBy(asc(hotSearchKeys.sort), asc(hotSearchKeys.id));
    return { list: rows.map((r) => ({ id: r.id, keyword: r.keyword })) };
  }

  /** One module per tag: the given tag, or the first six tags when none is given (the home page). */
  async tagModules(lang: Language, viewerBusinessId: number | null, tagId?: number) {
    const allTags = await this.tags(lang);
    const chosen = tagId ? allTags.filter((t) => t.id === tagId) : allTags.slice(0, HOME_TAG_COUNT);
    if (tagId && chosen.length === 0) throw notFound();
    return Promise.all(
      chosen.map(async (tag) => {
        const rows = await this.db
          .select(listColumns)
          .from(productTags)
          .innerJoin(products, eq(products.id, productTags.productId))
          .where(and(eq(productTags.tagId, tag.id), eq(products.status, PRODUCT_STATUS.onShelf)))
          .orderBy(desc(products.sortWeight), desc(products.id))
          .limit(TAG_MODULE_SIZE);
        return {
          tagId: tag.id,
          tagTitle: tag.title,
          products: await toListItems(this.db, rows, viewerBusinessId, this.favourites),
        };
      }),
    );
  }

  /** The anonymous page with its records as JSON (`searchCards`): what the list route sends as it is. */
  searchCards(query: ProductSearchQuery, shared?: SharedParts | null, counts?: PartCounts) {
    return searchCards({ db: this.db, plannedOnce: this.plannedOnce }, query, shared, counts);
  }

  /** `shared`: the catalogue cache's shared parts (cards, totals) when it is on; `counts` tells what it had. */
  search(
    query: ProductSearchQuery,
    viewerBusinessId: number | null,
    shared?: SharedParts | null,
    counts?: PartCounts,
  ): Promise<Page<ProductListItem>> {
    return searchProducts(
      { db: this.db, plannedOnce: this.plannedOnce },
      query,
      viewerBusinessId,
      this.favourites,
      shared,
      counts,
    );
  }

  /** The product page. Off-shelf products are not public: they answer 404 like unknown ids. */
  async detail(id: number, lang: Language, viewerBusinessId: number | null): Promise<ProductDetail> {
    const [product] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.status, PRODUCT_STATUS.onShelf)));
    if (!product) throw notFound('productNotFound');
    const [images, variants, tagRows, favourite] = await Promise.all([
      this.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, id), eq(productImages.invalid, 0)))
        .orderBy(asc(productImages.sort), asc(productImages.id)),
      this.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, id), eq(productVariants.invalid, 0)))
        .orderBy(asc(productVariants.sort), asc(productVariants.id)),
      this.db
        .select({ id: tags.id, titleEn: tags.titleEn, titleZh: tags.titleZh })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .where(eq(productTags.productId, id))
        .orderBy(asc(tags.sort)),
      viewerBusinessId === null
        ? new Map<number, number>()
        : this.favourites(this.db, viewerBusinessId, [id]),
    ]);
    const rows: VariantRow[] = variants.map((v) => {
      const row: VariantRow = {
        cols1: String(v.id),
        cols2: v.image,
        price: toMoney(v.price),
        articleNumber: v.articleNumber,
        kc: v.stock,
        // The seller's purchase price and member prices are the seller's business, not the public's: the
        // spec's fields stay, empty (the seller reads them in its own product form).
        xyPrice: null,
        manageVip1Money: null,
        manageVip2Money: null,
      };
      v.options.forEach((value, i) => {
        const column = VARIANT_COLUMNS[i];
        if (column) row[column] = value;
      });
      return row;
    });
    return {
      id: product.id,
      title: product.title,
      sku: product.sku,
      price: toMoney(product.price),
      underlinedPrice: product.underlinedPrice === null ? null : toMoney(product.underlinedPrice),
      source: product.source,
      brand: product.brand,
      description: product.description,
      tagId: tagRows.map((t) => t.id).join(','),
      tags: tagRows.map((t) => ({ id: t.id, title: lang === 'zh' ? t.titleZh : t.titleEn })),
      favoritesTag: String(favourite.get(id) ?? ''),
      businessId: product.businessId,
      productUrl: product.productUrl,
      weightGrams: product.weightGrams,
      lengthCm: toCentimetres(product.lengthCm),
      widthCm: toCentimetres(product.widthCm),
      heightCm: toCentimetres(product.heightCm),
      sendDays: product.sendDays,
      publishCount: product.publishCount,
      downloadCount: product.downloadCount,
      mallProductDetailBannerList: images.filter((i) => i.kind === 'banner').map((i) => ({ imgUrl: i.url })),
      mallProductDetailImgsList: images.filter((i) => i.kind === 'detail').map((i) => ({ imgUrl: i.url })),
      mallSpecTop: product.specTop,
      mallSpecDataList: rows,
    };
  }

  /**
   * The live mall variant a store's SKU names (store order lines): `<product sku>-<variant id>` as the
   * publisher writes it, else a variant's article number, else a product's SKU when it has one variant. Null
   * when none or several match.
   */
  async variantBySku(sku: string): Promise<number | null> {
    const onSale = eq(products.status, PRODUCT_STATUS.onShelf);
    const live = eq(productVariants.invalid, 0);
    const published = /^(.+)-(\d{1,15})$/.exec(sku);
    if (published?.[1] && published[2]) {
      const [row] = await this.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(eq(productVariants.id, Number(published[2])), eq(products.sku, published[1]), onSale, live),
        );
      if (row) return row.id;
    }
    const byArticle = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.articleNumber, sku), onSale, live))
      .limit(2);
    if (byArticle.length === 1 && byArticle[0]) return byArticle[0].id;
    if (byArticle.length > 1) return null;
    const byProduct = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.sku, sku), onSale, live))
      .limit(2);
    return byProduct.length === 1 && byProduct[0] ? byProduct[0].id : null;
  }

  /** Products with everything a download package holds, in the order asked (unknown ids left out). */
  packageProducts(ids: number[], lang: Language): Promise<PackageProduct[]> {
    return loadPackageProducts(this.db, ids, lang);
  }

  /** A business's favourite record ids among these products (the flags lists and pages show). */
  favouriteFlags(businessId: number, productIds: number[]): Promise<Map<number, number>> {
    return this.favourites(this.db, businessId, productIds);
  }

  /** Whether these products exist and are on shelf; used by favourites. */
  async onShelfIds(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.status, PRODUCT_STATUS.onShelf)));
    return new Set(rows.map((r) => r.id));
  }
}
