import { createHash, randomUUID } from 'node:crypto';
import { text as readText } from 'node:stream/consumers';
import type { Language, StoreCsvImportQueued, StoreCsvImportState, TaskStatus } from '@dropmall/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import { storeOrderProblem } from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { storeCsvImports } from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/language';
import type { KeepOutcome, StoreOrders } from './orders';
import type { StoreService } from './service';
import { CsvImportProblem, CsvImportRefused, readShopifyOrderCsv } from './shopify-csv';
import { csvImportTexts, storeOrderTexts, storeTexts } from './texts';

/** Reports progress in percent and renews the task's lease; rejects once the task went to another worker. */
export type ImportReport = (percent: number) => Promise<void>;

/** What the import asks of the task queue (the tasks module, wired in compose.ts). */
export interface CsvImportTasks {
  /** Queues the task; `alongside` runs in the transaction that creates it (not for a duplicate). */
  enqueue(
    task: {
      businessId: number;
      userId: number | null;
      title: string;
      payload: Record<string, unknown>;
      dedupOn: unknown;
    },
    alongside: (tx: Tx, taskId: number) => Promise<void>,
  ): Promise<{ taskId: number; duplicate: boolean }>;
  /** The task's state, or null when it is gone. */
  state(businessId: number, taskId: number): Promise<{ status: TaskStatus; progress: number } | null>;
}

/** A refused file lists at most this many problems (then how many more). */
const LISTED_PROBLEMS = 100;
/** Progress (and the lease) is renewed every this many orders. */
const REPORT_EVERY = 20;

type ImportRow = typeof storeCsvImports.$inferSelect;

/**
 * Shopify order-export CSVs imported in the background. The request checks the whole file (a bad one is
 * refused at once, every bad row named, nothing kept), stores it privately and queues a task. The worker
 * writes the orders in file order, each in its own transaction together with the import's position and
 * counts, so a worker that dies between two orders resumes after the last one written, and orders are kept
 * by store + order id, so none is ever twice.
 */
export class StoreCsvImports {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly orders: StoreOrders,
    private readonly storage: FileStorage,
    private readonly tasks: CsvImportTasks,
  ) {}

  async queue(
    caller: { businessId: number; userId: number },
    storeId: number,
    csv: string,
    lang: Language,
  ): Promise<StoreCsvImportQueued> {
    const store = await this.stores.mine(caller.businessId, storeId);
    if (store.state === 'disconnected') throw notFound(storeTexts.notFound);
    if (store.platform !== 'csv') throw conflict(csvImportTexts.notCsvStore, { name: store.name });
    if (store.state !== 'active') throw conflict(storeOrderTexts.notActive, { name: store.name });
    const orders = readOrRefuse(csv);
    const lines = orders.reduce((n, o) => n + o.lines.length, 0);
    const fileKey = `imports/${caller.businessId}/${randomUUID()}.csv`;
    await this.storage.put(fileKey, Buffer.from(csv, 'utf8'), {
      contentType: 'text/csv',
      visibility: 'private',
    });
    try {
      const { taskId, duplicate } = await this.tasks.enqueue(
        {
          ...caller,
          title: translate(csvImportTexts.defaultTitle, lang, { store: store.name }),
          payload: { storeId, lang },
          dedupOn: { storeId, file: createHash('sha256').update(csv).digest('hex') },
        },
        async (tx, taskId) => {
          await tx.insert(storeCsvImports).values({
            taskId,
            businessId: caller.businessId,
            storeId,
            fileKey,
            orders: orders.length,
            lines,
          });
        },
      );
      if (duplicate) await this.removeFile(fileKey);
      return { taskId, orders: orders.length, lines, duplicate };
    } catch (error) {
      await this.removeFile(fileKey);
      throw error;
    }
  }

  /** The worker's side: writes the orders from where the last attempt stopped. */
  async run(taskId: number, report: ImportReport): Promise<void> {
    const [row] = await this.db.select().from(storeCsvImports).where(eq(storeCsvImports.taskId, taskId));
    if (!row) throw new Error(`csv import of task ${taskId} has no record`);
    if (row.position < row.orders) await this.resume(row, report);
    // The file goes once every order is in (an attempt that dies after this finds nothing left to do).
    await this.removeFile(row.fileKey);
  }

  private async resume(row: ImportRow, report: ImportReport): Promise<void> {
    const store = await this.stores.mine(row.businessId, row.storeId);
    const orders = readShopifyOrderCsv(await readText(await this.storage.open(row.fileKey, 'private')));
    for (let at = row.position; at < orders.length; at++) {
      const order = orders[at];
      if (!order) break;
      try {
        await this.orders.keepOne(store, order, async (tx, outcome) => {
          if (!(await advance(tx, row.id, at, outcome))) throw new Overtaken();
        });
      } catch (error) {
        if (!(error instanceof Overtaken)) throw error;
        // Another attempt got past this order first (its write is rolled back): this one lost the task,
        // which the report says by rejecting.
        await report((at / orders.length) * 100);
        throw new Error(`csv import of task ${row.taskId} was overtaken at order ${at}`);
      }
      if ((at + 1) % REPORT_EVERY === 0) await report(((at + 1) / orders.length) * 100);
    }
  }

  /** `/store/importTask`: how far one of the business's imports got. */
  async state(businessId: number, taskId: number, lang: Language): Promise<StoreCsvImportState> {
    const [row] = await this.db
      .select()
      .from(storeCsvImports)
      .where(and(eq(storeCsvImports.taskId, taskId), eq(storeCsvImports.businessId, businessId)));
    if (!row) throw notFound(csvImportTexts.importMissing);
    const task = (await this.tasks.state(businessId, taskId)) ?? { status: 'failed' as const, progress: 0 };
    return {
      taskId,
      storeId: row.storeId,
      status: task.status,
      progress: task.status === 'done' ? 100 : Math.round((row.position / row.orders) * 100),
      orders: row.orders,
      lines: row.lines,
      done: row.position,
      imported: row.imported,
      updated: row.updated,
      skipped: row.skipped,
      reason:
        task.status === 'failed'
          ? translate(csvImportTexts.stopped, lang, { done: row.position, orders: row.orders })
          : '',
    };
  }

  private removeFile(key: string): Promise<void> {
    return this.storage.remove(key, 'private').catch(() => undefined);
  }
}

class Overtaken extends Error {}

/** Moves the import past order `at`, counting what was done; false when another attempt already had. */
async function advance(tx: Tx, id: number, at: number, outcome: KeepOutcome): Promise<boolean> {
  const counted =
    outcome === 'new'
      ? { imported: sql`${storeCsvImports.imported} + 1` }
      : outcome === 'updated'
        ? { updated: sql`${storeCsvImports.updated} + 1` }
        : { skipped: sql`${storeCsvImports.skipped} + 1` };
  const moved = await tx
    .update(storeCsvImports)
    .set({ position: at + 1, ...counted })
    .where(and(eq(storeCsvImports.id, id), eq(storeCsvImports.position, at)))
    .returning({ id: storeCsvImports.id });
  return moved.length === 1;
}

/**
 * The file's orders, or a 400 naming every bad row (in both languages) when any is bad, and every order the
 * database would not keep as it is (`storeOrderProblem`): a file is imported whole or not at all.
 */
function readOrRefuse(csv: string) {
  try {
    const orders = readShopifyOrderCsv(csv);
    const refused = orders.filter((o) => storeOrderProblem(o) !== null);
    if (refused.length > 0)
      throw new CsvImportRefused(
        refused.map((o) => new CsvImportProblem('orderRefused', { order: o.number })),
      );
    return orders;
  } catch (error) {
    if (!(error instanceof CsvImportRefused)) throw error;
    const { problems } = error;
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const say = (lang: Language) =>
      [
        ...(problems.length > 1 ? [translate(csvImportTexts.refused, lang, { count: problems.length })] : []),
        ...listed.map((p) => translate(csvImportTexts[p.key], lang, p.params)),
        ...(problems.length > listed.length
          ? [translate(csvImportTexts.moreProblems, lang, { count: problems.length - listed.length })]
          : []),
      ].join('\n');
    throw badRequest({ en: say('en'), zh: say('zh') });
  }
}
