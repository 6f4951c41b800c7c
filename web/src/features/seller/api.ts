import type { Page, ProductSubmissionInput, ReviewState, SellerProductRow } from '@dropmall/contract';
import { get, post, postJson } from '../../lib/http';

/** The seller product calls (spec 001 §7 /product/*) and the operators' review calls (our paths). */

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}
export interface Named {
  id: number;
  name: string;
}
export interface Titled {
  id: number;
  title: string;
}

export interface StoredImage {
  id: number | '';
  imgUrl: string;
  invalid: number;
  sort: number;
}

/** A product as GET /product/get answers it: the submission's fields plus its review. */
export interface StoredProduct {
  id: number;
  businessName: string;
  sku: string;
  title: string;
  shortTitle: string;
  pp: string;
  keywords: string;
  intro: string;
  description: string;
  categoryId: number | null;
  category2Id: number | null;
  category3Id: number | null;
  productType: number | null;
  tagId: string;
  serveId: string;
  storyId: number | null;
  underlinedPrice: string;
  price: string;
  xgNum: string;
  status: number;
  reviewState: ReviewState;
  rejectReason: string;
  productUrl: string;
  videoUrl: string;
  videoPicUrl: string;
  mallProductDetailBannerList: StoredImage[];
  mallProductDetailImgsList: StoredImage[];
  mallSpecTop: Record<string, string>;
  mallSpecDataList: Record<string, string | number>[];
}

export const sellerKeys = {
  lists: ['seller', 'lists'] as const,
  product: (id: number) => ['seller', 'product', id] as const,
  products: (query: object) => ['seller', 'products', query] as const,
  productsAll: ['seller', 'products'] as const,
  review: (query: object) => ['seller', 'review', query] as const,
  reviewAll: ['seller', 'review'] as const,
  reviewProduct: (id: number) => ['seller', 'reviewProduct', id] as const,
};

/** Everything AddProduct picks from, fetched together. */
export async function sellerLists() {
  const [tags, categories, types, services, stories] = await Promise.all([
    get<Titled[]>('/product/getProductTags'),
    get<CategoryNode[]>('/product/category'),
    get<Named[]>('/product/getProductTypes'),
    get<Titled[]>('/product/getProductServe'),
    get<Titled[]>('/product/getProductStorys'),
  ]);
  return { tags, categories, types, services, stories };
}
export type SellerLists = Awaited<ReturnType<typeof sellerLists>>;

export const saveProduct = (body: ProductSubmissionInput) =>
  postJson<{ id: number }>('/product/save', body as never, { quiet: true });
export const ownProduct = (id: number) => get<StoredProduct>('/product/get', { id });

export interface ProductListQuery {
  current: number;
  size: number;
  title?: string;
  status?: number;
  reviewState?: ReviewState;
}
export const listOwnProducts = (query: ProductListQuery) =>
  get<Page<SellerProductRow>>('/product/list', { ...query });
export const shelf = (id: number, move: 'offShelf' | 'onShelf') => post(`/product/${move}`, { id });

export const reviewQueue = (query: {
  current: number;
  size: number;
  reviewState: ReviewState;
  title?: string;
}) => post<Page<SellerProductRow>>('/productReview/list', { ...query });
export const reviewProduct = (id: number) => get<StoredProduct>('/productReview/get', { id });
export const decide = (id: number, decision: 'approve' | 'reject', reason = '') =>
  post('/productReview/review', { id, decision, reason });
