import {
  type ExportDownloadLink,
  type ExportRecord,
  type OrderExportQueued,
  type Page,
  type ProductTaskResult,
  type StorePlatform,
  type StorePublishQueued,
  TASK_PLATFORM_TYPE,
  type TakenProduct,
  type TakenRemoved,
  TaskDataType,
} from '@dropmall/contract';
import { download, get, post } from '../../lib/http';

/** Download, publish and export records (spec 000 §7 create task, /product/initzip; spec 001 §4 export). */

export type TakenList = 'publish' | 'download';

export const exportKeys = {
  all: ['exports'] as const,
  records: (dataType: number, current: number) => ['exports', 'records', dataType, current] as const,
  taken: (list: TakenList, current: number) => ['exports', 'taken', list, current] as const,
  takenAll: (list: TakenList) => ['exports', 'taken', list] as const,
};

/** Create download or publish task: one product, or a batch as comma-separated ids in parentId. */
export const saveTask = (type: 3 | 4, ids: number[], title: string, source = '') =>
  post<ProductTaskResult>('/product/saveTask', {
    title,
    platformType: TASK_PLATFORM_TYPE,
    platformDataType: type,
    invalid: 0,
    parentId: ids.join(','),
    source,
  });

/** One product's package, answered as a blob. */
export const initZip = (id: number) => download('/product/initzip', { id });

export const fetchRecords = (platformDataType: number, current: number, size: number) =>
  post<Page<ExportRecord>>('/exportRecord/list', { platformDataType, current, size });

export const fetchExportFile = (id: number) => download('/exportRecord/download', { id }, { method: 'GET' });

/** A signed link to the file in object storage, or url null when the server keeps files on its disk. */
export const fetchExportLink = (id: number) => get<ExportDownloadLink>('/exportRecord/downloadLink', { id });

export const fetchTaken = (list: TakenList, current: number, size: number) =>
  post<Page<TakenProduct>>(`/product/${list}List`, { current, size });

export const removeTaken = (list: TakenList, ids: number[]) =>
  post<TakenRemoved>(`/product/${list}Delete`, { ids: ids.join(',') });

export const fetchPublishedCsv = (platform: StorePlatform) =>
  download('/product/publishCsv', { platform }, { method: 'GET' });

export const exportOrders = (status?: string) =>
  post<OrderExportQueued>('/api/order/exportOrder', { status: status ?? '' });

export { TaskDataType };

/** Publish products to a connected store: queued; the publish list shows each product's state. */
export const publishToStore = (storeId: number, ids: number[]) =>
  post<StorePublishQueued>('/product/publishToStore', { storeId, productIds: ids.join(',') });
