import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDocumentLines } from '../../src/db/schema';
import { newSeller } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { balanceOf, barcodeOf, call, ledgerOf, model, newDocument } from './support';

/**
 * Deleting a draft (issue 17): a draft stock document or count that was opened by mistake goes away with its
 * lines; a confirmed one is in the ledger and stays (409); another business's is not there (404); a delete
 * racing a confirm leaves one of them done, never both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof newSeller>>;
const DOC = '/stock/document';

/** A draft merchant stock-in of the seller with one scanned line of `quantity`. */
async function draftWithLine(s: Seller, quantity = 4) {
  const id = await newDocument(t, s.seller.token);
  const code = await barcodeOf(t, s.skuId);
  model(await call(t, s.seller.token, `${DOC}/scan`, { id, code, quantity, locationId: 0 }));
  return id;
}
const linesOf = (documentId: number) =>
  t.database.db.select().from(stockDocumentLines).where(eq(stockDocumentLines.documentId, documentId));

describe(`deleting a draft (${testDbKind})`, () => {
  it('deletes a draft stock-in with its lines; it leaves the list, its detail is 404, nothing was booked', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const before = await balanceOf(t, s.skuId);
    const id = await draftWithLine(s);
    expect(await linesOf(id)).toHaveLength(1);

    model(await call(t, token, `${DOC}/delete`, { id }));

    expect((await call(t, token, `${DOC}/detail`, { id })).statusCode).toBe(404);
    const list = model<{ records: { id: number }[] }>(await call(t, token, `${DOC}/list`, {}));
    expect(list.records.map((r) => r.id)).not.toContain(id);
    expect(await linesOf(id)).toHaveLength(0);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(0);
    expect(await balanceOf(t, s.skuId)).toEqual(before);
    // A second delete finds nothing.
    expect((await call(t, token, `${DOC}/delete`, { id })).statusCode).toBe(404);
  });

  it('refuses a confirmed document (409, in the caller’s language) and keeps it and its booking', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const id = await draftWithLine(s, 3);
    model(await call(t, token, `${DOC}/confirm`, { id }));

    const en = await call(t, token, `${DOC}/delete`, { id });
    expect(en.statusCode).toBe(409);
    expect(en.json().msg).toMatch(/confirmed/i);
    const zh = await call(t, token, `${DOC}/delete`, { id }, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);

    const kept = model<{ status: string; lines: unknown[] }>(await call(t, token, `${DOC}/detail`, { id }));
    expect(kept.status).toBe('confirmed');
    expect(kept.lines).toHaveLength(1);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(1);
  });

  it('answers 404 for another business’s draft and leaves it alone', async () => {
    const owner = await newSeller(t);
    const other = await newSeller(t);
    const id = await draftWithLine(owner);
    expect((await call(t, other.seller.token, `${DOC}/delete`, { id })).statusCode).toBe(404);
    const still = model<{ status: string }>(await call(t, owner.seller.token, `${DOC}/detail`, { id }));
    expect(still.status).toBe('draft');
  });

  it('a delete racing a confirm: exactly one wins, and the ledger agrees with the winner', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const before = await balanceOf(t, s.skuId);
    const id = await draftWithLine(s, 5);
    const [confirm, remove] = await Promise.all([
      call(t, token, `${DOC}/confirm`, { id }),
      call(t, token, `${DOC}/delete`, { id }),
    ]);
    const codes = [confirm.statusCode, remove.statusCode];
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 404 || c === 409)).toBe(true);
    const booked = await ledgerOf(t, 'document', id);
    if (confirm.statusCode === 200) {
      expect(booked).toHaveLength(1);
      expect((await balanceOf(t, s.skuId)).onHand).toBe(before.onHand + 5);
    } else {
      expect(booked).toHaveLength(0);
      expect(await balanceOf(t, s.skuId)).toEqual(before);
    }
  });

  it('deletes a draft count; a confirmed count stays (409)', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const code = await barcodeOf(t, s.skuId);
    const draft = model<{ id: number }>(await call(t, token, '/stock/count/create', { warehouseId: 1 })).id;
    model(await call(t, token, '/stock/count/scan', { id: draft, code, locationId: 0 }));
    model(await call(t, token, '/stock/count/delete', { id: draft }));
    expect((await call(t, token, '/stock/count/detail', { id: draft })).statusCode).toBe(404);
    expect(await linesOf(draft)).toHaveLength(0);

    const done = model<{ id: number }>(await call(t, token, '/stock/count/create', { warehouseId: 1 })).id;
    model(
      await call(t, token, '/stock/count/set', { id: done, variantId: s.skuId, locationId: 0, counted: 100 }),
    );
    model(await call(t, token, '/stock/count/confirm', { id: done }));
    expect((await call(t, token, '/stock/count/delete', { id: done })).statusCode).toBe(409);
    expect(model<{ status: string }>(await call(t, token, '/stock/count/detail', { id: done })).status).toBe(
      'confirmed',
    );
  });

  it('a staff member without the stock-in page cannot delete (403), and the draft stays', async () => {
    const s = await newSeller(t);
    const id = await draftWithLine(s);
    // Holding another stock page is not holding this one.
    const role = await roleWith(t, s.seller.token, 'business', [['/stock/warehouseDifference']]);
    const staff = await newStaff(t, s.seller.token, role);
    expect((await call(t, staff.token, `${DOC}/delete`, { id })).statusCode).toBe(403);
    const still = model<{ status: string }>(await call(t, s.seller.token, `${DOC}/detail`, { id }));
    expect(still.status).toBe('draft');
  });
});
