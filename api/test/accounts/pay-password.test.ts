import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, payPasswords, wallets } from '../../src/db/schema';
import { createKey, withKey } from '../api-keys/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { get, latestCode, post } from '../support/http';

/**
 * The 6-digit payment password (issue 18, item 5): opt-in; set, changed with the old one, reset with an
 * e-mailed code; once set, a balance payment needs it; 5 wrong tries lock it for 30 minutes (counted so
 * that parallel guesses never get more than 5 compares); never through an API key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

let offset = 40;
async function unpaidOrder(buyer: Awaited<ReturnType<typeof newBuyer>>) {
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 50, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const res = await checkout(t.app, buyer.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.orders[0] as { id: number; total: number };
}

const pay = (token: string, order: { id: number; total: number }, payPassword?: string, lang?: 'zh') => {
  const body = JSON.parse(payBody([order.id], 3, order.total).paramsJson);
  return post(
    t.app,
    '/v1/api/payment/pay',
    { paramsJson: JSON.stringify(payPassword === undefined ? body : { ...body, payPassword }) },
    { token, lang },
  );
};
const setPassword = (token: string, password: string) =>
  post(t.app, '/v1/business/payPassword/set', { password }, { token });
const change = (token: string, oldPassword: string, password: string) =>
  post(t.app, '/v1/business/payPassword/change', { oldPassword, password }, { token });
const state = async (token: string) => (await get(t.app, '/v1/business/payPassword', { token })).json().model;
const balanceOf = async (businessId: number) =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId)))[0]?.balance ?? 0,
  );
const statusOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe('opt-in', () => {
  it('a business without one pays by balance as before', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    expect(await state(buyer.token)).toEqual({
      set: false,
      locked: false,
      lockedUntil: null,
      triesLeft: 5,
      canManage: true,
    });
    const order = await unpaidOrder(buyer);
    const res = await pay(buyer.token, order);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');
  });
});

describe('set, pay, change', () => {
  it('once set, balance pay needs it: missing or wrong is refused and nothing is charged; right pays', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    expect((await setPassword(buyer.token, '12ab56')).json().msg).toBe('the payment password is 6 digits');
    expect((await setPassword(buyer.token, '135790')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.businessId, buyer.businessId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/); // hashed, as login passwords are
    expect(row?.passwordHash).not.toContain('135790');
    expect((await setPassword(buyer.token, '111111')).statusCode).toBe(409);

    const order = await unpaidOrder(buyer);
    const missing = await pay(buyer.token, order);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your 6-digit payment password to pay by balance');
    const wrong = await pay(buyer.token, order, '000000', 'zh');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('支付密码错误，还可尝试 4 次');
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await balanceOf(buyer.businessId)).toBe(500);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.businessId, buyer.businessId)),
    ).toEqual([]);

    const right = await pay(buyer.token, order, '135790');
    expect(right.statusCode, right.body).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(500 - order.total, 4);
    // A right one clears the count of wrong ones.
    expect((await state(buyer.token)).triesLeft).toBe(5);
  });

  it('changes with the old one only', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    expect((await change(buyer.token, '123456', '654321')).statusCode).toBe(400); // none set yet
    await setPassword(buyer.token, '123456');
    const wrongOld = await change(buyer.token, '999999', '654321');
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('The payment password is wrong; 4 tries left');
    expect((await change(buyer.token, '123456', '654321')).statusCode).toBe(200);
    const order = await unpaidOrder(buyer);
    expect((await pay(buyer.token, order, '123456')).statusCode).toBe(400);
    expect((await pay(buyer.token, order, '654321')).statusCode).toBe(200);
  });

  it('pix and boleto do not ask for it', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    await setPassword(buyer.token, '123456');
    const order = await unpaidOrder(buyer);
    // No gateway here: refused for that reason, not for the password.
    const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), {
      token: buyer.token,
    });
    expect(res.json().message).not.toContain('payment password');
  });
});

describe('brute force', () => {
  it('5 wrong tries lock it for 30 minutes: even the right one is refused with the dialog text', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    await setPassword(buyer.token, '246810');
    const order = await unpaidOrder(buyer);
    for (let i = 4; i >= 1; i--)
      expect((await pay(buyer.token, order, '000000')).json().message).toBe(
        `The payment password is wrong; ${i} tries left`,
      );
    const fifth = await pay(buyer.token, order, '000000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe(4230);
    expect(fifth.json().message).toContain('The 6-digit password has been disabled');
    const right = await pay(buyer.token, order, '246810', 'zh');
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toContain('6位密码已被禁用');
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await balanceOf(buyer.businessId)).toBe(500);
    const locked = await state(buyer.token);
    expect(locked).toMatchObject({ set: true, locked: true, triesLeft: 0 });
    const minutes = (Date.parse(locked.lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // Changing with the old one is locked too.
    expect((await change(buyer.token, '246810', '135791')).statusCode).toBe(423);

    // Once the 30 minutes are over, the count starts again and the right one pays.
    await t.database.db
      .update(payPasswords)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(payPasswords.businessId, buyer.businessId));
    expect(await state(buyer.token)).toMatchObject({ locked: false, triesLeft: 5 });
    expect((await pay(buyer.token, order, '246810')).statusCode).toBe(200);
  });

  it('20 parallel wrong tries: at most 5 are compared, the rest find it locked', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    await setPassword(buyer.token, '112358');
    const order = await unpaidOrder(buyer);
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(buyer.token, order, '999999')));
    const wrong = results.filter((r) => r.statusCode === 400);
    const locked = results.filter((r) => r.statusCode === 423);
    expect(wrong.length + locked.length).toBe(20);
    expect(wrong.length).toBe(4); // the 5th compared one locks it (423)
    const [row] = await t.database.db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.businessId, buyer.businessId));
    expect(row?.failedAttempts).toBe(5);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await balanceOf(buyer.businessId)).toBe(500);
  });
});

describe('reset by code', () => {
  it("e-mails the owner a code; the code sets a new one and lifts the lock; a wrong code doesn't", async () => {
    const buyer = await newBuyer(t.database.db, '500');
    await setPassword(buyer.token, '123123');
    const order = await unpaidOrder(buyer);
    for (let i = 0; i < 5; i++) await pay(buyer.token, order, '000000');
    expect((await state(buyer.token)).locked).toBe(true);

    const sent = await post(t.app, '/v1/business/payPassword/sendCode', {}, { token: buyer.token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().model.sentTo).toMatch(/^bu\*\*\*@example\.com$/);
    const email = (await get(t.app, '/v1/business/info', { token: buyer.token })).json().model?.email;
    const code = await latestCode(t.app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await post(
      t.app,
      '/v1/business/payPassword/reset',
      { code: wrongCode, password: '777777' },
      { token: buyer.token },
    );
    expect(refused.statusCode).toBe(400);
    expect((await state(buyer.token)).locked).toBe(true);

    const reset = await post(
      t.app,
      '/v1/business/payPassword/reset',
      { code, password: '777777' },
      { token: buyer.token },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await state(buyer.token)).toMatchObject({ set: true, locked: false, triesLeft: 5 });
    // The code is used up.
    const again = await post(
      t.app,
      '/v1/business/payPassword/reset',
      { code, password: '888888' },
      { token: buyer.token },
    );
    expect(again.statusCode).toBe(400);
    expect((await pay(buyer.token, order, '777777')).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('staff read the state and enter it when paying, but only the owner sets, changes or resets it', async () => {
    const owner = await newBuyer(t.database.db, '500');
    const role = await roleWith(t, owner.token, 'business', [['/myCenter/cartList']]);
    const staff = await newStaff(t, owner.token, role);
    expect(await state(staff.token)).toMatchObject({ set: false, canManage: false });
    expect((await setPassword(staff.token, '123456')).statusCode).toBe(403);
    expect(
      (await post(t.app, '/v1/business/payPassword/sendCode', {}, { token: staff.token })).statusCode,
    ).toBe(403);
    await setPassword(owner.token, '123456');
    expect(await state(staff.token)).toMatchObject({ set: true, canManage: false });
    expect((await change(staff.token, '123456', '222222')).statusCode).toBe(403);
  });

  it('an API key can never read, set, change or reset it', async () => {
    const owner = await newBuyer(t.database.db, '500');
    const key = await createKey(t.app, owner.token, [
      'catalogue:read',
      'orders:read',
      'orders:write',
      'storeOrders',
      'stock:read',
    ]);
    for (const [method, url, body] of [
      ['GET', '/v1/business/payPassword', undefined],
      ['POST', '/v1/business/payPassword/set', { password: '123456' }],
      ['POST', '/v1/business/payPassword/change', { oldPassword: '123456', password: '654321' }],
      ['POST', '/v1/business/payPassword/sendCode', {}],
      ['POST', '/v1/business/payPassword/reset', { code: '123456', password: '654321' }],
    ] as const) {
      const res = await withKey(t.app, key.secret, method, url, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await state(owner.token)).toMatchObject({ set: false });
  });

  it('a key paying by balance needs it too, once set', async () => {
    const owner = await newBuyer(t.database.db, '500');
    const key = await createKey(t.app, owner.token, ['orders:write']);
    await setPassword(owner.token, '314159');
    const order = await unpaidOrder(owner);
    const body = JSON.parse(payBody([order.id], 3, order.total).paramsJson);
    const without = await withKey(t.app, key.secret, 'POST', '/v1/api/payment/pay', { paramsJson: body });
    expect(without.statusCode).toBe(400);
    const withIt = await withKey(t.app, key.secret, 'POST', '/v1/api/payment/pay', {
      paramsJson: { ...body, payPassword: '314159' },
    });
    expect(withIt.statusCode, withIt.body).toBe(200);
  });
});
