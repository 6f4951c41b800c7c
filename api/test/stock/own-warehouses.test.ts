import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { call, model } from './support';

/** A business's own third-party warehouses (issue 17): set under My Profile, used by the stock pages. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

interface Warehouse {
  id: number;
  name: string;
  platform: boolean;
  country: string;
  address: string;
  contact: string;
  phone: string;
}

const sound = {
  name: 'Sao Paulo 3PL',
  country: 'Brazil',
  address: 'Rua Augusta 100, Sao Paulo',
  contact: 'Ana Souza',
  phone: '+55 11 98765-4321',
};

describe(`own warehouses (${testDbKind})`, () => {
  it('adds and changes a warehouse; it lists, and the stock pages can use it', async () => {
    const { seller } = await newSeller(t);
    const { id } = model<{ id: number }>(await call(t, seller.token, '/stock/warehouse/save', sound));
    expect(id).toBeGreaterThanOrEqual(100);
    expect(model<Warehouse[]>(await call(t, seller.token, '/stock/warehouse/list'))).toEqual([
      { id, platform: false, ...sound },
    ]);
    model(await call(t, seller.token, '/stock/warehouse/save', { ...sound, id, name: 'Campinas 3PL' }));
    const places = model<{ warehouses: Warehouse[] }>(await call(t, seller.token, '/stock/places'));
    expect(places.warehouses.find((w) => w.id === id)?.name).toBe('Campinas 3PL');
    expect(places.warehouses.some((w) => w.platform)).toBe(true);
    // A stock-in document and a location in it.
    expect((await call(t, seller.token, '/stock/document/create', { warehouseId: id })).statusCode).toBe(200);
    expect(
      (await call(t, seller.token, '/stock/location/add', { warehouseId: id, code: 'A-01' })).statusCode,
    ).toBe(200);
  });

  it('refuses a blank name, country or address and a bad phone, in the caller’s language; writes nothing', async () => {
    const { seller } = await newSeller(t);
    const refused = async (
      body: Record<string, string>,
      status: number,
      message: RegExp,
      lang?: 'en' | 'zh',
    ) => {
      const res = await call(t, seller.token, '/stock/warehouse/save', body, lang);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().msg).toMatch(message);
    };
    await refused({ ...sound, name: '  ' }, 400, /warehouse name is 1 to 60/);
    await refused({ ...sound, name: '' }, 400, /仓库名称/, 'zh');
    await refused({ ...sound, country: '' }, 400, /enter the country/);
    await refused({ ...sound, address: '' }, 400, /address is 1 to 300/);
    await refused({ ...sound, phone: 'call me' }, 400, /phone has at most 30/);
    await refused({ ...sound, name: 'x'.repeat(61) }, 400, /warehouse name is 1 to 60/);
    expect(model<Warehouse[]>(await call(t, seller.token, '/stock/warehouse/list'))).toEqual([]);
  });

  it('another business’s warehouse, or a platform one, cannot be changed (404)', async () => {
    const a = await newSeller(t);
    const b = await newSeller(t);
    const { id } = model<{ id: number }>(await call(t, a.seller.token, '/stock/warehouse/save', sound));
    const res = await call(t, b.seller.token, '/stock/warehouse/save', { ...sound, id, name: 'Mine now' });
    expect(res.statusCode, res.body).toBe(404);
    expect((await call(t, b.seller.token, '/stock/warehouse/save', { ...sound, id: 1 })).statusCode).toBe(
      404,
    );
    expect(model<Warehouse[]>(await call(t, a.seller.token, '/stock/warehouse/list'))[0]?.name).toBe(
      sound.name,
    );
    expect(model<Warehouse[]>(await call(t, b.seller.token, '/stock/warehouse/list'))).toEqual([]);
    // B's stock pages do not offer A's warehouse.
    const places = model<{ warehouses: Warehouse[] }>(await call(t, b.seller.token, '/stock/places'));
    expect(places.warehouses.some((w) => w.id === id)).toBe(false);
  });

  it('answers staff only with the page permission', async () => {
    const { seller } = await newSeller(t);
    const withIt = await newStaff(
      t,
      seller.token,
      await roleWith(t, seller.token, 'business', [['/myCenter/warehouses']]),
    );
    const without = await newStaff(
      t,
      seller.token,
      await roleWith(t, seller.token, 'business', [['/About']]),
    );
    expect((await call(t, without.token, '/stock/warehouse/list')).statusCode).toBe(403);
    expect((await call(t, without.token, '/stock/warehouse/save', sound)).statusCode).toBe(403);
    expect((await call(t, withIt.token, '/stock/warehouse/save', sound)).statusCode).toBe(200);
    expect(model<Warehouse[]>(await call(t, seller.token, '/stock/warehouse/list'))).toHaveLength(1);
  });
});
