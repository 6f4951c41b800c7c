import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FileStorage } from '../../adapters/storage';
import { DrainLoop } from '../drain-loop';
import { TaskFailure, type TaskHandler } from './handlers';
import type { TaskRow, TaskStore } from './task-store';

/** Called once a task ended, done or failed, after its transaction (its message is sent inside it). */
export type TaskFinished = (task: TaskRow) => Promise<void>;

export interface WorkerOptions {
  leaseMs: number;
  onTaskFinished?: TaskFinished;
  log?: { error(obj: object, msg: string): void };
}

/** Thrown inside a build when the lease went to another worker: this one stops without writing. */
class LeaseLost extends Error {}

/**
 * Runs export tasks: claims one (any number of workers in any number of processes may run), builds its
 * file while renewing the lease with each progress report, writes it whole as a private file (a file
 * becomes visible only once complete, and its key carries the attempt, so a crashed attempt can never be
 * offered), then marks the task done in one transaction with what goes with it.
 */
export class TaskWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop = new DrainLoop();

  constructor(
    private readonly store: TaskStore,
    private readonly storage: FileStorage,
    private readonly handlers: Record<number, TaskHandler>,
    private readonly options: WorkerOptions,
  ) {}

  /** Claims and runs one task; false when there was none to claim. */
  async runOnce(): Promise<boolean> {
    const { claimed, givenUp } = await this.store.claim(this.id, this.options.leaseMs);
    for (const task of givenUp) await this.finished(task);
    if (!claimed) return false;
    await this.run(claimed);
    return true;
  }

  /** Runs tasks until none is left. Calls made while it runs make it look once more, never twice at once. */
  drain(): Promise<void> {
    return this.loop.drain(() => this.runOnce());
  }

  /** Resolves when the current run ends (at once when idle); for a clean stop. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  private async run(task: TaskRow): Promise<void> {
    const handler = this.handlers[task.dataType];
    if (!handler) {
      await this.end(await this.store.fail(task, 'buildFailed'));
      return;
    }
    const report = async (percent: number) => {
      if (!(await this.store.progress(task, percent, this.options.leaseMs))) throw new LeaseLost();
    };
    if ('perform' in handler) {
      try {
        await handler.perform(task, report);
        await this.end(await this.store.complete(task, null));
      } catch (error) {
        if (error instanceof LeaseLost) return;
        this.options.log?.error({ err: error, taskId: task.id }, 'task failed');
        await this.end(await this.store.fail(task, 'buildFailed'));
      }
      return;
    }
    const key = `exports/${task.businessId}/${task.id}-${task.attempts}.${handler.extension}`;
    try {
      const stream = await handler.build(task, report);
      const { size } = await this.storage.put(key, stream, {
        contentType: handler.contentType,
        visibility: 'private',
      });
      const done = await this.store.complete(task, { key, size }, (tx) =>
        handler.afterDone ? handler.afterDone(tx, task) : Promise.resolve(),
      );
      if (!done) await this.storage.remove(key, 'private');
      await this.end(done);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (!(error instanceof TaskFailure))
        this.options.log?.error({ err: error, taskId: task.id }, 'export task failed');
      await this.end(
        await this.store.fail(task, error instanceof TaskFailure ? error.reason : 'buildFailed'),
      );
    }
  }

  private async end(task: TaskRow | null): Promise<void> {
    if (task) await this.finished(task);
  }

  private async finished(task: TaskRow): Promise<void> {
    try {
      await this.options.onTaskFinished?.(task);
    } catch (error) {
      this.options.log?.error({ err: error, taskId: task.id }, 'task finished hook failed');
    }
  }
}
