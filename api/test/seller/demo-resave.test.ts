import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken } from '../support/http';
import { postJson } from './product-support';

/** The demo seller opens each of its seeded products and saves it unchanged, as the edit page would. */

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
});
afterAll(() => t.close());

async function ownProductIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let current = 1; ; current++) {
    const page = expectOk<{ records: { id: number }[]; total: number }>(
      await get(t.app, `/v1/product/list?current=${current}&size=100`, { token: seller }),
    );
    ids.push(...page.records.map((r) => r.id));
    if (page.records.length === 0 || ids.length >= page.total) return ids;
  }
}

describe('demo products', () => {
  it('every product of the demo seller can be saved back as it was read', { timeout: 240_000 }, async () => {
    const ids = await ownProductIds();
    expect(ids.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const id of ids) {
      const own = expectOk<Record<string, unknown>>(
        await get(t.app, `/v1/product/get?id=${id}`, { token: seller }),
      );
      // What the edit page sends: the product as read, always off shelf for review (spec 000 §4).
      const res = await postJson(t.app, '/v1/product/save', { ...own, id, status: 2 }, { token: seller });
      if (res.statusCode !== 200) failures.push(`${id} ${own.title}: ${res.json().msg}`);
    }
    expect(failures).toEqual([]);
  });
});
