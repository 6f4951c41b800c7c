import type { SellerListEntry } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_OWNER,
  expectOk,
  expectRefused,
  newOperator,
  roleWith,
  SUPER_OPERATOR,
  tag,
} from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken, post } from '../support/http';
import { postJson, submission } from './product-support';

let t: TestApp;
let operator: string;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  seller = await loginToken(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => t.close());

type Entry = SellerListEntry;
const list = async (kind: string, token = operator) =>
  expectOk<Entry[]>(await get(t.app, `/v1/sellerList/list?kind=${kind}`, { token }));
const save = (fields: Record<string, string | number>, token = operator, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/sellerList/save', fields, { token, lang });
const remove = (kind: string, id: number, token = operator) =>
  post(t.app, '/v1/sellerList/delete', { kind, id }, { token });

describe('operators keep the seller lists', () => {
  it('adds and edits a service; sellers see it in their language', async () => {
    const name = `Free returns ${tag()}`;
    const added = expectOk<Entry>(
      await save({ kind: 'services', nameEn: name, nameZh: '免费退货', sort: 5 }),
    );
    expect(added).toMatchObject({ nameEn: name, nameZh: '免费退货', sort: 5, usedBy: 0 });
    expect((await list('services')).map((e) => e.id)).toContain(added.id);

    const edited = expectOk<Entry>(
      await save({ kind: 'services', id: added.id, nameEn: `${name} (30 days)`, nameZh: '30 天免费退货' }),
    );
    expect(edited.nameEn).toBe(`${name} (30 days)`);
    const zh = expectOk<{ id: number; title: string }[]>(
      await get(t.app, '/v1/product/getProductServe', { token: seller, lang: 'zh' }),
    );
    expect(zh.find((s) => s.id === added.id)?.title).toBe('30 天免费退货');
  });

  it('refuses a second entry of a name the list has, in either language, and keeps one entry', async () => {
    const name = `Gift wrap ${tag()}`;
    const zhName = `礼品包装 ${tag()}`;
    const first = expectOk<Entry>(await save({ kind: 'productTypes', nameEn: name, nameZh: zhName }));
    expect(
      expectRefused(
        await save({ kind: 'productTypes', nameEn: ` ${name.toUpperCase()} `, nameZh: '其他' }),
        409,
      ),
    ).toBe(`This list already has an entry named "${name.toUpperCase()}"`);
    expectRefused(await save({ kind: 'productTypes', nameEn: 'Other', nameZh: zhName }, operator, 'zh'), 409);
    expect((await list('productTypes')).filter((e) => e.nameEn === name)).toHaveLength(1);
    // Saving the entry itself again is an edit, not a twin.
    expectOk(await save({ kind: 'productTypes', id: first.id, nameEn: name, nameZh: zhName }));
  });

  it('a brand story keeps its text in both languages', async () => {
    const story = expectOk<Entry>(
      await save({
        kind: 'stories',
        nameEn: 'Made by hand',
        nameZh: '手工制作',
        contentEn: '  Every piece is sewn in our workshop.  ',
        contentZh: '每一件都在我们的工坊缝制。',
      }),
    );
    expect(story.contentEn).toBe('Every piece is sewn in our workshop.');
    const en = expectOk<{ id: number; content: string }[]>(
      await get(t.app, '/v1/product/getProductStorys', { token: seller }),
    );
    expect(en.find((s) => s.id === story.id)?.content).toBe('Every piece is sewn in our workshop.');
  });

  it('an entry a product uses cannot be removed; an unused one can', async () => {
    const body = await submission(t.app, t.database.db, seller);
    const type = expectOk<Entry>(
      await save({ kind: 'productTypes', nameEn: `Type ${tag()}`, nameZh: '类型' }),
    );
    expectOk(await postJson(t.app, '/v1/product/save', { ...body, productType: type.id }, { token: seller }));
    expect((await list('productTypes')).find((e) => e.id === type.id)?.usedBy).toBe(1);
    expect(expectRefused(await remove('productTypes', type.id), 409)).toBe(
      'This entry is used by 1 product(s); change them first',
    );

    const unused = expectOk<Entry>(
      await save({ kind: 'services', nameEn: `Gift wrap ${tag()}`, nameZh: '礼品包装' }),
    );
    expectOk(await remove('services', unused.id));
    expect((await list('services')).map((e) => e.id)).not.toContain(unused.id);
    expectRefused(await remove('services', unused.id), 404);
  });

  it('a service a product promises counts as used', async () => {
    const service = expectOk<Entry>(
      await save({ kind: 'services', nameEn: `Insured ${tag()}`, nameZh: '保价' }),
    );
    const body = await submission(t.app, t.database.db, seller);
    expectOk(
      await postJson(t.app, '/v1/product/save', { ...body, serveId: [service.id] }, { token: seller }),
    );
    expect(expectRefused(await remove('services', service.id), 409)).toContain('used by 1 product');
  });
});

describe('what is refused', () => {
  it('missing names, long names, an unknown list or id, in the caller language', async () => {
    expect(expectRefused(await save({ kind: 'services', nameEn: '   ', nameZh: '名' }), 400)).toContain(
      'nameEn',
    );
    expect(
      expectRefused(await save({ kind: 'services', nameEn: 'x'.repeat(101), nameZh: '名' }), 400),
    ).toContain('nameEn');
    expectRefused(await save({ kind: 'colours', nameEn: 'Red', nameZh: '红' }), 400);
    expect(
      expectRefused(
        await save({ kind: 'services', id: 999999, nameEn: 'Ghost', nameZh: '幽灵' }, operator, 'zh'),
        404,
      ),
    ).toBe('该列表项不存在');
    expectRefused(await get(t.app, '/v1/sellerList/list?kind=colours', { token: operator }), 400);
    expectRefused(await remove('services', 3_000_000_000), 400);
  });

  it('only operators holding the page may read, and only with its buttons may change', async () => {
    expectRefused(await get(t.app, '/v1/sellerList/list?kind=services'), 401);
    expectRefused(await get(t.app, '/v1/sellerList/list?kind=services', { token: seller }), 403);
    expectRefused(await save({ kind: 'services', nameEn: 'Mine', nameZh: '我的' }, seller), 403);

    const readOnly = await newOperator(t, await roleWith(t, operator, 'platform', [['/System/sellerLists']]));
    expect((await list('services', readOnly.token)).length).toBeGreaterThan(0);
    expectRefused(await save({ kind: 'services', nameEn: 'No', nameZh: '否' }, readOnly.token), 403);
    const [first] = await list('services');
    expectRefused(await remove('services', first?.id ?? 0, readOnly.token), 403);
  });
});
