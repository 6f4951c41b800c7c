import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PayType } from '@dropmall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from '../../src/modules/catalog/answer-cache';
import { type CacheStore, MemoryStore, RedisStore } from '../../src/modules/catalog/cache-stores';
import { catalogChanged } from '../../src/modules/catalog/changes';
import { SUPER_OPERATOR } from '../office/support';
import { postJson, submission } from '../seller/product-support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { get, loginToken, post } from '../support/http';
import { setStock } from '../support/stock';

/*
 * The anonymous catalogue cache (decisions.md, "Catalogue cache"): a write through any path that changes what
 * the storefront shows is seen by the very next anonymous answer, list and detail.
 */

let t: TestApp;
let seller: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
}, 120_000);
afterAll(() => t.close());

interface ListAnswer {
  total: number;
  records: { id: number; price: number; favoritesTag: string }[];
}

/** An anonymous GET: its model, whether the cache served it, and its ETag. */
async function anonymous<T>(url: string) {
  const res = await get(t.app, url);
  return {
    status: res.statusCode,
    model: res.statusCode === 200 ? (res.json().model as T) : undefined,
    cache: res.headers['x-cache'],
    etag: res.headers.etag,
  };
}
const listOf = (title: string) =>
  anonymous<ListAnswer>(`/v1/mall/index/page?title=${encodeURIComponent(title)}&size=10`);
const detailOf = (id: number) =>
  anonymous<{ price: number; mallSpecDataList: { cols1: string; kc: number }[] }>(
    `/v1/mall/index/get?id=${id}`,
  );

const review = (id: number) =>
  post(t.app, '/v1/productReview/review', { id, decision: 'approve', reason: '' }, { token: operator });

describe('the anonymous catalogue cache', () => {
  it("serves a repeated answer from the cache with the same body and tag, a business's with its own flags", async () => {
    const url = '/v1/mall/index/page?size=7&sortIndex=1';
    const first = await get(t.app, url);
    const second = await get(t.app, url);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    const notModified = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    // Compressed from the cache as from the database: the same JSON in the encoding the client takes.
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['x-cache'], br.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(first.headers.etag);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['x-cache'], plain.headers['content-encoding']]).toEqual(['hit', undefined]);
    expect(plain.body).toBe(first.body);

    // A business shares the anonymous answer; the flags of its own favourites are set on its copy only.
    const productId = first.json().model.records[0].id as number;
    const favourite = await post(
      t.app,
      '/v1/business/saveFavorites',
      { productId, invalid: 0 },
      { token: seller },
    );
    expect(favourite.statusCode).toBe(200);
    const mine = await get(t.app, url, { token: seller });
    expect(mine.headers['x-cache']).toBe('hit');
    const flags = mine.json().model.records.map((r: { favoritesTag: string }) => r.favoritesTag);
    expect(flags[0]).not.toBe('');
    expect(mine.headers.etag).not.toBe(first.headers.etag);
    // Apart from the flags it is the shared answer.
    const unflagged = mine.json();
    unflagged.model.records[0].favoritesTag = '';
    expect(JSON.stringify(unflagged)).toBe(first.body);
    const again = await get(t.app, url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().model.records[0].favoritesTag).toBe('');
    // A business with none of the page's products as favourites gets the shared bytes and tag.
    const other = await newBuyer(t.database.db);
    const theirs = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${other.token}`, 'accept-encoding': 'br' },
    });
    expect([theirs.headers['x-cache'], theirs.headers.etag]).toEqual(['hit', first.headers.etag]);
    expect(brotliDecompressSync(theirs.rawPayload).toString()).toBe(first.body);
    // Each language has its own answers.
    const zh = await get(t.app, '/v1/mall/index/category', { lang: 'zh' });
    const en = await get(t.app, '/v1/mall/index/category', { lang: 'en' });
    expect(en.body).not.toBe(zh.body);
  });

  it("sets a business's own favourite flags on the shared list, tag modules and detail, at once both ways", async () => {
    interface Face {
      id: number;
      favoritesTag: string;
    }
    const modulesUrl = '/v1/mall/index/getListByTag';
    const [module] = (await get(t.app, modulesUrl)).json().model as { tagId: number; products: Face[] }[];
    const productId = module?.products[0]?.id as number;
    const listUrl = `/v1/mall/index/page?size=50&tagId=${module?.tagId}`;
    const detailUrl = `/v1/mall/index/get?id=${productId}`;
    // Filled by an anonymous caller, so every answer below is a hit.
    await Promise.all([get(t.app, detailUrl), get(t.app, listUrl)]);
    const buyer = await newBuyer(t.database.db);
    /** The ids flagged in each answer a business gets, and the detail's flag. */
    const flagsOf = async (token: string) => {
      const as = (url: string) => get(t.app, url, { token });
      const [list, detail, modules] = await Promise.all([as(listUrl), as(detailUrl), as(modulesUrl)]);
      expect([list, detail, modules].map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit']);
      const flagged = (faces: Face[]) =>
        faces.filter((f) => f.favoritesTag !== '').map((f) => f.favoritesTag);
      return {
        list: flagged(list.json().model.records),
        modules: [...new Set(flagged(modules.json().model.flatMap((m: { products: Face[] }) => m.products)))],
        detail: detail.json().model.favoritesTag as string,
      };
    };
    const none = { list: [], modules: [], detail: '' };
    expect(await flagsOf(buyer.token)).toEqual(none);

    const saved = await post(
      t.app,
      '/v1/business/saveFavorites',
      { productId, invalid: 0 },
      { token: buyer.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const recordId = String(saved.json().model.id);
    expect(await flagsOf(buyer.token)).toEqual({ list: [recordId], modules: [recordId], detail: recordId });
    // Another business, and an anonymous visitor, still see none.
    expect(await flagsOf((await newBuyer(t.database.db)).token)).toEqual(none);
    expect((await get(t.app, detailUrl)).json().model.favoritesTag).toBe('');

    const removed = await post(
      t.app,
      '/v1/business/saveFavorites',
      { id: Number(recordId), productId, invalid: 1 },
      { token: buyer.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await flagsOf(buyer.token)).toEqual(none);
  });

  it('shows a saved, reviewed, shelved and re-priced product at once in the next anonymous list and detail', async () => {
    const title = `Cache Probe Kettle ${Date.now()}`;
    const body = await submission(t.app, t.database.db, seller, title);
    const saved = await postJson(t.app, '/v1/product/save', body, { token: seller });
    const id = saved.json().model.id as number;
    // Waiting for review: not in the mall (and these answers are now cached).
    expect((await listOf(title)).model?.total).toBe(0);
    expect((await listOf(title)).cache).toBe('hit');
    expect((await detailOf(id)).status).toBe(404);

    expect((await review(id)).statusCode).toBe(200);
    const listed = await listOf(title);
    expect([listed.cache, listed.model?.records.map((r) => [r.id, r.price])]).toEqual(['miss', [[id, 20.5]]]);
    expect((await listOf(title)).cache).toBe('hit');
    expect((await detailOf(id)).model?.price).toBe(20.5);
    expect((await detailOf(id)).cache).toBe('hit');

    // The seller takes it off the shelf: gone from both at once; back on: back at once.
    expect((await post(t.app, '/v1/product/offShelf', { id }, { token: seller })).statusCode).toBe(200);
    expect((await listOf(title)).model?.total).toBe(0);
    expect((await detailOf(id)).status).toBe(404);
    expect((await post(t.app, '/v1/product/onShelf', { id }, { token: seller })).statusCode).toBe(200);
    expect((await listOf(title)).model?.total).toBe(1);
    expect((await detailOf(id)).status).toBe(200);

    // A new price: the edit goes back to review (off the mall), the approval brings the new price.
    const own = (await get(t.app, `/v1/product/get?id=${id}`, { token: seller })).json().model;
    const edited = {
      ...own,
      status: 2,
      price: '23.3',
      mallSpecDataList: own.mallSpecDataList.map((row: object) => ({ ...row, price: '23.3' })),
    };
    const resaved = await postJson(t.app, '/v1/product/save', edited, { token: seller });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await listOf(title)).model?.total).toBe(0);
    expect((await review(id)).statusCode).toBe(200);
    expect((await listOf(title)).model?.records.map((r) => r.price)).toEqual([23.3]);
    expect((await detailOf(id)).model?.price).toBe(23.3);
  });

  it('shows what an order took and a new stock number at once', async () => {
    const variant = await variantWithStock(t.database.db, 8, 3);
    const kc = async () => {
      const found = await detailOf(variant.productId);
      return [found.cache, found.model?.mallSpecDataList.find((r) => r.cols1 === String(variant.skuId))?.kc];
    };
    expect((await kc())[1]).toBe(8);
    expect(await kc()).toEqual(['hit', 8]);

    const buyer = await newBuyer(t.database.db, '1000');
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, variant.skuId, 3);
    const submitted = await checkout(t.app, buyer.token, [line.id], address.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderIds, totalMoney } = submitted.json().result;
    expect(await kc()).toEqual(['miss', 5]);
    const paid = await post(t.app, '/v1/api/payment/pay', payBody(orderIds, PayType.balance, totalMoney), {
      token: buyer.token,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await kc())[1]).toBe(5);

    // The seller's stock number (booked by the stock module).
    await setStock(t.database.db, variant.skuId, 11);
    expect(await kc()).toEqual(['miss', 11]);
  });
});

/** A request of a caller without a business and a reply that records what was sent. */
function fakeCall() {
  const sent: { headers: Record<string, string>; body?: string } = { headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    getHeader: (name: string) => sent.headers[name],
    type(value: string) {
      return reply.header('content-type', value);
    },
    send(body: string) {
      sent.body = body;
      return reply;
    },
    serialize: (payload: unknown) => JSON.stringify(payload),
  };
  const request = { caller: { viewerBusinessId: null }, headers: {} };
  return { request: request as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
}

/** A read that started before a write committed must not be served after it, whichever store. */
async function racingRead(store: CacheStore, productId: number) {
  const cache = new AnswerCache(store, (error) => {
    throw error;
  });
  try {
    const what = { key: `detail-${productId}`, generations: ['s', `p:${productId}`] };
    const first = fakeCall();
    // The database answers the old price; the write commits (and is told) before that answer is stored.
    await cache.serve(first.request, first.reply, what, async () => {
      await catalogChanged({ products: [productId] });
      return { price: 1 };
    });
    expect(first.sent).toMatchObject({ body: '{"price":1}', headers: { 'x-cache': 'miss' } });
    const second = fakeCall();
    await cache.serve(second.request, second.reply, what, async () => ({ price: 2 }));
    expect(second.sent).toMatchObject({ body: '{"price":2}', headers: { 'x-cache': 'miss' } });
    const third = fakeCall();
    await cache.serve(third.request, third.reply, what, async () => ({ price: 3 }));
    expect(third.sent).toMatchObject({ body: '{"price":2}', headers: { 'x-cache': 'hit' } });
  } finally {
    cache.close();
  }
}

describe('a read racing a write', () => {
  it('is not served after the write (in process)', async () => {
    await racingRead(new MemoryStore(60_000, 1024 * 1024), 987_654);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('is not served after the write (Redis; TEST_REDIS_URL)', async () => {
    const redis = new Redis(redisUrl ?? '');
    const prefix = `dropmall-cat-test:${Date.now()}:${Math.random()}:`;
    try {
      await racingRead(new RedisStore(redis, async () => prefix, 60_000), 987_655);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
