import { TaskDataType } from '@dropmall/contract';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import { type Config, publicUrl } from '../../config';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog-service';
import type { Notify } from '../notices';
import type { OrderService } from '../orders/order-service';
import { exportRoutes } from './export-routes';
import {
  type StoreCsvImporting,
  type StoreProductImporting,
  type StorePublishing,
  taskHandlers,
} from './handlers';
import { takenListRoutes } from './list-routes';
import { PackageBuilder } from './package/builder';
import { productTaskRoutes } from './product-routes';
import { ProductTaskService } from './product-task-service';
import { PublishedCsv } from './published-csv';
import { TakenProductsService } from './taken-service';
import { TaskStore } from './task-store';
import { type TaskFinished, TaskWorker } from './worker';

export type { StoreCsvImporting, StoreProductImporting, StorePublishing } from './handlers';
export type { NewTask, TaskRow } from './task-store';
export type { TaskFinished } from './worker';

export interface TasksDeps {
  db: Db;
  config: Config;
  storage: FileStorage;
  catalog: CatalogService;
  orders: OrderService;
  /** Sends the 'export ready' (or failed) message when a task ends. */
  notify?: Notify;
  /** Called after a task ended, done or failed (outside its transaction). */
  onTaskFinished?: TaskFinished | undefined;
  /** Publishing to connected stores (the stores module), for publishes that name a store. */
  publishing?: StorePublishing | undefined;
  /** Order-CSV imports (the stores module), run as tasks of their own kind. */
  csvImporting?: StoreCsvImporting | undefined;
  /** Imports of a store's own products (the stores module), run as tasks of their own kind. */
  productImporting?: StoreProductImporting | undefined;
}

/**
 * Download, publish and export records, wired together. `registerApi` mounts the /v1 calls; `startWorker`
 * runs the export worker every TASK_WORKER_SECONDS (and at once when a task is queued) while the app runs.
 */
export function createTasks({
  db,
  config,
  storage,
  catalog,
  orders,
  notify,
  onTaskFinished,
  publishing,
  csvImporting,
  productImporting,
}: TasksDeps) {
  const store = new TaskStore(db, notify);
  const taken = new TakenProductsService(db);
  const packages = new PackageBuilder(storage, publicUrl(config));
  let log: WorkerLog | undefined;
  const worker = new TaskWorker(
    store,
    storage,
    taskHandlers({
      packages,
      loadProducts: (ids, lang) => catalog.packageProducts(ids, lang),
      recordDownloads: (tx, businessId, ids) => taken.record(tx, businessId, ids, TaskDataType.download),
      orders,
      publishing,
      csvImporting,
      productImporting,
    }),
    {
      leaseMs: config.TASK_LEASE_SECONDS * 1000,
      onTaskFinished,
      log: { error: (obj, msg) => log?.error(obj, msg) },
    },
  );
  let workerOn = false;
  const kick = () => {
    if (workerOn)
      void worker.drain().catch((error: unknown) => log?.error({ err: error }, 'export worker failed'));
  };
  const productTasks = new ProductTaskService(db, catalog, taken, store, packages, kick, publishing);
  const csv = new PublishedCsv(taken, catalog, packages);

  /** Queues a task of another module (an order import), with what it keeps beside it, and wakes the worker. */
  const enqueue: TaskStore['create'] = async (task, alongside) => {
    const queued = await store.create(task, alongside);
    if (!queued.duplicate) kick();
    return queued;
  };

  return {
    services: { store, taken, packages, worker, productTasks, csv, enqueue },
    async registerApi(api: FastifyInstance) {
      await api.register(productTaskRoutes, { tasks: productTasks });
      await api.register(takenListRoutes, { taken, csv, publishing });
      await api.register(exportRoutes, { store, storage, tasks: productTasks });
    },
    startWorker(app: FastifyInstance) {
      log = app.log;
      if (config.TASK_WORKER_SECONDS <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        workerOn = true;
        kick(); // tasks left by a stopped or crashed process are taken up at once
        timer = setInterval(kick, config.TASK_WORKER_SECONDS * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        workerOn = false;
        clearInterval(timer);
        // Let a task being written finish before the database closes; a long one is left to its lease.
        await Promise.race([
          worker.idle(),
          new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
        ]);
      });
    },
  };
}

type WorkerLog = { error(obj: object, msg: string): void };

/** How long a stopping server waits for the export being written. */
const STOP_WAIT_MS = 5_000;
