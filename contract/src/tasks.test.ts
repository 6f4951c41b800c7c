import { describe, expect, it } from 'vitest';
import { TASK_BATCH_LIMIT } from './constants';
import { canMoveTask, ProductTaskRequest } from './tasks';

describe('download and publish tasks', () => {
  it('read parentId as one id or a comma-separated batch, within the limit', () => {
    expect(ProductTaskRequest.parse({ platformDataType: '4', parentId: '3, 5,8' }).parentId).toEqual([
      3, 5, 8,
    ]);
    expect(ProductTaskRequest.parse({ platformDataType: '3', parentId: '7' })).toMatchObject({
      platformType: 2,
      invalid: 0,
      title: '',
      source: '',
    });
    const empty = ProductTaskRequest.safeParse({ platformDataType: '4', parentId: '' });
    expect(empty.error?.issues[0]?.message).toBe('selectProducts');
    const ids = Array.from({ length: TASK_BATCH_LIMIT + 1 }, (_, i) => i + 1).join(',');
    const tooMany = ProductTaskRequest.safeParse({ platformDataType: '4', parentId: ids });
    expect(tooMany.error?.issues[0]?.message).toBe('taskBatchLimit');
    expect(ProductTaskRequest.safeParse({ platformDataType: '5', parentId: '1' }).success).toBe(false);
  });

  it('move only along the table: a finished task stays finished', () => {
    expect(canMoveTask('queued', 'running')).toBe(true);
    expect(canMoveTask('running', 'done')).toBe(true);
    expect(canMoveTask('running', 'running')).toBe(true); // a lease taken over
    expect(canMoveTask('queued', 'done')).toBe(false);
    expect(canMoveTask('done', 'running')).toBe(false);
    expect(canMoveTask('failed', 'queued')).toBe(false);
  });
});
