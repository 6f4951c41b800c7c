import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, stockLedger, variantBarcodes, warehouses } from '../../src/db/schema';
import { book } from '../../src/modules/stock/ledger';
import { newSeller, paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { balanceOf, call, ledgerOf, mallKc, model } from './support';

/**
 * Third-party stock-in and stock-out (issue 17): documents into and out of the business's own warehouses,
 * booked once when confirmed; a stock-out never takes more than is available; an empty own warehouse can be
 * deleted (archived). The ledger invariant is checked when the test database closes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const IN = '/stock/thirdPartyIn';
const OUT = '/stock/thirdPartyOut';
type Seller = Awaited<ReturnType<typeof newSeller>>;
interface Line {
  id: number;
  variantId: number;
  quantity: number;
  available: number;
  locationCode: string;
}
interface Detail {
  kind: string;
  status: string;
  warehouseId: number;
  lines: Line[];
}
interface Row {
  id: number;
  docNo: string;
  kind: string;
  status: string;
  warehouseId: number;
  totalQuantity: number;
}

const barcodeOf = async (variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';
const skuOf = async (variantId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]
    ?.articleNumber ?? '';
const warehouseRow = async (id: number) =>
  (await t.database.db.select().from(warehouses).where(eq(warehouses.id, id)))[0];

/** An own warehouse saved through My Profile. */
async function myWarehouse(token: string, name = 'Sao Paulo 3PL') {
  return model<{ id: number }>(
    await call(t, token, '/stock/warehouse/save', { name, country: 'Brazil', address: 'Rua Augusta 100' }),
  ).id;
}
const newDoc = async (token: string, base: string, warehouseId: number, remark = '') =>
  model<{ id: number }>(await call(t, token, `${base}/create`, { warehouseId, remark })).id;
const detail = async (token: string, base: string, id: number) =>
  model<Detail>(await call(t, token, `${base}/detail`, { id }));

/** Books `quantity` of the seller's variant into its own warehouse through a confirmed stock-in. */
async function stockIn(s: Seller, warehouseId: number, quantity: number, locationId = 0) {
  const id = await newDoc(s.seller.token, IN, warehouseId);
  model(
    await call(t, s.seller.token, `${IN}/scan`, {
      id,
      code: await barcodeOf(s.skuId),
      quantity,
      locationId,
    }),
  );
  model(await call(t, s.seller.token, `${IN}/confirm`, { id }));
  return id;
}

/** A draft stock-out of `quantity` of the seller's variant from its own warehouse. */
async function draftOut(s: Seller, warehouseId: number, quantity: number, locationId = 0) {
  const id = await newDoc(s.seller.token, OUT, warehouseId);
  model(
    await call(t, s.seller.token, `${OUT}/scan`, {
      id,
      code: await barcodeOf(s.skuId),
      quantity,
      locationId,
    }),
  );
  return id;
}

describe(`third-party stock-in and stock-out (${testDbKind})`, () => {
  it('stocks into an own warehouse by barcode and SKU, books third_party_in once, and the mall sells it', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const house = await myWarehouse(token);
    const bin = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: house, code: 'R-01' }),
    ).id;
    const id = await newDoc(token, IN, house, 'From the supplier');
    const code = await barcodeOf(s.skuId);
    model(await call(t, token, `${IN}/scan`, { id, code, locationId: bin }));
    const again = model<{ quantity: number }>(
      await call(t, token, `${IN}/scan`, { id, code, locationId: bin, quantity: 4 }),
    );
    expect(again.quantity).toBe(5);
    model(await call(t, token, `${IN}/scan`, { id, code: await skuOf(s.skuId), quantity: 3 }));
    const draft = await detail(token, IN, id);
    expect(draft).toMatchObject({ kind: 'third_party_in', status: 'draft', warehouseId: house });
    expect(draft.lines.map((l) => [l.locationCode, l.quantity, l.available])).toEqual([
      ['R-01', 5, 0],
      ['', 3, 0],
    ]);

    model(await call(t, token, `${IN}/confirm`, { id }));
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 8, reserved: 0 });
    expect(await mallKc(t, s.productId, s.skuId)).toBe(108);
    const rows = await ledgerOf(t, 'document', id);
    expect(rows.map((r) => [r.kind, r.quantity, r.warehouseId])).toEqual([
      ['third_party_in', 3, house],
      ['third_party_in', 5, house],
    ]);
    expect(rows.every((r) => r.actor.startsWith('business:'))).toBe(true);
    const confirmed = await detail(token, IN, id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.lines.map((l) => l.available)).toEqual([5, 3]);
    // Confirmed: no more changes, no second booking.
    expect((await call(t, token, `${IN}/scan`, { id, code })).statusCode).toBe(409);
    expect((await call(t, token, `${IN}/confirm`, { id })).statusCode).toBe(409);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(2);
  });

  it('takes out only what is available (on hand - reserved): beyond it, 409 and nothing booked', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const house = await myWarehouse(token);
    await stockIn(s, house, 150);
    // The fullest bin is the own warehouse's (150 against China's 100): a paid order reserves its 2 there.
    await paidOrder(t, s.skuId, undefined, 2);
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 150, reserved: 2 });

    const tooMany = await draftOut(s, house, 149);
    const refused = await call(t, token, `${OUT}/confirm`, { id: tooMany });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toBe(
      `${(await skuOf(s.skuId)) || (await barcodeOf(s.skuId))} at no location: 149 to take out, but only 148 available there (on hand 150, reserved for orders 2). Nothing was booked`,
    );
    const zh = await call(t, token, `${OUT}/confirm`, { id: tooMany }, 'zh');
    expect(zh.json().msg).toMatch(/库位 无库位.*只有 148 可用/);
    expect(await ledgerOf(t, 'document', tooMany)).toHaveLength(0);
    expect((await detail(token, OUT, tooMany)).status).toBe('draft');
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 150, reserved: 2 });

    // Down to what is free: booked as third_party_out, the mall sells less.
    const line = (await detail(token, OUT, tooMany)).lines[0];
    expect(line).toMatchObject({ quantity: 149, available: 148 });
    model(await call(t, token, `${OUT}/setLine`, { id: tooMany, lineId: line?.id ?? 0, quantity: 148 }));
    model(await call(t, token, `${OUT}/confirm`, { id: tooMany }));
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 2, reserved: 2 });
    expect((await ledgerOf(t, 'document', tooMany)).map((r) => [r.kind, r.quantity, r.onHandAfter])).toEqual([
      ['third_party_out', -148, 2],
    ]);
    expect(await mallKc(t, s.productId, s.skuId)).toBe(100);
    // Nothing left free there: even one more is refused.
    const more = await draftOut(s, house, 1);
    expect((await call(t, token, `${OUT}/confirm`, { id: more })).statusCode).toBe(409);
  }, 60_000);

  it('lists each kind with filters (warehouse, state, number, days) and paging; the kinds stay apart', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const first = await myWarehouse(token, 'Recife 3PL');
    const second = await myWarehouse(token, 'Campinas 3PL');
    const a = await stockIn(s, first, 5);
    const b = await newDoc(token, IN, second, 'Pallet 7');
    const c = await newDoc(token, IN, first);
    const out = await draftOut(s, first, 2);
    const list = async (base: string, filters: Record<string, string | number> = {}) =>
      model<{ records: Row[]; total: number }>(await call(t, token, `${base}/list`, filters));

    expect((await list(IN)).records.map((r) => r.id)).toEqual([c, b, a]);
    expect((await list(IN, { warehouseId: second })).records.map((r) => r.id)).toEqual([b]);
    expect((await list(IN, { status: 'confirmed' })).records.map((r) => [r.id, r.totalQuantity])).toEqual([
      [a, 5],
    ]);
    const docNo = (await list(IN)).records.find((r) => r.id === b)?.docNo ?? '';
    expect(docNo).toMatch(/^TI\d{17}$/);
    expect((await list(IN, { keyword: docNo })).records.map((r) => r.id)).toEqual([b]);
    expect((await list(IN, { keyword: 'pallet' })).records.map((r) => r.id)).toEqual([b]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(IN, { startTime: today, endTime: today })).total).toBe(3);
    expect((await list(IN, { endTime: '2020-01-01' })).total).toBe(0);
    const page2 = await list(IN, { current: 2, size: 2 });
    expect([page2.total, page2.records.map((r) => r.id)]).toEqual([3, [a]]);
    // The stock-out list holds the stock-out only; the merchant stock-in list none of them.
    const outs = await list(OUT);
    expect(outs.records.map((r) => [r.id, r.kind, r.docNo.slice(0, 2)])).toEqual([
      [out, 'third_party_out', 'TO'],
    ]);
    expect((await list('/stock/document')).total).toBe(0);
    // A document of one kind is not found through another kind's calls.
    expect((await call(t, token, `${OUT}/detail`, { id: b })).statusCode).toBe(404);
    expect((await call(t, token, `${IN}/confirm`, { id: out })).statusCode).toBe(404);
    expect((await call(t, token, '/stock/document/detail', { id: b })).statusCode).toBe(404);
  });

  it('refuses bad input in the caller’s language and books nothing', async () => {
    const s = await newSeller(t);
    const other = await newSeller(t);
    const token = s.seller.token;
    const house = await myWarehouse(token);
    const id = await newDoc(token, IN, house);
    const code = await barcodeOf(s.skuId);
    // Zero, negative or fractional quantities.
    for (const base of [IN, OUT]) {
      const doc = base === IN ? id : await newDoc(token, OUT, house);
      for (const quantity of [0, -2, 1.5]) {
        const res = await call(t, token, `${base}/scan`, { id: doc, code, quantity });
        expect(res.statusCode, `${base} ${quantity}`).toBe(400);
        expect(res.json().msg).toMatch(/quantity must be a whole number/);
      }
    }
    expect((await call(t, token, `${IN}/scan`, { id, code, quantity: -1 }, 'zh')).json().msg).toMatch(
      /数量必须/,
    );
    const line = model<{ lineId: number }>(await call(t, token, `${IN}/scan`, { id, code })).lineId;
    expect((await call(t, token, `${IN}/setLine`, { id, lineId: line, quantity: -5 })).statusCode).toBe(400);
    // Another business's barcode is not one of ours.
    const foreign = await call(t, token, `${IN}/scan`, { id, code: await barcodeOf(other.skuId) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toMatch(/No product of yours/);
    // A location of another warehouse (the platform's) or of another business.
    const chinaBin = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'CN-1' }),
    ).id;
    const wrongBin = await call(t, token, `${IN}/scan`, { id, code, locationId: chinaBin });
    expect(wrongBin.statusCode).toBe(404);
    expect(wrongBin.json().msg).toMatch(/not one of your locations in this warehouse/);
    const theirHouse = await myWarehouse(other.seller.token);
    const theirBin = model<{ id: number }>(
      await call(t, other.seller.token, '/stock/location/add', { warehouseId: theirHouse, code: 'X-1' }),
    ).id;
    expect((await call(t, token, `${IN}/scan`, { id, code, locationId: theirBin })).statusCode).toBe(404);
    // A platform warehouse is not a third-party one; another business's warehouse is not found.
    for (const base of [IN, OUT]) {
      const platform = await call(t, token, `${base}/create`, { warehouseId: 1 });
      expect(platform.statusCode, base).toBe(400);
      expect(platform.json().msg).toMatch(/for your own warehouses/);
      expect((await call(t, token, `${base}/create`, { warehouseId: 1 }, 'zh')).json().msg).toMatch(
        /只能使用您自己的仓库/,
      );
      expect((await call(t, token, `${base}/create`, { warehouseId: theirHouse })).statusCode).toBe(404);
    }
    // Another business's document is not found, whatever the call; nothing of it changes.
    for (const [path, body] of [
      ['detail', { id }],
      ['scan', { id, code: await barcodeOf(other.skuId) }],
      ['setLine', { id, lineId: line, quantity: 9 }],
      ['confirm', { id }],
    ] as const) {
      const res = await call(t, other.seller.token, `${IN}/${path}`, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().msg).toMatch(/does not exist/);
    }
    expect((await detail(token, IN, id)).lines.map((l) => l.quantity)).toEqual([1]);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(0);
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 0, reserved: 0 });
  });

  it('books a document confirmed several times at once only once (stock-in and stock-out)', async () => {
    const s = await newSeller(t);
    const house = await myWarehouse(s.seller.token);
    const id = await newDoc(s.seller.token, IN, house);
    model(await call(t, s.seller.token, `${IN}/scan`, { id, code: await barcodeOf(s.skuId), quantity: 6 }));
    const ins = await Promise.all(
      Array.from({ length: 4 }, () => call(t, s.seller.token, `${IN}/confirm`, { id })),
    );
    expect(ins.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(1);
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 6, reserved: 0 });

    // Two stock-outs of 4 each against 6: one of them is booked, the other refused; never below zero.
    const a = await draftOut(s, house, 4);
    const b = await draftOut(s, house, 4);
    const outs = await Promise.all([
      call(t, s.seller.token, `${OUT}/confirm`, { id: a }),
      call(t, s.seller.token, `${OUT}/confirm`, { id: a }),
      call(t, s.seller.token, `${OUT}/confirm`, { id: b }),
    ]);
    expect(outs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t, s.skuId, house)).toEqual({ onHand: 2, reserved: 0 });
    const booked = [...(await ledgerOf(t, 'document', a)), ...(await ledgerOf(t, 'document', b))];
    expect(booked.map((r) => [r.kind, r.quantity])).toEqual([['third_party_out', -4]]);
  }, 60_000);

  it('answers staff only with each page’s permission', async () => {
    const s = await newSeller(t);
    const house = await myWarehouse(s.seller.token);
    const id = await newDoc(s.seller.token, IN, house);
    const staff = async (pages: string[]) =>
      (
        await newStaff(
          t,
          s.seller.token,
          await roleWith(
            t,
            s.seller.token,
            'business',
            pages.map((p) => [p]),
          ),
        )
      ).token;
    const inOnly = await staff(['/stock/thirdPartyStockIn']);
    const none = await staff(['/stock/merchantStockIn']);
    const code = await barcodeOf(s.skuId);
    const calls: [string, Record<string, string | number>][] = [
      ['list', {}],
      ['create', { warehouseId: house }],
      ['detail', { id }],
      ['scan', { id, code }],
      ['setLine', { id, lineId: 1, quantity: 1 }],
      ['confirm', { id }],
    ];
    for (const [path, body] of calls) {
      expect((await call(t, none, `${IN}/${path}`, body)).statusCode, path).toBe(403);
      expect((await call(t, none, `${OUT}/${path}`, body)).statusCode, path).toBe(403);
      expect((await call(t, inOnly, `${OUT}/${path}`, body)).statusCode, path).toBe(403);
    }
    expect(await ledgerOf(t, 'document', id)).toHaveLength(0);
    // With the page: the places, a document, a scan.
    expect((await call(t, inOnly, '/stock/places')).statusCode).toBe(200);
    expect((await call(t, inOnly, `${IN}/scan`, { id, code })).statusCode).toBe(200);
    const outOnly = await staff(['/stock/thirdPartyStockOut']);
    expect((await call(t, outOnly, `${OUT}/create`, { warehouseId: house })).statusCode).toBe(200);
    expect((await call(t, outOnly, `${IN}/list`)).statusCode).toBe(403);
  }, 60_000);
});

describe(`deleting an own warehouse (${testDbKind})`, () => {
  it('refuses while it holds stock; once empty, archives it: gone from lists and pickers, the ledger keeps it', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const house = await myWarehouse(token, 'Closing 3PL');
    const bin = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: house, code: 'Z-9' }),
    ).id;
    const inId = await stockIn(s, house, 3, bin);
    const held = await call(t, token, '/stock/warehouse/delete', { id: house });
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().msg).toMatch(/still holds 3 pieces/);
    expect((await call(t, token, '/stock/warehouse/delete', { id: house }, 'zh')).json().msg).toMatch(
      /仍有 3 件库存/,
    );
    expect(await warehouseRow(house)).toMatchObject({ archivedAt: null });
    const stale = await newDoc(token, IN, house);
    model(await call(t, token, `${IN}/scan`, { id: stale, code: await barcodeOf(s.skuId) }));

    // Emptied by a stock-out, it can go.
    const out = await draftOut(s, house, 3, bin);
    model(await call(t, token, `${OUT}/confirm`, { id: out }));
    model(await call(t, token, '/stock/warehouse/delete', { id: house }));
    expect((await warehouseRow(house))?.archivedAt).toBeInstanceOf(Date);
    const own = model<{ id: number }[]>(await call(t, token, '/stock/warehouse/list'));
    expect(own.some((w) => w.id === house)).toBe(false);
    const places = model<{ warehouses: { id: number }[]; locations: { id: number }[] }>(
      await call(t, token, '/stock/places'),
    );
    expect(places.warehouses.some((w) => w.id === house)).toBe(false);
    expect(places.locations.some((l) => l.id === bin)).toBe(false);
    // Nothing more goes in: no new document, location or count; a draft left in it cannot be confirmed.
    expect((await call(t, token, `${IN}/create`, { warehouseId: house })).statusCode).toBe(404);
    expect((await call(t, token, '/stock/count/create', { warehouseId: house })).statusCode).toBe(404);
    expect(
      (await call(t, token, '/stock/location/add', { warehouseId: house, code: 'Z-10' })).statusCode,
    ).toBe(404);
    const late = await call(t, token, `${IN}/confirm`, { id: stale });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/has been deleted/);
    expect(await ledgerOf(t, 'document', stale)).toHaveLength(0);
    // Its documents and ledger rows still name it.
    expect((await detail(token, IN, inId)).warehouseId).toBe(house);
    const rows = await t.database.db.select().from(stockLedger).where(eq(stockLedger.warehouseId, house));
    expect(rows.map((r) => r.kind)).toEqual(['third_party_in', 'third_party_out']);
    // Deleted once: a second delete, an edit, are not found.
    expect((await call(t, token, '/stock/warehouse/delete', { id: house })).statusCode).toBe(404);
    const edit = await call(t, token, '/stock/warehouse/save', {
      id: house,
      name: 'Again',
      country: 'Brazil',
      address: 'Rua 1',
    });
    expect(edit.statusCode).toBe(404);
  }, 60_000);

  it('another business’s warehouse, a platform one, or staff without the page cannot delete', async () => {
    const a = await newSeller(t);
    const b = await newSeller(t);
    const house = await myWarehouse(a.seller.token);
    expect((await call(t, b.seller.token, '/stock/warehouse/delete', { id: house })).statusCode).toBe(404);
    expect((await call(t, a.seller.token, '/stock/warehouse/delete', { id: 1 })).statusCode).toBe(404);
    const staff = await newStaff(
      t,
      a.seller.token,
      await roleWith(t, a.seller.token, 'business', [['/stock/thirdPartyStockIn']]),
    );
    expect((await call(t, staff.token, '/stock/warehouse/delete', { id: house })).statusCode).toBe(403);
    expect((await call(t, a.seller.token, '/stock/warehouse/delete', { id: 'x' })).statusCode).toBe(400);
    expect((await warehouseRow(house))?.archivedAt).toBeNull();
  });

  it('goods returned into a deleted warehouse bring it back', async () => {
    const s = await newSeller(t);
    const house = await myWarehouse(s.seller.token, 'Returns 3PL');
    model(await call(t, s.seller.token, '/stock/warehouse/delete', { id: house }));
    await t.database.db.transaction((tx) =>
      book(tx, {
        businessId: s.seller.businessId,
        variantId: s.skuId,
        warehouseId: house,
        locationId: 0,
        kind: 'return_in',
        quantity: 1,
        refType: 'after_sale',
        refId: 0,
        actor: 'system',
      }),
    );
    expect((await warehouseRow(house))?.archivedAt).toBeNull();
    const own = model<{ id: number }[]>(await call(t, s.seller.token, '/stock/warehouse/list'));
    expect(own.map((w) => w.id)).toContain(house);
    expect((await call(t, s.seller.token, '/stock/warehouse/delete', { id: house })).statusCode).toBe(409);
  });
});
