import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUS, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const detail = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/mall/index/get?id=${id}`, headers });

describe('catalogue answers carry an ETag', () => {
  it('answers 304 with no body while the product is unchanged, and the new product once its price changes', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, PRODUCT_STATUS.onShelf))
      .limit(1);
    const id = product?.id ?? 0;
    const first = await detail(id);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await detail(id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed or not, the answer is the same: the weak tag holds for both encodings.
    const compressed = await detail(id, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);

    await t.database.db.update(products).set({ price: '123.45' }).where(eq(products.id, id));
    await catalogWrittenByHand([id]);
    const changed = await detail(id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().model.price).toBe(123.45);
  });

  it('lists answer 304 too, and a different page has a different tag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/mall/index/page?size=10' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/mall/index/page?size=10',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/mall/index/page?size=10&current=2',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });
});
