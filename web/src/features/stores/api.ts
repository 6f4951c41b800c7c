import type {
  AutoPaySave,
  MallVariantPage,
  PriceRule,
  ShopifyInstallRequest,
  ShopifyInstallStart,
  StoreConnectRequest,
  StoreCsvImportQueued,
  StoreCsvImportState,
  StoreHeldPriceList,
  StoreList,
  StoreListedVariantView,
  StoreProductImportState,
  StoreProductPage,
  StoreProductQuery,
  StoreSyncQueued,
  StoreSyncSave,
  StoreVariantMapRequest,
  StoreVariantUnmapRequest,
  StoreView,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The connected-store calls (paths are ours; see docs/decisions.md "Connected stores"). */
export const storeKeys = { all: ['stores'] as const, priceRule: ['stores', 'price-rule'] as const };

export const fetchStores = () => post<StoreList>('/store/list');

/** Quiet too: the Shopify app's install link for a shop (the browser then goes to the shop to approve it). */
export const startShopifyInstall = (input: ShopifyInstallRequest) =>
  post<ShopifyInstallStart>('/store/shopify/install', { ...input }, { quiet: true });

/** Quiet: the connect dialog shows the store's refusal itself, next to the fields. */
export const connectStore = (input: StoreConnectRequest) =>
  post<StoreView>('/store/connect', { ...input }, { quiet: true });

export const renameStore = (id: number, name: string) => post<StoreView>('/store/rename', { id, name });

export const moveStore = (id: number, action: 'pause' | 'resume' | 'disconnect') =>
  post<StoreView>(`/store/${action}`, { id });

export const fetchPriceRule = () => post<PriceRule>('/store/priceRule');

export const savePriceRule = (rule: PriceRule) => post<PriceRule>('/store/priceRule/save', { ...rule });

/** Quiet: the import dialog shows a refused file's reasons (each bad line) itself. Answers the queued task. */
export const importStoreOrders = (id: number, csv: string) =>
  post<StoreCsvImportQueued>('/store/importOrders', { id, csv }, { quiet: true });

/** How far a queued import got; asked in the background while it runs. */
export const fetchImportTask = (taskId: number) =>
  get<StoreCsvImportState>('/store/importTask', { id: taskId }, { background: true });

/** A store's automatic fulfilment payment settings; answers the store. */
export const saveAutoPay = (input: AutoPaySave) => post<StoreView>('/store/autoPay/save', { ...input });

/** A store's own products and their mapping to mall variants (issue 34 item 3). */
export const storeProductKeys = {
  all: ['store-products'] as const,
  list: (q: Partial<StoreProductQuery>) => ['store-products', q] as const,
  picks: (keyword: string, current: number) => ['mall-variants', keyword, current] as const,
};

export const fetchStoreProducts = (q: Partial<StoreProductQuery>) =>
  post<StoreProductPage>('/store/products', { ...q });

export const importStoreProducts = (id: number) =>
  post<StoreProductImportState>('/store/products/import', { id });

export const mapStoreVariant = (input: StoreVariantMapRequest) =>
  post<StoreListedVariantView>('/store/products/map', { ...input });

export const unmapStoreVariant = (input: StoreVariantUnmapRequest) =>
  post<StoreListedVariantView>('/store/products/unmap', { ...input });

/** The search-and-pick dialog's mall variants on sale (mapping, and an order line's binding). */
export const searchMallVariants = (keyword: string, current: number, size = 6) =>
  post<MallVariantPage>('/store/mallVariants', { keyword, current, size });
/** A store's stock and price sync settings; answers the store. */
export const saveSyncSettings = (input: StoreSyncSave) => post<StoreView>('/store/sync/save', { ...input });

/** "Sync now": the store's linked variants (or one product's) sent at once. */
export const syncNow = (id: number, productId?: number) =>
  post<StoreSyncQueued>('/store/sync/now', productId ? { id, productId } : { id });

export const heldPriceKeys = ['stores', 'held-prices'] as const;
export const fetchHeldPrices = () => post<StoreHeldPriceList>('/store/sync/held');
export const decideHeldPrice = (storeId: number, variantId: number, approve: boolean) =>
  post<null>(`/store/sync/${approve ? 'approve' : 'reject'}`, { storeId, variantId });
