import { PassThrough, type Readable } from 'node:stream';
import { type Language, type OrderStatus, type StorePublication, TaskDataType } from '@dropmall/contract';
import { writeWorkbook } from '../../adapters/xlsx/workbook';
import type { Tx } from '../../db/client';
import type { PackageProduct } from '../catalog/package-products';
import type { OrderService } from '../orders/order-service';
import { orderSheet } from './order-sheet';
import type { PackageBuilder } from './package/builder';
import type { TaskRow } from './task-store';
import type { FailureReason } from './texts';

/** A task that cannot be built for a reason its owner should read. */
export class TaskFailure extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason);
  }
}

/** Reports progress in percent; rejects when the task is no longer this worker's. */
export type Report = (percent: number) => Promise<void>;

/** How one kind of task becomes a file, or (perform) does its work without one. */
export type TaskHandler = FileTaskHandler | WorkTaskHandler;

/** A task whose work is done elsewhere (a publish to a store): nothing to download afterwards. */
export interface WorkTaskHandler {
  perform(task: TaskRow, report: Report): Promise<void>;
}

/** Publishing to connected stores, as the stores module offers it (wired in compose.ts). */
export interface StorePublishing {
  /** Refuses another business's store (404) or a paused one (409); shows the products as waiting. */
  prepare(businessId: number, storeId: number, productIds: number[]): Promise<{ storeName: string }>;
  run(
    businessId: number,
    payload: { storeId: number; productIds: number[]; lang: Language },
    report: Report,
  ): Promise<void>;
  publicationsOf(
    businessId: number,
    productIds: number[],
    lang: Language,
  ): Promise<Map<number, StorePublication[]>>;
}

/** Importing a store's own products, as the stores module offers it (wired in compose.ts). */
export interface StoreProductImporting {
  run(taskId: number, businessId: number, payload: Record<string, unknown>, report: Report): Promise<void>;
}

/** Importing a store's order CSV, as the stores module offers it (wired in compose.ts). */
export interface StoreCsvImporting {
  run(taskId: number, report: Report): Promise<void>;
}

export interface FileTaskHandler {
  extension: string;
  contentType: string;
  /** A stream of the file that fills as it is read; errors destroy it. */
  build(task: TaskRow, report: Report): Promise<Readable>;
  /** Written in the transaction that marks the task done. */
  afterDone?(tx: Tx, task: TaskRow): Promise<void>;
}

export interface HandlerDeps {
  packages: PackageBuilder;
  loadProducts(ids: number[], lang: Language): Promise<PackageProduct[]>;
  recordDownloads(tx: Tx, businessId: number, productIds: number[]): Promise<void>;
  orders: OrderService;
  publishing?: StorePublishing | undefined;
  csvImporting?: StoreCsvImporting | undefined;
  productImporting?: StoreProductImporting | undefined;
}

const productIdsOf = (task: TaskRow) => (task.payload.productIds as number[] | undefined) ?? [];
const langOf = (task: TaskRow): Language => (task.payload.lang === 'zh' ? 'zh' : 'en');

export function taskHandlers(deps: HandlerDeps): Record<number, TaskHandler> {
  const { publishing, csvImporting, productImporting } = deps;
  const handlers: Record<number, TaskHandler> = {
    [TaskDataType.download]: {
      extension: 'zip',
      contentType: 'application/zip',
      async build(task, report) {
        // A product taken off shelf after the request is left out; none left is a failure to explain.
        const products = (await deps.loadProducts(productIdsOf(task), langOf(task))).filter((p) => p.onShelf);
        if (products.length === 0) throw new TaskFailure('productsGone');
        return deps.packages.zip(products, (done, total) => report((done / total) * 95));
      },
      afterDone: (tx, task) => deps.recordDownloads(tx, task.businessId, productIdsOf(task)),
    },
    [TaskDataType.orderExport]: {
      extension: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      async build(task, report) {
        const out = new PassThrough();
        const status = task.payload.status as OrderStatus | undefined;
        writeWorkbook(out, [orderSheet(deps.orders, task.businessId, status, langOf(task), report)]).catch(
          (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
        );
        return out;
      },
    },
  };
  if (publishing)
    handlers[TaskDataType.publish] = {
      perform: (task, report) =>
        publishing.run(
          task.businessId,
          { storeId: Number(task.payload.storeId), productIds: productIdsOf(task), lang: langOf(task) },
          report,
        ),
    };
  if (csvImporting)
    handlers[TaskDataType.csvImport] = { perform: (task, report) => csvImporting.run(task.id, report) };
  if (productImporting)
    handlers[TaskDataType.storeProducts] = {
      perform: (task, report) => productImporting.run(task.id, task.businessId, task.payload, report),
    };
  return handlers;
}
