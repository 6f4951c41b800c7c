import { createHash } from 'node:crypto';
import {
  canMoveTask,
  type ExportFileType,
  type ExportRecord,
  type Language,
  ResultCode,
  TaskDataType,
  type TaskStatus,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import { LockSpace, lockForTransaction } from '../../db/advisory-locks';
import type { Db, Tx } from '../../db/client';
import { exportTasks } from '../../db/schema/tasks';
import { AppError, notFound } from '../../http/errors';
import { translate } from '../../http/language';
import type { Notify } from '../notices';
import { notifyTaskEnded } from './notices';
import { type FailureReason, failureText, taskText } from './texts';

export type TaskRow = typeof exportTasks.$inferSelect;

/** The same request again within this many seconds answers the task already queued. */
export const DEDUP_SECONDS = 10;
/** Unfinished tasks one business may have at once. */
export const MAX_WAITING_TASKS = 10;
/** A task whose worker died this many times is given up. */
export const MAX_ATTEMPTS = 3;

export interface NewTask {
  businessId: number;
  userId: number | null;
  dataType: TaskDataType;
  title: string;
  payload: Record<string, unknown>;
  fileType: ExportFileType;
  /** What makes two requests the same; the payload when absent. */
  dedupOn?: unknown;
  /** The same request answers the earlier task only while that one still waits (publishing again updates). */
  dedupWhileQueued?: boolean;
}

/** The dedup key: what is exported, not who asked or when. */
export const dedupKeyOf = (dataType: number, what: unknown) =>
  createHash('sha256')
    .update(`${dataType}:${JSON.stringify(what)}`)
    .digest('hex');

/**
 * Export tasks in the database: creating them (with dedup and a cap), the owner's list, and the worker's
 * side (claim with FOR UPDATE SKIP LOCKED, progress that renews the lease, finish). Every state move is
 * checked against TASK_TRANSITIONS here and made with a condition on the current state and attempt, so a
 * worker that lost its lease can no longer write.
 */
export class TaskStore {
  constructor(
    private readonly db: Db,
    /** Sends the 'export ready' or failed message in the transaction that ends a task. */
    private readonly notify?: Notify,
  ) {}

  /**
   * Queues a task, or answers the same one queued moments ago; `duplicate` says which. `alongside` runs in
   * the transaction that creates it (what another module keeps beside a new task), not for a duplicate.
   */
  async create(
    task: NewTask,
    alongside?: (tx: Tx, created: TaskRow) => Promise<void>,
  ): Promise<{ task: TaskRow; duplicate: boolean }> {
    const { dedupOn, dedupWhileQueued, ...values } = task;
    const dedupKey = dedupKeyOf(task.dataType, dedupOn ?? task.payload);
    return this.db.transaction(async (tx) => {
      // Two identical clicks race here: the second waits for the first to commit, then finds its task.
      await lockForTransaction(tx, LockSpace.taskCreate, task.businessId);
      const since = new Date(Date.now() - DEDUP_SECONDS * 1000);
      const [recent] = await tx
        .select()
        .from(exportTasks)
        .where(
          and(
            eq(exportTasks.businessId, task.businessId),
            eq(exportTasks.dedupKey, dedupKey),
            gt(exportTasks.createdAt, since),
          ),
        )
        .orderBy(desc(exportTasks.createdAt))
        .limit(1);
      if (recent && (dedupWhileQueued ? recent.status === 'queued' : recent.status !== 'failed'))
        return { task: recent, duplicate: true };
      const [waiting] = await tx
        .select({ n: count() })
        .from(exportTasks)
        .where(
          and(
            eq(exportTasks.businessId, task.businessId),
            inArray(exportTasks.status, ['queued', 'running']),
          ),
        );
      if (Number(waiting?.n ?? 0) >= MAX_WAITING_TASKS)
        throw new AppError(
          429,
          ResultCode.rateLimited,
          taskText.tooManyWaiting,
          { count: MAX_WAITING_TASKS },
          { 'retry-after': '30' },
        );
      const [created] = await tx
        .insert(exportTasks)
        .values({ ...values, dedupKey })
        .returning();
      if (!created) throw new Error('task not created');
      await alongside?.(tx, created);
      return { task: created, duplicate: false };
    });
  }

  async list(
    businessId: number,
    dataType: number | undefined,
    current: number,
    size: number,
    lang: Language,
  ) {
    const where = and(
      eq(exportTasks.businessId, businessId),
      // Publishes to a store and order imports are not exports: their own pages show them.
      dataType === undefined
        ? notInArray(exportTasks.dataType, [TaskDataType.publish, TaskDataType.csvImport])
        : eq(exportTasks.dataType, dataType),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(exportTasks)
        .where(where)
        .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(exportTasks).where(where),
    ]);
    return { records: rows.map((r) => toRecord(r, lang)), total: Number(total?.n ?? 0), current, size };
  }

  /** One task of this business; another business's answers 404 as if it did not exist. */
  async owned(businessId: number, id: number): Promise<TaskRow> {
    const [row] = await this.db
      .select()
      .from(exportTasks)
      .where(and(eq(exportTasks.id, id), eq(exportTasks.businessId, businessId)));
    if (!row) throw notFound(taskText.taskMissing);
    return row;
  }

  /**
   * Takes the oldest queued task, or a running one whose lease ran out (its worker died), for this worker.
   * Tasks that died too often are failed on the way.
   */
  async claim(worker: string, leaseMs: number): Promise<{ claimed: TaskRow | null; givenUp: TaskRow[] }> {
    return this.db.transaction(async (tx) => {
      const givenUp: TaskRow[] = [];
      for (;;) {
        const now = new Date();
        const [row] = await tx
          .select()
          .from(exportTasks)
          .where(
            // Literals: a prepared statement's generic plan can then use the partial claim index.
            or(
              eq(exportTasks.status, 'queued').inlineParams(),
              and(eq(exportTasks.status, 'running').inlineParams(), lt(exportTasks.leaseUntil, now)),
            ),
          )
          .orderBy(asc(exportTasks.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return { claimed: null, givenUp };
        if (row.attempts >= MAX_ATTEMPTS) {
          const failed = await move(tx, row, 'failed', {
            error: 'interrupted',
            finishedAt: now,
            leaseUntil: null,
          });
          if (failed) {
            await notifyTaskEnded(tx, this.notify, failed);
            givenUp.push(failed);
          }
          continue;
        }
        const claimed = await move(tx, row, 'running', {
          worker,
          attempts: row.attempts + 1,
          progress: 0,
          leaseUntil: new Date(now.getTime() + leaseMs),
          startedAt: row.startedAt ?? now,
        });
        return { claimed, givenUp };
      }
    });
  }

  /** Records progress and renews the lease; false when the task is no longer this worker's. */
  async progress(task: TaskRow, percent: number, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(exportTasks)
      .set({
        progress: Math.max(0, Math.min(99, Math.round(percent))),
        leaseUntil: new Date(Date.now() + leaseMs),
      })
      .where(fenced(task))
      .returning({ id: exportTasks.id });
    return rows.length === 1;
  }

  /**
   * Marks the task done with its file (none for work done elsewhere), and runs `alongside` in the same
   * transaction; null if it was lost.
   */
  async complete(
    task: TaskRow,
    file: { key: string; size: number } | null,
    alongside: (tx: Tx) => Promise<void> = async () => {},
  ): Promise<TaskRow | null> {
    return this.db.transaction(async (tx) => {
      const done = await move(tx, task, 'done', {
        fileKey: file?.key ?? null,
        fileSize: file?.size ?? null,
        progress: 100,
        finishedAt: new Date(),
        leaseUntil: null,
      });
      if (done) {
        await alongside(tx);
        await notifyTaskEnded(tx, this.notify, done);
      }
      return done;
    });
  }

  async fail(task: TaskRow, reason: FailureReason): Promise<TaskRow | null> {
    return this.db.transaction(async (tx) => {
      const failed = await move(tx, task, 'failed', {
        error: reason,
        finishedAt: new Date(),
        leaseUntil: null,
      });
      if (failed) await notifyTaskEnded(tx, this.notify, failed);
      return failed;
    });
  }
}

/** The row as this worker claimed it: still running, same worker, same attempt. */
const fenced = (task: TaskRow) =>
  and(
    eq(exportTasks.id, task.id),
    eq(exportTasks.status, 'running'),
    eq(exportTasks.attempts, task.attempts),
    task.worker === null ? sql`${exportTasks.worker} is null` : eq(exportTasks.worker, task.worker),
  );

/** The one place a task changes state: allowed by TASK_TRANSITIONS and conditional on what the caller saw. */
async function move(
  tx: Tx,
  task: TaskRow,
  to: TaskStatus,
  set: Partial<typeof exportTasks.$inferInsert>,
): Promise<TaskRow | null> {
  if (!canMoveTask(task.status, to))
    throw new Error(`task ${task.id}: ${task.status} -> ${to} is not allowed`);
  const where =
    task.status === 'running'
      ? fenced(task)
      : and(eq(exportTasks.id, task.id), eq(exportTasks.status, task.status));
  const [row] = await tx
    .update(exportTasks)
    .set({ ...set, status: to })
    .where(where)
    .returning();
  return row ?? null;
}

export function toRecord(row: TaskRow, lang: Language): ExportRecord {
  const reason = row.error && row.error in failureText ? failureText[row.error as FailureReason] : null;
  return {
    id: row.id,
    title: row.title,
    platformDataType: row.dataType as TaskDataType,
    status: row.status,
    progress: row.progress,
    fileType: row.fileType,
    fileSize: row.fileSize,
    reason: reason ? translate(reason, lang) : '',
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
