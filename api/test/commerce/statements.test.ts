import { PayType } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, newBuyer, payBody, submitBody, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { statementsOf } from '../support/statements';
import { ledgerMismatches } from '../support/stock';

/*
 * Issue 19 item 4: a checkout asks the database once per concern (prices, stock, coupons) for all its lines,
 * not once per line, and so does paying. The statement counts of one order, end to end (the access check
 * included; BEGIN and COMMIT not).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

/** A buyer's cart of `lines` variants (each from its own product), submitted and paid by balance. */
async function order(lines: number, offset: number) {
  const buyer = await newBuyer(t.database.db, '100000');
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const cartIds: number[] = [];
  const add: string[][] = [];
  for (let i = 0; i < lines; i++) {
    const variant = await variantWithStock(t.database.db, 50, offset + i * 7);
    add.push(
      await statementsOf(t.database.db, async () => {
        cartIds.push((await addToCart(t.app, buyer.token, variant.skuId, 2)).id);
      }),
    );
  }
  let body: Awaited<ReturnType<typeof submitBody>> | undefined;
  const preview = await statementsOf(t.database.db, async () => {
    body = await submitBody(t.app, buyer.token, cartIds, address.id);
  });
  const answers: { submit?: { orderIds: number[]; totalMoney: number }; paid?: string } = {};
  const submit = await statementsOf(t.database.db, async () => {
    const res = await post(t.app, '/v1/api/order/submitOrder', body ?? {}, { token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    answers.submit = res.json().result;
  });
  const { orderIds = [], totalMoney = 0 } = answers.submit ?? {};
  const pay = await statementsOf(t.database.db, async () => {
    const res = await post(t.app, '/v1/api/payment/pay', payBody(orderIds, PayType.balance, totalMoney), {
      token: buyer.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    answers.paid = res.json().result.status;
  });
  expect(answers.paid).toBe('paid');
  return { add, preview, submit, pay, orders: orderIds.length };
}

describe('SQL statements per order', () => {
  // Before issue 19 item 4: 14 statements for one line, 34 for five lines in two orders (4 per line for stock).
  it('submits in at most 10 statements, and five lines cost no more stock statements than one', async () => {
    // The route's shipping rates are read once and kept (ShippingService): a first order reads them.
    await order(1, 39);
    const one = await order(1, 40);
    const five = await order(5, 41);
    // Writes of stock: the available copy, the bins and their ledger rows.
    const stock = (statements: string[]) =>
      statements.filter(
        (s) => !/^\s*select/i.test(s) && /product_variants|stock_balances|stock_ledger/.test(s),
      ).length;
    expect(one.submit.length, one.submit.join('\n')).toBeLessThanOrEqual(SUBMIT_STATEMENTS);
    // An owner's access check is answered from the menu tree (PermissionService.holdsAny).
    expect([...one.submit, ...one.pay].filter((s) => /from "permissions"/.test(s))).toEqual([]);
    expect(stock(one.submit)).toBe(2);
    expect(stock(five.submit)).toBe(2);
    // Nothing grows with the lines nor the sellers (a seller group's shipping quote is a kept rate).
    expect(five.submit.length).toBe(one.submit.length);
    expect(one.pay.length, one.pay.join('\n')).toBeLessThanOrEqual(PAY_STATEMENTS);
    // A mall order was not placed for a store order: the stores module is not asked.
    expect(one.pay.filter((s) => /store_order/.test(s))).toEqual([]);
    // Paying three orders at once costs what paying one does (their messages are one insert).
    expect(five.pay.length).toBe(one.pay.length);
    // The rest of an order's calls: adding a line (session, variant, upsert) and the preview (session,
    // address, lines, variants, coupons), the coupons once per seller group.
    expect(one.add.map((a) => a.length)).toEqual([3]);
    expect(one.preview.length, one.preview.join('\n')).toBe(5);
    expect(five.preview.length - one.preview.length).toBe(five.orders - one.orders);
    console.log(
      `statements: add ${one.add[0]?.length}, preview ${one.preview.length} / ${five.preview.length}; submit ${one.submit.length} (1 line) / ${five.submit.length} (5 lines, ${five.orders} orders); pay ${one.pay.length} / ${five.pay.length}`,
    );
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

/**
 * Submitting one line, the session check and the access check included (before issue 19: 14 without the
 * session check; 11 while an owner's check read permissions; 10 + the session check, uncounted until session
 * 17 because it is a prepared statement; 11 before an order's items were written with it, in one statement).
 * 11 since issue 34's stock and price sync: the stock taken reads which store variants follow those products
 * (published and mapped links in one statement), whatever the number of lines. 10 since the route's shipping
 * rates are kept in the process (issue 35).
 */
const SUBMIT_STATEMENTS = 10;
/**
 * Paying by balance, the session check and the access check included (before issue 19: 14 for one order, 16
 * for two, without the session check; 13 before the paid move answered the orders it moved; 10 while an
 * owner's check read permissions; 9 + the session check before the wallet's debit and its ledger row became
 * one statement; 9 while every payment asked the stores module's tables for store orders to move on).
 */
const PAY_STATEMENTS = 8;
