import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUS, products } from '../../src/db/schema';
import { newBusiness, newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { csvRecords, parseCsv } from '../support/csv';
import { get, post } from '../support/http';

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

const publish = (token: string, parentId: string) =>
  post(
    t.app,
    '/v1/product/saveTask',
    { title: 'publish', platformType: 2, platformDataType: 3, invalid: 0, parentId, source: 'dropmall' },
    { token },
  );
const publishCount = async (id: number) =>
  (await get(t.app, `/v1/mall/index/get?id=${id}`)).json().model.publishCount as number;
const list = async (token: string) =>
  (await post(t.app, '/v1/product/publishList', {}, { token })).json().model;
const csvFile = (token: string, platform: string) =>
  get(t.app, `/v1/product/publishCsv?platform=${platform}`, { token });

describe('publishing', () => {
  it('puts products on the publish list and counts each once per business', async () => {
    const one = await newBuyer(t.database.db);
    const two = await newBuyer(t.database.db);
    const id = ids[0] ?? 0;
    const before = await publishCount(id);

    const res = await publish(one.token, String(id));
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({ platformDataType: 3, taskId: null, duplicate: false, count: 1 });
    expect(await publishCount(id)).toBe(before + 1);
    await publish(one.token, String(id));
    expect(await publishCount(id)).toBe(before + 1);
    await publish(two.token, String(id));
    expect(await publishCount(id)).toBe(before + 2);

    const page = await list(one.token);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ productId: id, publishCount: before + 2, onShelf: true });
    // The list page's sort 5 (publishes) sees the new count.
    const sorted = await get(t.app, '/v1/mall/index/page?sortIndex=5&size=100');
    const found = sorted.json().model.records.find((r: { id: number }) => r.id === id);
    expect(found?.publishCount).toBe(before + 2);
  });

  it('publishes a batch, lets the business remove entries, and never counts twice', async () => {
    const buyer = await newBuyer(t.database.db);
    const before = await Promise.all(ids.map(publishCount));
    expect((await publish(buyer.token, ids.join(','))).json().model.count).toBe(3);
    const page = await list(buyer.token);
    expect(page.total).toBe(3);

    const entry = page.records.find((r: { productId: number }) => r.productId === ids[1]);
    const removed = await post(
      t.app,
      '/v1/product/publishDelete',
      { ids: String(entry.id) },
      { token: buyer.token },
    );
    expect(removed.json().model).toEqual({ removed: 1 });
    expect((await list(buyer.token)).total).toBe(2);
    // Removing again, or another business removing it: as if it did not exist.
    expect(
      (await post(t.app, '/v1/product/publishDelete', { ids: String(entry.id) }, { token: buyer.token }))
        .statusCode,
    ).toBe(404);
    const other = await newBuyer(t.database.db);
    const [live] = (await list(buyer.token)).records;
    expect(
      (await post(t.app, '/v1/product/publishDelete', { ids: String(live.id) }, { token: other.token }))
        .statusCode,
    ).toBe(404);

    await publish(buyer.token, String(ids[1]));
    expect((await list(buyer.token)).total).toBe(3);
    expect(await Promise.all(ids.map(publishCount))).toEqual(before.map((b) => b + 1));
  });

  it('offers the published set as Shopify and WooCommerce import files', async () => {
    const buyer = await newBuyer(t.database.db);
    await publish(buyer.token, ids.slice(0, 2).join(','));
    const shopify = await csvFile(buyer.token, 'shopify');
    expect(shopify.statusCode).toBe(200);
    expect(shopify.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(shopify.headers['content-disposition']).toBe('attachment; filename="shopify-products.csv"');
    expect(parseCsv(shopify.body)[0]?.slice(0, 3)).toEqual(['Title', 'URL handle', 'Description']);
    const handles = new Set(csvRecords(shopify.body).map((r) => r['URL handle']));
    expect(handles.size).toBe(2);

    const woo = await csvFile(buyer.token, 'woocommerce');
    const rows = csvRecords(woo.body);
    expect(rows.filter((r) => r.Type === 'variable' || r.Type === 'simple')).toHaveLength(2);
    const parents = new Set(rows.filter((r) => r.Type === 'variable').map((r) => r.SKU));
    for (const variation of rows.filter((r) => r.Type === 'variation'))
      expect(parents).toContain(variation.Parent);

    // Nothing published: the header alone. A bad platform: 400.
    const fresh = await newBuyer(t.database.db);
    expect(parseCsv((await csvFile(fresh.token, 'shopify')).body)).toHaveLength(1);
    expect((await csvFile(fresh.token, 'amazon')).statusCode).toBe(400);
    expect((await get(t.app, '/v1/product/publishCsv?platform=shopify')).statusCode).toBe(401);
  });

  it('lets staff see a list only with its page permission, and only for their own business', async () => {
    const owner = await newBusiness(t.app);
    const withPage = await roleWith(t, owner.token, 'business', [['/businessCenter/productPublish']]);
    const without = await roleWith(t, owner.token, 'business', [['/businessCenter/productDownload']]);
    const allowed = await newStaff(t, owner.token, withPage);
    const refused = await newStaff(t, owner.token, without);
    // The owner's business is not certified yet; publishing needs only a business session.
    expect((await publish(owner.token, String(ids[0]))).statusCode).toBe(200);

    const seen = await post(t.app, '/v1/product/publishList', {}, { token: allowed.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().model.records.map((r: { productId: number }) => r.productId)).toEqual([ids[0]]);
    expect((await post(t.app, '/v1/product/publishList', {}, { token: refused.token })).statusCode).toBe(403);
    expect((await csvFile(refused.token, 'shopify')).statusCode).toBe(403);
    expect((await post(t.app, '/v1/product/downloadList', {}, { token: refused.token })).statusCode).toBe(
      200,
    );
    expect((await post(t.app, '/v1/product/publishList', {})).statusCode).toBe(401);
  });
});
