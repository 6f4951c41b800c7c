import { MAX_WEBHOOK_ENDPOINTS } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates, PRODUCT_STATUS, products } from '../../src/db/schema';
import { MAX_ACTIVE_KEYS } from '../../src/modules/api-keys/service';
import { MAX_WAITING_TASKS } from '../../src/modules/tasks/task-store';
import { tag } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { tasksOf } from '../support/tasks';

/**
 * Every per-business (or per-address) count limit holds when the calls arrive together (issue 36, item 4):
 * 30 creations at once, exactly the limit succeed and the rest hear the limit's message with its status. Each
 * limit is a count read under a lock (or a conditional write) in the transaction of the insert.
 */
const AT_ONCE = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const inParallel = (call: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: AT_ONCE }, (_, i) => call(i)));

/** Exactly `limit` answers are 200; every other one is `status` with `message` (either envelope). */
function expectLimitHeld(answers: LightMyRequestResponse[], limit: number, status: number, message: string) {
  const refused = answers.filter((a) => a.statusCode !== 200);
  expect(answers.length - refused.length).toBe(limit);
  for (const a of refused) {
    expect(a.statusCode, a.body).toBe(status);
    expect(a.json().msg ?? a.json().message).toBe(message);
  }
}

describe(`per-business limits under ${AT_ONCE} parallel calls (${testDbKind})`, () => {
  it(`API keys: ${MAX_ACTIVE_KEYS} active keys at most`, async () => {
    const shop = await newBuyer(t.database.db);
    const answers = await inParallel((i) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/apiKey/create',
        payload: { name: `Key ${i}`, scopes: ['catalogue:read'], expiresInDays: 30 },
        headers: { authorization: `Bearer ${shop.token}` },
      }),
    );
    expectLimitHeld(
      answers,
      MAX_ACTIVE_KEYS,
      409,
      `A business may have at most ${MAX_ACTIVE_KEYS} active API keys; revoke one first`,
    );
    const listed = await post(t.app, '/v1/apiKey/list', {}, { token: shop.token });
    expect(listed.json().model.records).toHaveLength(MAX_ACTIVE_KEYS);
  });

  it(`webhook endpoints: ${MAX_WEBHOOK_ENDPOINTS} at most`, async () => {
    const shop = await newBuyer(t.database.db);
    const answers = await inParallel((i) =>
      post(
        t.app,
        '/v1/webhook/create',
        { url: `http://127.0.0.1:9/hooks/${i}`, events: 'order.paid' },
        { token: shop.token },
      ),
    );
    expectLimitHeld(
      answers,
      MAX_WEBHOOK_ENDPOINTS,
      409,
      `A business may register at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`,
    );
    const listed = await post(t.app, '/v1/webhook/list', {}, { token: shop.token });
    expect(listed.json().model.records).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });

  it(`export tasks: ${MAX_WAITING_TASKS} waiting at most`, async () => {
    const shop = await newBuyer(t.database.db);
    const ids = (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, PRODUCT_STATUS.onShelf))
        .limit(AT_ONCE)
    ).map((r) => r.id);
    expect(ids).toHaveLength(AT_ONCE);
    // Thirty different downloads (one product each), so none is the duplicate of another.
    const answers = await inParallel((i) =>
      post(
        t.app,
        '/v1/product/saveTask',
        { title: '', platformType: 2, platformDataType: 4, invalid: 0, parentId: String(ids[i]) },
        { token: shop.token },
      ),
    );
    expectLimitHeld(
      answers,
      MAX_WAITING_TASKS,
      429,
      `You already have ${MAX_WAITING_TASKS} exports waiting; please wait until they finish`,
    );
    await tasksOf(t).worker.drain();
  });

  it('coupon claims: the per-business limit of a template', async () => {
    const shop = await newBuyer(t.database.db);
    const [offer] = await t.database.db
      .insert(couponTemplates)
      .values({
        titleEn: `Three each ${tag()}`,
        titleZh: '每家三张',
        amount: '5',
        minSpend: '20',
        validDays: 7,
        claimable: true,
        perBusiness: 3,
      })
      .returning();
    const answers = await inParallel(() =>
      post(t.app, '/v1/api/coupon/claim', { templateId: offer?.id ?? 0 }, { token: shop.token }),
    );
    expectLimitHeld(answers, 3, 409, 'You already hold the 3 of this coupon you may claim');
  });
});

describe(`per-address limits under ${AT_ONCE} parallel calls (${testDbKind})`, () => {
  it('verification codes: one per address within the resend cool-down', async () => {
    const email = `parallel-${tag()}@example.com`;
    const answers = await inParallel(() =>
      post(t.app, '/v1/business/emailCode', { email, purpose: 'register' }),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(429);
      expect(a.json().msg).toMatch(/^A code was sent just now; you can ask for another in \d+ seconds$/);
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = (await get(t.app, `/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=50`)).json();
    expect(sent).toHaveLength(1);
  });
});
