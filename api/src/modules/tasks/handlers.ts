import { PassThrough, type Readable } from 'node:stream';
import { type Language, type OrderStatus, TaskDataType } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import type { PackageProduct } from '../catalog/package-products';
import type { OrderService } from '../orders/order-service';
import { orderSheet } from './order-sheet';
import type { PackageBuilder } from './package/builder';
import { writeWorkbook } from './sheets';
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

/** How one kind of task becomes a file. */
export interface TaskHandler {
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
}

const productIdsOf = (task: TaskRow) => (task.payload.productIds as number[] | undefined) ?? [];
const langOf = (task: TaskRow): Language => (task.payload.lang === 'zh' ? 'zh' : 'en');

export function taskHandlers(deps: HandlerDeps): Record<number, TaskHandler> {
  return {
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
}
