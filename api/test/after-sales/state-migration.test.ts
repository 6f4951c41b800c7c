import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleMoves, afterSales } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { type AfterSale, act, apply, itemsOf, ok, paidOrder, sellerToken, ship } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** The data statements of migration 0049 (its state renames and the rebuilt timeline). */
function dataStatements(): string[] {
  const file = readFileSync(
    new URL('../../src/db/migrations/0049_after_sale_states.sql', import.meta.url),
    'utf8',
  );
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--[^\n]*\n)*\s*(UPDATE "after_sales"|INSERT INTO "after_sale_moves")/.test(s));
}

/** Puts rows back as the 7-state app left them: 'refunded', no moves. */
async function asBefore(ids: number[]) {
  await t.database.db.delete(afterSaleMoves).where(inArray(afterSaleMoves.afterSaleId, ids));
  await t.database.db.update(afterSales).set({ state: 'refunded' }).where(inArray(afterSales.id, ids));
}

const stateOf = async (id: number) =>
  (await t.database.db.select({ s: afterSales.state }).from(afterSales).where(eq(afterSales.id, id)))[0]?.s;
const movesOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(afterSaleMoves)
      .where(eq(afterSaleMoves.afterSaleId, id))
      .orderBy(afterSaleMoves.createdAt, afterSaleMoves.id)
  ).map((m) => `${m.action}>${m.toState}`);

describe(`migration 0049 moves the old 'refunded' rows to the glossary's states (${testDbKind})`, () => {
  it('a full return, a partial return, a partial and a full refund only; each gets its timeline', async () => {
    // A return of every item in full, and a return of 1 of 2.
    const whole = await paidOrder(t, 1);
    const part = await paidOrder(t, 2);
    const returns: number[] = [];
    for (const [bought, num] of [
      [whole, 1],
      [part, 1],
    ] as const) {
      await ship(t, bought.order.id);
      const seller = await sellerToken(t, bought.sellerId);
      await addAddress(t.app, t.database.db, seller);
      const [item] = await itemsOf(t, bought.order.id);
      const created = ok<AfterSale>(
        await apply(t, bought.buyer.token, {
          orderId: bought.order.id,
          type: 'return',
          amount: 1,
          items: [{ orderItemId: item?.id ?? 0, num }],
        }),
      );
      ok(await act(t, seller, 'agree', { id: created.id }));
      ok(
        await act(t, bought.buyer.token, 'uploadExpressInfo', {
          id: created.id,
          expressCompany: 'DHL',
          trackingNo: 'BR5555',
        }),
      );
      ok(await act(t, seller, 'confirmReceipt', { id: created.id }));
      returns.push(created.id);
    }
    // A refund of part of an order, then of the rest.
    const money = await paidOrder(t, 1);
    const seller = await sellerToken(t, money.sellerId);
    const first = ok<AfterSale>(await apply(t, money.buyer.token, { orderId: money.order.id, amount: 1 }));
    ok(await act(t, seller, 'agree', { id: first.id }));
    const rest = Number((money.order.total - 1).toFixed(2));
    const second = ok<AfterSale>(
      await apply(t, money.buyer.token, { orderId: money.order.id, amount: rest }),
    );
    ok(await act(t, seller, 'agree', { id: second.id }));

    const ids = [...returns, first.id, second.id];
    await asBefore(ids);
    for (const statement of dataStatements()) await t.database.db.execute(sql.raw(statement));

    expect(await stateOf(returns[0] ?? 0)).toBe('return_refunded');
    expect(await stateOf(returns[1] ?? 0)).toBe('partially_refunded');
    expect(await stateOf(first.id)).toBe('partially_refunded');
    expect(await stateOf(second.id)).toBe('refunded');
    expect(await movesOf(returns[0] ?? 0)).toEqual([
      'apply>pending',
      'agreeReturn>to_return',
      'shipBack>returning',
      'confirmReceipt>refunding',
      'returnSucceeded>return_refunded',
    ]);
    expect(await movesOf(second.id)).toEqual([
      'apply>pending',
      'agreeRefund>refunding',
      'refundSucceeded>refunded',
    ]);
  });
});
