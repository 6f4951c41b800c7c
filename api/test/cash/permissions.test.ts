import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, loginToken, post } from '../support/http';
import { apply, ok, refused } from './support';

/**
 * Who may call what: each business page guards its calls (403 for staff without it), a business never reaches
 * another's withdrawal (404), and only operators holding /System/withdrawalReview (button `review` to
 * decide) see the queue.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
const tokens = {
  applyOnly: '',
  recordsOnly: '',
  detailsOnly: '',
  none: '',
  superOp: '',
  opNoPage: '',
  opViewOnly: '',
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  owner = await newBuyer(t.database.db, '500');
  other = await newBuyer(t.database.db, '500');
  const staff = async (grants: Array<[string, ...string[]]>) =>
    (await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', grants))).token;
  tokens.applyOnly = await staff([['/cashCenter/applyCash']]);
  tokens.recordsOnly = await staff([['/cashCenter/cashRecord']]);
  tokens.detailsOnly = await staff([['/cashCenter/paymentDetails']]);
  tokens.none = await staff([['/myCenter/businessInfo']]);
  tokens.superOp = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  tokens.opNoPage = (
    await newOperator(t, await roleWith(t, tokens.superOp, 'platform', [['/System/productReview', 'review']]))
  ).token;
  tokens.opViewOnly = (
    await newOperator(t, await roleWith(t, tokens.superOp, 'platform', [['/System/withdrawalReview']]))
  ).token;
}, 120_000);
afterAll(() => t.close());

describe(`withdrawal permissions (${testDbKind})`, () => {
  it('staff need the page of each call; with it they act for their business', async () => {
    const made = ok<{ id: number; businessId: number }>(await apply(t, tokens.applyOnly, '15'));
    expect(made.businessId).toBe(owner.businessId);
    expect(ok(await get(t.app, '/v1/cash/overview', { token: tokens.applyOnly }))).toMatchObject({
      balance: 485,
    });
    for (const token of [tokens.recordsOnly, tokens.detailsOnly, tokens.none])
      expect(refused(await apply(t, token, '15'), 403)).toBe('You do not have permission to do this');

    expect(
      ok<{ total: number }>(await post(t.app, '/v1/cash/list', {}, { token: tokens.recordsOnly })).total,
    ).toBe(1);
    for (const token of [tokens.applyOnly, tokens.detailsOnly, tokens.none])
      refused(await post(t.app, '/v1/cash/list', {}, { token }), 403);
    for (const token of [tokens.applyOnly, tokens.detailsOnly])
      refused(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token }), 403);

    expect(
      ok<{ total: number }>(await post(t.app, '/v1/cash/ledger', {}, { token: tokens.detailsOnly })).total,
    ).toBe(2);
    for (const token of [tokens.applyOnly, tokens.recordsOnly, tokens.none])
      refused(await post(t.app, '/v1/cash/ledger', {}, { token }), 403);

    expect(
      ok<{ state: string }>(
        await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: tokens.recordsOnly }),
      ).state,
    ).toBe('cancelled');
  });

  it('a business never sees or touches another business’s withdrawal: 404, and nothing moves', async () => {
    const made = ok<{ id: number }>(await apply(t, other.token, '25'));
    expect(refused(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: owner.token }), 404)).toBe(
      'This withdrawal does not exist',
    );
    const mine = ok<{ records: { id: number }[] }>(
      await post(t.app, '/v1/cash/list', { size: 100 }, { token: owner.token }),
    );
    expect(mine.records.map((r) => r.id)).not.toContain(made.id);
    expect(
      ok<{ state: string }>(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: other.token }))
        .state,
    ).toBe('cancelled');
    refused(await post(t.app, '/v1/cash/cancel', { id: 987654 }, { token: owner.token }), 404);
  });

  it('businesses cannot call the operators’ routes; operators need the page, and the review button to decide', async () => {
    const made = ok<{ id: number }>(await apply(t, owner.token, '30'));
    for (const path of ['/v1/cash/review/list', '/v1/cash/review/pay'])
      refused(await post(t.app, path, { id: made.id }, { token: owner.token }), 403);
    refused(
      await post(t.app, '/v1/cash/review/reject', { id: made.id, reason: 'no' }, { token: owner.token }),
      403,
    );

    refused(await post(t.app, '/v1/cash/review/list', {}, { token: tokens.opNoPage }), 403);
    refused(await post(t.app, '/v1/cash/review/pay', { id: made.id }, { token: tokens.opNoPage }), 403);
    expect(
      ok<{ total: number }>(await post(t.app, '/v1/cash/review/list', {}, { token: tokens.opViewOnly }))
        .total,
    ).toBeGreaterThan(0);
    refused(await post(t.app, '/v1/cash/review/pay', { id: made.id }, { token: tokens.opViewOnly }), 403);
    // Operators are not businesses: the business calls refuse them.
    refused(await apply(t, tokens.superOp, '30'), 403);
    refused(await post(t.app, '/v1/cash/review/list', {}), 401);

    expect(
      ok<{ state: string }>(
        await post(t.app, '/v1/cash/review/pay', { id: made.id }, { token: tokens.superOp }),
      ).state,
    ).toBe('paid');
  });

  it('the platform menu shows Withdrawal Review under Review, in both languages', async () => {
    const menu = async (lang: 'en' | 'zh') =>
      JSON.stringify(
        (await post(t.app, '/v1/sysuser/permission_list', {}, { token: tokens.superOp, lang })).json(),
      );
    expect(await menu('en')).toContain('Withdrawal Review');
    expect(await menu('zh')).toContain('提现审核');
    expect(await menu('en')).toContain('/System/withdrawalReview');
  });
});
