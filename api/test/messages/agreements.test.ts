import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgreementService } from '../../src/modules/agreements/service';
import { expectOk, expectRefused, freshMobile, SUPER_OPERATOR, tag } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { latestCode, login, loginToken, post } from '../support/http';

interface Agreement {
  id: number;
  title: string;
  context: string;
  messageFile: { name: string; url: string }[];
  state: string;
  status: number;
  updateTime: string;
}

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

/** A business registered through the API whose owner has not logged in yet. */
async function registered() {
  const email = `owner-${tag()}@shop.test`;
  await post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });
  const code = await latestCode(t.app, email);
  expectOk(
    await post(t.app, '/v1/mall/index/register', {
      name: 'Reader Shop',
      email,
      mobile: freshMobile(),
      loginPwd: 'owner1234',
      code,
    }),
  );
  return { email, password: 'owner1234', token: '' };
}

const save = async (fields: Record<string, string | number>) =>
  expectOk<Agreement>(await post(t.app, '/v1/treaty/manage/save', fields, { token: op }));
const unread = async (token: string) =>
  expectOk<{ records: Agreement[]; total: number }>(
    await post(t.app, '/v1/treaty/page', { status: 0 }, { token }),
  );

describe('agreements', () => {
  it('operators write drafts and publish; businesses see only what is published, oldest first', async () => {
    const b = await newBuyer(t.database.db);
    const before = (await unread(b.token)).total;
    const draft = await save({ title: 'Draft terms', context: 'Not yet' });
    expect(draft.state).toBe('draft');
    expect((await unread(b.token)).total).toBe(before);
    // A draft is not there for a business.
    expectRefused(await post(t.app, '/v1/treaty/detail', { id: draft.id }, { token: b.token }), 404);

    const files = JSON.stringify([{ name: 'Terms PDF', url: 'https://example.com/terms.pdf' }]);
    const first = await save({
      title: 'Seller terms',
      context: 'Be fair.',
      messageFile: files,
      publish: 'true',
    });
    const second = await save({ title: 'Privacy', context: 'We keep data safe.', publish: 'true' });
    const page = await unread(b.token);
    expect(page.total).toBe(before + 2);
    expect(page.records.slice(-2).map((r) => r.title)).toEqual(['Seller terms', 'Privacy']);
    const detail = expectOk<Agreement>(
      await post(t.app, '/v1/treaty/detail', { id: first.id }, { token: b.token }),
    );
    expect(detail).toMatchObject({ title: 'Seller terms', status: 0, messageFile: [{ name: 'Terms PDF' }] });

    // Publishing the draft makes it readable.
    await save({ id: draft.id, title: 'Draft terms', context: 'Now final', publish: 'true' });
    expect((await unread(b.token)).total).toBe(before + 3);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('a business with unread agreements logs in with salt 1; reading them all brings salt 0', async () => {
    await save({ title: 'Code of conduct', context: 'Read me.', publish: 'true' });
    const shop = await registered();
    const first = await login(t.app, shop.email, shop.password);
    expect(first.json().model.salt).toBe('1');
    shop.token = first.json().model.token;
    const ids = (await unread(shop.token)).records.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);

    // Reading one of them is not enough; an unknown id refuses the whole call.
    const bad = await post(
      t.app,
      '/v1/treaty/read',
      { ids: `${ids[0]},999999` },
      { token: shop.token, lang: 'zh' },
    );
    expectRefused(bad, 404);
    expect(bad.json().msg).toContain('999999');
    expect((await unread(shop.token)).total).toBe(ids.length);

    for (const id of ids)
      expectOk(await post(t.app, '/v1/treaty/read', { ids: String(id) }, { token: shop.token }));
    expect((await unread(shop.token)).total).toBe(0);
    // What the next login's salt is made of.
    const service = new AgreementService(t.database.db);
    expect(await service.hasUnread(first.json().model.businessId)).toBe(false);
    const read = expectOk<{ records: Agreement[] }>(
      await post(t.app, '/v1/treaty/page', { status: 1 }, { token: shop.token }),
    );
    expect(read.records.every((r) => r.status === 1)).toBe(true);
  });

  it('editing a published agreement asks every business to read it again', async () => {
    const b = await newBuyer(t.database.db);
    const a = await save({ title: 'Fees', context: '5%', publish: 'true' });
    const ids = (await unread(b.token)).records.map((r) => r.id);
    expectOk(await post(t.app, '/v1/treaty/read', { ids: ids.join(',') }, { token: b.token }));
    expect((await unread(b.token)).total).toBe(0);
    await save({ id: a.id, title: 'Fees', context: '4%' });
    const again = await unread(b.token);
    expect(again.records.map((r) => r.id)).toEqual([a.id]);
    expect(again.records[0]?.context).toBe('4%');
  });

  it('only operators holding the page write agreements; bad input is refused clearly', async () => {
    const b = await newBuyer(t.database.db);
    expectRefused(
      await post(t.app, '/v1/treaty/manage/save', { title: 'x', context: 'y' }, { token: b.token }),
      403,
    );
    expectRefused(await post(t.app, '/v1/treaty/manage/list', {}, { token: b.token }), 403);
    // Operators are not businesses: the reading calls are not theirs.
    expectRefused(await post(t.app, '/v1/treaty/page', { status: 0 }, { token: op }), 403);
    const noTitle = await post(t.app, '/v1/treaty/manage/save', { title: '', context: 'y' }, { token: op });
    expectRefused(noTitle, 400);
    const badLink = await post(
      t.app,
      '/v1/treaty/manage/save',
      { title: 'x', context: 'y', messageFile: JSON.stringify([{ name: 'a', url: 'javascript:alert(1)' }]) },
      { token: op, lang: 'zh' },
    );
    expect(expectRefused(badLink, 400)).toMatch(/网址/);
    expectRefused(
      await post(t.app, '/v1/treaty/manage/save', { id: 999999, title: 'x', context: 'y' }, { token: op }),
      404,
    );
    const list = expectOk<{ records: Agreement[] }>(
      await post(t.app, '/v1/treaty/manage/list', {}, { token: op }),
    );
    expect(list.records.length).toBeGreaterThan(0);
  });
});
