import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken, post } from '../support/http';
import { COMPANY, expectOk, expectRefused, newBusiness, SUPER_OPERATOR } from './support';

interface Item {
  id: number;
  businessId: number;
  businessName: string;
  state: string;
  rejectReason: string;
}
interface ItemPage {
  records: Item[];
  total: number;
}

let t: TestApp;
let op: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

const queue = async (fields: Record<string, string> = {}) =>
  expectOk<ItemPage>(await post(t.app, '/v1/settlement/list', fields, { token: op }));

describe('settlement review queue', () => {
  it('lists pending applications oldest first; approving and rejecting take them off', async () => {
    const first = await newBusiness(t.app, 'First Shop');
    const second = await newBusiness(t.app, 'Second Shop');
    for (const shop of [first, second])
      expectOk(await post(t.app, '/v1/business/settlement/submit', COMPANY, { token: shop.token }));
    const pending = await queue();
    expect(pending.records.map((r) => r.businessName)).toEqual(['First Shop', 'Second Shop']);
    const [a, b] = pending.records as [Item, Item];

    expectOk(await post(t.app, '/v1/settlement/review', { id: a.id, decision: 'approve' }, { token: op }));
    expectOk(
      await post(
        t.app,
        '/v1/settlement/review',
        { id: b.id, decision: 'reject', reason: 'Blurry document' },
        { token: op },
      ),
    );
    expect((await queue()).total).toBe(0);
    expect((await queue({ state: 'rejected' })).records[0]).toMatchObject({
      id: b.id,
      rejectReason: 'Blurry document',
    });
    expect((await get(t.app, '/v1/business/settlement', { token: first.token })).json().model.rzStatus).toBe(
      2,
    );

    // A decided application is not pending any more.
    expectRefused(
      await post(t.app, '/v1/settlement/review', { id: a.id, decision: 'reject' }, { token: op }),
      404,
    );
  });

  it('is an operator-only call: a business token is refused', async () => {
    const shop = await newBusiness(t.app);
    expectRefused(await post(t.app, '/v1/settlement/list', {}, { token: shop.token }), 403, 4030);
    expectRefused(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'X', email: 'x@y.test', password: 'xxxxxx1', businessName: 'X' },
        { token: shop.token },
      ),
      400,
    );
  });
});
