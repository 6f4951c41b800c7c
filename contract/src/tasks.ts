import { z } from 'zod';
import { TASK_BATCH_LIMIT, TASK_PLATFORM_TYPE, TaskDataType } from './constants';
import { RowId } from './ids';
import { ORDER_STATUSES } from './orders';
import { pageOf } from './page';
import { StorePublication } from './stores';

/**
 * Download and publish tasks, export records (spec 000 §2, §7; spec 001 §2, §4, §9). TaskDataType,
 * TASK_PLATFORM_TYPE and TASK_BATCH_LIMIT are in constants.ts: the storefront's buttons need them without zod.
 */

/** Export file types of spec 001 §9. */
export const EXPORT_FILE_TYPES = ['zip', 'xls'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Allowed moves of an export task. running -> running is a task whose lease ran out (its worker died) taken
 * over by another worker; every move is checked against this table in one place (the task store).
 */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  queued: ['running'],
  running: ['done', 'failed', 'running'],
  done: [],
  failed: [],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return TASK_TRANSITIONS[from].includes(to);
}

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/** parentId: one product id or several, comma-separated (the list page's selection). */
const productIds = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(RowId).min(1, { message: 'selectProducts' }).max(TASK_BATCH_LIMIT, { message: 'taskBatchLimit' }),
);

/** Create download or publish task (spec 000 §7). */
export const ProductTaskRequest = z.object({
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(200, { message: 'tooLong' }),
  ),
  platformType: z.preprocess(blank, z.coerce.number().int().default(TASK_PLATFORM_TYPE)),
  platformDataType: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((n) => n === TaskDataType.publish || n === TaskDataType.download, { message: 'taskType' }),
  ),
  invalid: z.preprocess(blank, z.coerce.number().int().min(0).max(0).default(0)),
  parentId: productIds,
  source: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(64, { message: 'tooLong' }),
  ),
});
export type ProductTaskRequest = z.infer<typeof ProductTaskRequest>;

/** Paging of the back-office lists of this feature. */
export const TaskPageQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});

/** ids: one id, or several comma-separated. */
export const IdsRequest = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(RowId).min(1).max(TASK_BATCH_LIMIT),
  ),
});

/** A row of /System/exportRecord. progress: 0-100 while running; reason: why it failed, in the caller's language. */
export const ExportRecord = z.object({
  id: z.number(),
  title: z.string(),
  platformDataType: z.number(),
  status: z.enum(TASK_STATUSES),
  progress: z.number(),
  fileType: z.enum(EXPORT_FILE_TYPES),
  fileSize: z.number().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof ExportRecord>;

export const ExportRecordPage = pageOf(ExportRecord);

export const ExportRecordQuery = TaskPageQuery.extend({
  platformDataType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(3).max(5).optional(),
  ),
});

/**
 * What creating a task answers: the queued task, or for a publish the products now on the list. duplicate:
 * the same request was already queued moments ago and that task is answered.
 */
export const ProductTaskResult = z.object({
  platformDataType: z.number(),
  taskId: z.number().nullable(),
  duplicate: z.boolean(),
  count: z.number(),
});
export type ProductTaskResult = z.infer<typeof ProductTaskResult>;

/** A row of the publish or download list; times: how often this business took it (downloads). */
export const TakenProduct = z.object({
  id: z.number(),
  productId: z.number(),
  title: z.string(),
  sku: z.string(),
  price: z.number(),
  productUrl: z.string(),
  onShelf: z.boolean(),
  publishCount: z.number(),
  downloadCount: z.number(),
  times: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its state in each connected store it was sent to (publish list only; empty elsewhere). */
  stores: z.array(StorePublication),
  /**
   * Its variants with the SKU each carries in a store it was published to (publish list only; empty
   * elsewhere): what an order line's binding accepts.
   */
  variants: z.array(z.object({ variantId: z.number(), options: z.array(z.string()), sku: z.string() })),
});
export type TakenProduct = z.infer<typeof TakenProduct>;

export const TakenProductPage = pageOf(TakenProduct);

export const TakenRemoved = z.object({ removed: z.number() });
export type TakenRemoved = z.infer<typeof TakenRemoved>;

/** Queue the caller's order list, of one status or all, as a spreadsheet. */
export const OrderExportRequest = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_STATUSES).optional()),
});

export const OrderExportQueued = z.object({ taskId: z.number(), duplicate: z.boolean() });
export type OrderExportQueued = z.infer<typeof OrderExportQueued>;

/**
 * A finished export's file as a short-lived signed link straight from object storage, or `url: null` where
 * the files are on the server's disk (then GET /exportRecord/download streams it).
 */
export const ExportDownloadLink = z.object({ url: z.string().nullable(), expiresInSeconds: z.number() });
export type ExportDownloadLink = z.infer<typeof ExportDownloadLink>;

/** Import formats of the publish list's CSV files. */
export const STORE_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

/** The publish list as a store's import file: which store. */
export const PublishedCsvQuery = z.object({ platform: z.enum(STORE_PLATFORMS) });
