import { TaskDataType } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import type { exportTasks } from '../../db/schema/tasks';
import type { Notify } from '../notices';
import { type FailureReason, failureText, taskNoticeText as noticeText } from './texts';

type TaskRow = typeof exportTasks.$inferSelect;

/** Product downloads sit on the second tab of the export records, order exports on the first. */
const recordsLink = (task: TaskRow) =>
  task.dataType === TaskDataType.download ? '/System/exportRecord?active=second' : '/System/exportRecord';

/**
 * The 'export ready' (or failed) message, sent in the transaction that ended the task, so a task that
 * ends once tells its business once.
 */
export async function notifyTaskEnded(tx: Tx, notify: Notify | undefined, task: TaskRow): Promise<void> {
  // A publish to a store tells its state on the publish list, product by product; an order import on its
  // own dialog; an import of a store's products on its store's products.
  if (
    !notify ||
    task.dataType === TaskDataType.publish ||
    task.dataType === TaskDataType.csvImport ||
    task.dataType === TaskDataType.storeProducts
  )
    return;
  const done = task.status === 'done';
  const reason = failureText[(task.error ?? 'buildFailed') as FailureReason] ?? failureText.buildFailed;
  await notify(tx, {
    to: { businessId: task.businessId },
    category: 'system',
    title: done ? noticeText.readyTitle : noticeText.failedTitle,
    content: done
      ? noticeText.readyContent
      : { en: `"{title}": ${reason.en}`, zh: `“{title}”：${reason.zh}` },
    params: { title: task.title },
    link: recordsLink(task),
    eventKey: `export-ended:${task.id}`,
  });
}
