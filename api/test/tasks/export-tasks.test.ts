import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTasks, PRODUCT_STATUS, products } from '../../src/db/schema';
import type { TaskRow } from '../../src/modules/tasks';
import { MAX_ATTEMPTS } from '../../src/modules/tasks/task-store';
import { list as messagesOf } from '../messages/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { openZip, tasksOf } from '../support/tasks';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, PRODUCT_STATUS.onShelf))
    .orderBy(products.id)
    .limit(3);
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const download = (token: string, parentId: string, lang: 'en' | 'zh' = 'en') =>
  post(
    t.app,
    '/v1/product/saveTask',
    { title: '', platformType: 2, platformDataType: 4, invalid: 0, parentId, source: 'dropmall' },
    { token, lang },
  );
const records = async (token: string) =>
  (await post(t.app, '/v1/exportRecord/list', {}, { token })).json().model.records as {
    id: number;
    status: string;
    progress: number;
    fileType: string;
    reason: string;
    title: string;
    platformDataType: number;
  }[];
const fetchFile = (token: string, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/exportRecord/download?id=${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
const counts = async (id: number) => {
  const [row] = await t.database.db
    .select({ d: products.downloadCount, p: products.publishCount })
    .from(products)
    .where(eq(products.id, id));
  return row ?? { d: -1, p: -1 };
};

describe('a batch download', () => {
  it('is queued as an export task, built by the worker, and downloadable by its business only', async () => {
    const buyer = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    const before = await Promise.all(ids.map(counts));
    const res = await download(buyer.token, ids.join(','));
    expect(res.statusCode).toBe(200);
    const { taskId, duplicate, count } = res.json().model;
    expect({ duplicate, count }).toEqual({ duplicate: false, count: 3 });

    const [queued] = await records(buyer.token);
    expect(queued).toMatchObject({ id: taskId, status: 'queued', fileType: 'zip', platformDataType: 4 });
    expect(queued?.title).toBe('Product download (3)');
    // Not ready yet: 409, not a half file.
    expect((await fetchFile(buyer.token, taskId)).statusCode).toBe(409);

    const finished: TaskRow[] = [];
    await tasksOf(t, async (task) => {
      finished.push(task);
    }).worker.drain();
    expect(finished.map((f) => [f.id, f.status])).toEqual([[taskId, 'done']]);

    const [done] = await records(buyer.token);
    expect(done).toMatchObject({ id: taskId, status: 'done', progress: 100 });
    const file = await fetchFile(buyer.token, taskId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await openZip(file.rawPayload);
    expect(zip.names).toEqual(
      expect.arrayContaining(['products.xlsx', 'shopify-products.csv', 'woocommerce-products.csv']),
    );
    expect(new Set(zip.names.filter((n) => n.includes('/')).map((n) => n.split('/')[0])).size).toBe(3);

    // Another business: as if it did not exist; a visitor: log in first.
    expect((await fetchFile(other.token, taskId)).statusCode).toBe(404);
    expect(await records(other.token)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/exportRecord/download?id=${taskId}` })).statusCode,
    ).toBe(401);
    // The private file is not served under /uploads.
    const [row] = await t.database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
    expect(row?.fileKey).toMatch(/^exports\//);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row?.fileKey}` })).statusCode).not.toBe(200);

    // The downloads are counted once the file exists, and listed.
    const after = await Promise.all(ids.map(counts));
    expect(after.map((a) => a.d)).toEqual(before.map((b) => b.d + 1));
    const list = await post(t.app, '/v1/product/downloadList', {}, { token: buyer.token });
    expect(list.json().model.total).toBe(3);

    // The business is told once that its file is ready, with a link to the tab that holds it.
    await tasksOf(t).worker.drain();
    const told = await messagesOf(t.app, buyer.token, '', 'zh');
    expect(told.records.map((m) => [m.title, m.link])).toEqual([
      ['导出文件已生成', '/System/exportRecord?active=second'],
    ]);
    expect(told.records[0]?.content).toBe('“Product download (3)”已生成，请到导出记录中下载。');
    expect((await messagesOf(t.app, other.token)).total).toBe(0);
  });

  it('answers the same batch asked twice at once with one task', async () => {
    const buyer = await newBuyer(t.database.db);
    const [a, b] = await Promise.all([
      download(buyer.token, ids.join(',')),
      download(buyer.token, [...ids].reverse().join(',')),
    ]);
    expect(a.json().model.taskId).toBe(b.json().model.taskId);
    expect([a.json().model.duplicate, b.json().model.duplicate].sort()).toEqual([false, true]);
    expect(await records(buyer.token)).toHaveLength(1);
    // A different batch is a task of its own.
    const c = await download(buyer.token, String(ids[0]));
    expect(c.json().model.taskId).not.toBe(a.json().model.taskId);
  });

  it('refuses an empty selection, a batch over the limit, off-shelf products and visitors', async () => {
    const buyer = await newBuyer(t.database.db);
    const empty = await download(buyer.token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('please select products');
    const huge = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',');
    const tooMany = await download(buyer.token, huge, 'zh');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('一次最多下载或发布 100 个商品');
    expect((await download(buyer.token, `${ids[0]},999999999`)).statusCode).toBe(404);
    const visitor = await post(t.app, '/v1/product/saveTask', {
      platformDataType: 4,
      parentId: String(ids[0]),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await records(buyer.token)).toEqual([]);
  });

  it('fails with a reason when its products went off shelf before it ran', async () => {
    const buyer = await newBuyer(t.database.db);
    const id = ids[2] ?? 0;
    const { taskId } = (await download(buyer.token, String(id))).json().model;
    await t.database.db.update(products).set({ status: PRODUCT_STATUS.offShelf }).where(eq(products.id, id));
    try {
      await tasksOf(t).worker.drain();
    } finally {
      await t.database.db.update(products).set({ status: PRODUCT_STATUS.onShelf }).where(eq(products.id, id));
    }
    const [failed] = await records(buyer.token);
    expect(failed).toMatchObject({
      id: taskId,
      status: 'failed',
      reason: 'The products are no longer on sale',
    });
    expect((await fetchFile(buyer.token, taskId)).statusCode).toBe(409);
    const told = await messagesOf(t.app, buyer.token);
    expect(told.records.map((m) => m.title)).toEqual(['Your export failed']);
    expect(told.records[0]?.content).toContain('The products are no longer on sale');
  });
});

describe('the export worker', () => {
  it('takes over a task whose worker died, and the dead one can no longer write', async () => {
    const buyer = await newBuyer(t.database.db);
    const { taskId } = (await download(buyer.token, String(ids[0]))).json().model;
    const a = tasksOf(t);
    const { claimed } = await a.store.claim('worker-a', 1);
    expect(claimed).toMatchObject({ id: taskId, status: 'running', attempts: 1 });
    await new Promise((r) => setTimeout(r, 20)); // the 1 ms lease runs out: worker A is presumed dead

    const b = tasksOf(t);
    await b.worker.drain();
    const [done] = await records(buyer.token);
    expect(done).toMatchObject({ id: taskId, status: 'done' });
    const [row] = await t.database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
    expect(row?.attempts).toBe(2);
    // Worker A wakes up: its progress and its finish are refused, the task stays as B left it.
    if (!claimed) throw new Error('not claimed');
    expect(await a.store.progress(claimed, 50, 60_000)).toBe(false);
    expect(await a.store.complete(claimed, { key: 'exports/stale.zip', size: 1 })).toBeNull();
    const [still] = await t.database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
    expect(still?.fileKey).toBe(row?.fileKey);
  });

  it(`gives a task up after ${MAX_ATTEMPTS} dead workers, and says so`, async () => {
    const buyer = await newBuyer(t.database.db);
    const { taskId } = (await download(buyer.token, String(ids[1]), 'zh')).json().model;
    const finished: TaskRow[] = [];
    const tasks = tasksOf(t, async (task) => {
      finished.push(task);
    });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect((await tasks.store.claim(`dead-${i}`, 1)).claimed?.id).toBe(taskId);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await tasks.worker.runOnce()).toBe(false);
    expect(finished.map((f) => [f.id, f.status, f.error])).toEqual([[taskId, 'failed', 'interrupted']]);
    const list = await post(t.app, '/v1/exportRecord/list', {}, { token: buyer.token, lang: 'zh' });
    expect(list.json().model.records[0]).toMatchObject({
      status: 'failed',
      reason: '导出任务多次中断，请重试',
    });
  });

  it('lets two workers claim different tasks at the same time (SKIP LOCKED)', async () => {
    const buyer = await newBuyer(t.database.db);
    await download(buyer.token, String(ids[0]));
    await download(buyer.token, String(ids[1]));
    const [one, two] = await Promise.all([
      tasksOf(t).store.claim('w1', 60_000),
      tasksOf(t).store.claim('w2', 60_000),
    ]);
    expect(one.claimed).not.toBeNull();
    expect(two.claimed).not.toBeNull();
    expect(one.claimed?.id).not.toBe(two.claimed?.id);
    // Leave them to the next test's worker: put them back as if their leases ran out.
    await t.database.db
      .update(exportTasks)
      .set({ leaseUntil: new Date(0) })
      .where(and(eq(exportTasks.businessId, buyer.businessId), eq(exportTasks.status, 'running')));
    await tasksOf(t).worker.drain();
    expect((await records(buyer.token)).map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('caps the tasks one business may have waiting', async () => {
    const buyer = await newBuyer(t.database.db);
    const all = (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, PRODUCT_STATUS.onShelf))
        .limit(11)
    ).map((r) => r.id);
    for (const id of all.slice(0, 10)) expect((await download(buyer.token, String(id))).statusCode).toBe(200);
    const eleventh = await download(buyer.token, String(all[10]));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toContain('10 exports waiting');
    await tasksOf(t).worker.drain();
  });
});

describe('order list export', () => {
  it('queues the orders as a spreadsheet the business downloads', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    const variant = await variantWithStock(t.database.db, 50);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, variant.skuId, 2);
    expect((await checkout(t.app, buyer.token, [line.id], address.id)).statusCode).toBe(200);

    const res = await post(t.app, '/v1/api/order/exportOrder', {}, { token: buyer.token, lang: 'zh' });
    expect(res.statusCode).toBe(200);
    const { taskId } = res.json().result;
    await tasksOf(t).worker.drain();
    const [record] = await records(buyer.token);
    expect(record).toMatchObject({
      id: taskId,
      status: 'done',
      fileType: 'xls',
      title: '订单列表',
      platformDataType: 5,
    });
    const file = await fetchFile(buyer.token, taskId);
    expect(file.statusCode).toBe(200);
    // Files on disk have no signed link: the page streams them through the download route.
    const link = await t.app.inject({
      method: 'GET',
      url: `/v1/exportRecord/downloadLink?id=${taskId}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(link.json().model).toEqual({ url: null, expiresInSeconds: 0 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.getWorksheet('订单');
    expect(sheet?.getRow(1).getCell(1).value).toBe('订单编号');
    expect(sheet?.actualRowCount).toBe(2);
    expect(String(sheet?.getRow(2).getCell(2).value)).toBe('待付款');
    expect(String(sheet?.getRow(2).getCell(6).value)).toContain('x 2');
  });
});

describe('list queries', () => {
  it('use their indexes', async () => {
    const queries = [
      sql`select * from export_tasks where business_id = 1 order by created_at desc, id desc limit 20`,
      sql`select * from export_tasks where business_id = 1 and data_type = 4 order by created_at desc, id desc limit 20`,
      sql`select * from taken_products where business_id = 1 and kind = 3 and invalid = 0 order by updated_at desc, id desc limit 20`,
      sql`select id from export_tasks where status = 'queued' or (status = 'running' and lease_until < now()) order by id limit 1`,
    ];
    for (const query of queries) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
