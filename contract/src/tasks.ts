import { z } from 'zod';
import { RowId } from './ids';

/**
 * Download and publish tasks, export records (spec 000 §2, §7; spec 001 §2, §4, §9).
 * platformDataType: 3 publish, 4 download (the spec's); 5 an order-list export (ours).
 */
export const TaskDataType = { publish: 3, download: 4, orderExport: 5 } as const;
export type TaskDataType = (typeof TaskDataType)[keyof typeof TaskDataType];

/** The platform products are taken to; 2 is the only one the spec sends. */
export const TASK_PLATFORM_TYPE = 2;

/** At most this many products in one download or publish request (two list pages of 50). */
export const TASK_BATCH_LIMIT = 100;

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

/** A row of /System/exportRecord. */
export interface ExportRecord {
  id: number;
  title: string;
  platformDataType: TaskDataType;
  status: TaskStatus;
  /** 0-100 while running. */
  progress: number;
  fileType: ExportFileType;
  fileSize: number | null;
  /** Why it failed, in the caller's language; '' otherwise. */
  reason: string;
  createdAt: string;
  finishedAt: string | null;
}

/** What creating a task answers: the queued task, or for a publish the products now on the list. */
export interface ProductTaskResult {
  platformDataType: TaskDataType;
  taskId: number | null;
  /** True when the same request was already queued moments ago and that task is answered. */
  duplicate: boolean;
  count: number;
}

/** A row of the publish or download list. */
export interface TakenProduct {
  id: number;
  productId: number;
  title: string;
  sku: string;
  price: number;
  productUrl: string;
  onShelf: boolean;
  publishCount: number;
  downloadCount: number;
  /** How often this business took it (downloads); first and latest time. */
  times: number;
  createdAt: string;
  updatedAt: string;
}

/** Import formats of the publish list's CSV files. */
export const STORE_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];
