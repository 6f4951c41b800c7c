import type {
  CategoryNode,
  NamedEntry,
  Page,
  ProductSaved,
  ProductSubmissionInput,
  ReviewQueueQuery,
  SellerProductListQuery,
  SellerProductRow,
  StoredImage,
  StoredProduct,
  StoryEntry,
  TitledEntry,
} from '@dropmall/contract';
import { get, post, postJson } from '../../lib/http';

/** The seller product calls (spec 001 §7 /product/*) and the operators' review calls (our paths). */

export type { CategoryNode, NamedEntry as Named, StoredImage, StoredProduct, TitledEntry as Titled };

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
    get<TitledEntry[]>('/product/getProductTags'),
    get<CategoryNode[]>('/product/category'),
    get<NamedEntry[]>('/product/getProductTypes'),
    get<TitledEntry[]>('/product/getProductServe'),
    get<StoryEntry[]>('/product/getProductStorys'),
  ]);
  return { tags, categories, types, services, stories };
}
export type SellerLists = Awaited<ReturnType<typeof sellerLists>>;

export const saveProduct = (body: ProductSubmissionInput) =>
  postJson<ProductSaved>('/product/save', body as never, { quiet: true });
export const ownProduct = (id: number) => get<StoredProduct>('/product/get', { id });

export type ProductListQuery = SellerProductListQuery;
export const listOwnProducts = (query: ProductListQuery) =>
  get<Page<SellerProductRow>>('/product/list', { ...query });
export const shelf = (id: number, move: 'offShelf' | 'onShelf') => post(`/product/${move}`, { id });

export const reviewQueue = (query: ReviewQueueQuery) =>
  post<Page<SellerProductRow>>('/productReview/list', { ...query });
export const reviewProduct = (id: number) => get<StoredProduct>('/productReview/get', { id });
export const decide = (id: number, decision: 'approve' | 'reject', reason = '') =>
  post('/productReview/review', { id, decision, reason });
