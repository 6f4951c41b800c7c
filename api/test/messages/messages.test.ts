import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { businesses, messages } from '../../src/db/schema';
import { MessageService } from '../../src/modules/messages/service';
import { SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { get, loginToken, post } from '../support/http';
import { apiResult, counts, list } from './support';

let t: TestApp;
let service: MessageService;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  service = new MessageService(t.database.db);
});
afterAll(() => t.close());

const text = (en: string) => ({ en, zh: `中文 ${en}` });
let serial = 0;
/** Sends a notice straight through the service, as another module's event would. */
async function send(to: { businessId: number } | { userId: number }, extra: Record<string, unknown> = {}) {
  const key = `test:${serial++}`;
  await t.database.db.transaction((tx) =>
    service.notify(tx, {
      to,
      category: 'system',
      title: text(`Title ${key}`),
      content: text(`Body ${key}`),
      eventKey: key,
      ...extra,
    }),
  );
  return key;
}

describe('messages of a business', () => {
  it('lists newest first with paging and the read/unread filter, in the reader’s language', async () => {
    const b = await newBuyer(t.database.db);
    for (let i = 0; i < 3; i++) await send({ businessId: b.businessId });
    await send({ businessId: b.businessId }, { category: 'order' });
    const all = await list(t.app, b.token, 'current=1&size=3');
    expect(all.total).toBe(4);
    expect(all.records).toHaveLength(3);
    expect(all.records[0]?.category).toBe('order');
    const second = await list(t.app, b.token, 'current=2&size=3');
    expect(second.records).toHaveLength(1);
    expect((await list(t.app, b.token, 'category=order')).total).toBe(1);

    const first = all.records[0] as { id: number };
    apiResult(await post(t.app, '/v1/api/message/setRead', { ids: String(first.id) }, { token: b.token }));
    expect((await list(t.app, b.token, 'status=0')).total).toBe(3);
    expect((await list(t.app, b.token, 'status=1')).records.map((r) => r.id)).toEqual([first.id]);
    const zh = await list(t.app, b.token, 'size=1', 'zh');
    expect(zh.records[0]?.title).toMatch(/^中文 Title/);
  });

  it('counts unread badge messages by category; type 0 is listed but not counted', async () => {
    const b = await newBuyer(t.database.db);
    await send({ businessId: b.businessId }, { category: 'order' });
    await send({ businessId: b.businessId }, { category: 'order' });
    await send({ businessId: b.businessId });
    await send({ businessId: b.businessId }, { type: 0 });
    expect(await counts(t.app, b.token)).toEqual({
      orderCount: 2,
      sysCount: 1,
      totalCount: 3,
      list: [
        { type: 1, num: 3 },
        { type: 0, num: 1 },
      ],
    });
    expect((await list(t.app, b.token)).total).toBe(4);
    apiResult(await post(t.app, '/v1/api/message/setAllRead', { category: 'order' }, { token: b.token }));
    expect((await counts(t.app, b.token)).totalCount).toBe(1);
    apiResult(await post(t.app, '/v1/api/message/setAllRead', {}, { token: b.token }));
    expect(await counts(t.app, b.token)).toEqual({ orderCount: 0, sysCount: 0, totalCount: 0, list: [] });
  });

  it('answers the newest unread message, then null once everything is read', async () => {
    const b = await newBuyer(t.database.db);
    const none = apiResult(await get(t.app, '/v1/api/message/activityMessage', { token: b.token }));
    expect(none).toBeNull();
    await send({ businessId: b.businessId });
    const newest = await send({ businessId: b.businessId }, { link: '/order/ordinaryOrder' });
    const latest = apiResult<{ id: number; title: string; link: string }>(
      await get(t.app, '/v1/api/message/activityMessage', { token: b.token }),
    );
    expect(latest.title).toBe(`Title ${newest}`);
    expect(latest.link).toBe('/order/ordinaryOrder');
    apiResult(await post(t.app, '/v1/api/message/setRead', { ids: String(latest.id) }, { token: b.token }));
    const next = apiResult<{ title: string }>(
      await get(t.app, '/v1/api/message/activityMessage', { token: b.token }),
    );
    expect(next.title).not.toBe(`Title ${newest}`);
  });

  it('sends one message per event key, however often the event is replayed', async () => {
    const b = await newBuyer(t.database.db);
    const key = await send({ businessId: b.businessId });
    await t.database.db.transaction((tx) =>
      service.notify(tx, {
        to: { businessId: b.businessId },
        category: 'system',
        title: text('again'),
        content: text('again'),
        eventKey: key,
      }),
    );
    expect((await list(t.app, b.token)).total).toBe(1);
  });
});

describe('whose messages', () => {
  it('never shows one business another’s messages; marking them read answers 404 and changes nothing', async () => {
    const a = await newBuyer(t.database.db);
    const b = await newBuyer(t.database.db);
    await send({ businessId: a.businessId });
    expect((await list(t.app, b.token)).total).toBe(0);
    const [aMessage] = (await list(t.app, a.token)).records;
    const own = await send({ businessId: b.businessId });
    const [bMessage] = (await list(t.app, b.token)).records;

    const res = await post(
      t.app,
      '/v1/api/message/setRead',
      { ids: `${bMessage?.id},${aMessage?.id}` },
      { token: b.token, lang: 'zh' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(String(aMessage?.id));
    expect(res.json().message).toMatch(/不存在/);
    // Nothing half done: b's own message is still unread, and so is a's.
    expect((await counts(t.app, b.token)).totalCount).toBe(1);
    expect((await counts(t.app, a.token)).totalCount).toBe(1);
    expect(own).toBeTruthy();

    const unknown = await post(t.app, '/v1/api/message/setRead', { ids: '999999999' }, { token: b.token });
    expect(unknown.statusCode).toBe(404);
    const empty = await post(t.app, '/v1/api/message/setRead', { ids: '' }, { token: b.token });
    expect(empty.statusCode).toBe(400);
  });

  it('shows a message to one user only to that user', async () => {
    const a = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    await send({ userId: a.userId });
    expect((await counts(t.app, a.token)).totalCount).toBe(1);
    expect((await counts(t.app, other.token)).totalCount).toBe(0);
  });

  it('needs a session', async () => {
    const res = await get(t.app, '/v1/api/message/noticeCount');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1001);
  });

  it('reads a business’s messages through its indexes', async () => {
    const b = await newBuyer(t.database.db);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx as never,
        sql.raw(`explain select * from messages where (business_id = ${b.businessId} or user_id = ${b.userId})
          and status = 0 order by created_at desc, id desc limit 10`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on messages/);
    expect(plan).toMatch(/messages_business_idx/);
    expect(plan).toMatch(/messages_user_idx/);
  });
});

describe('announcements', () => {
  it('an operator announces to every business once; a business may not announce', async () => {
    const op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    const b = await newBuyer(t.database.db);
    const refused = await post(
      t.app,
      '/v1/message/announcement/send',
      { title: 'x', content: 'y' },
      { token: b.token },
    );
    expect(refused.statusCode).toBe(403);
    const blank = await post(
      t.app,
      '/v1/message/announcement/send',
      { title: ' ', content: 'y' },
      { token: op },
    );
    expect(blank.statusCode).toBe(400);

    const res = await post(
      t.app,
      '/v1/message/announcement/send',
      {
        title: 'Holiday shipping',
        content: 'Orders ship after the 3rd.',
        titleZh: '假期发货',
        contentZh: '3 日后发货。',
      },
      { token: op },
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().model as { id: number; recipients: number };
    const [all] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${businesses}`,
    );
    expect(sent.recipients).toBe(all?.n);
    const [copies] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${messages} where event_key like ${`announcement:${sent.id}:%`}`,
    );
    expect(copies?.n).toBe(all?.n);
    const mine = await list(t.app, b.token, '', 'zh');
    expect(mine.records[0]).toMatchObject({ title: '假期发货', content: '3 日后发货。', category: 'system' });
    expect((await counts(t.app, b.token)).sysCount).toBe(1);

    const history = await post(t.app, '/v1/message/announcement/list', {}, { token: op });
    expect(history.json().model.records[0]).toMatchObject({ id: sent.id, title: 'Holiday shipping' });
  });
});
