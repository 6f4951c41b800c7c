import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUS, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, brazilChain, newBuyer, variantWithStock } from '../support/commerce';
import { get, post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const list = async (token: string) =>
  (await post(t.app, '/v1/api/shopingCar/list', {}, { token })).json().result;

describe('cart', () => {
  it('needs a business login', async () => {
    const res = await post(t.app, '/v1/api/shopingCar/add', { skuId: 1, num: 1, type: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 'false', code: 1001 });
  });

  it('adds a variant, raises the quantity when added again, and lists it under its seller', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 50);
    const first = await addToCart(t.app, buyer.token, v.skuId, 2);
    const again = await addToCart(t.app, buyer.token, v.skuId, 3);
    expect(again).toEqual({ id: first.id, num: 5 });
    const cart = await list(buyer.token);
    expect(cart.validCarsList).toHaveLength(1);
    expect(cart.validCarsList[0]).toMatchObject({ businessId: v.sellerId });
    expect(cart.validCarsList[0].orderCarVOS[0]).toMatchObject({
      id: first.id,
      num: 5,
      price: v.price,
      skuId: v.skuId,
      valid: true,
    });
    expect(cart.validCarsList[0].orderCarVOS[0].specification).toMatch(/: /);
    expect((await get(t.app, '/v1/api/shopingCar/count', { token: buyer.token })).json().result.count).toBe(
      5,
    );
  });

  it('answers the spec’s /business/saveCar and /business/carList with the same cart, in the office envelope', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 50);
    expect((await post(t.app, '/v1/business/carList', {})).json()).toMatchObject({ code: 1001 });
    const saved = await post(
      t.app,
      '/v1/business/saveCar',
      { skuId: v.skuId, num: 2 },
      { token: buyer.token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 0, model: { num: 2 } });
    const line = saved.json().model.id;
    const office = (await post(t.app, '/v1/business/carList', {}, { token: buyer.token })).json();
    expect(office.code).toBe(0);
    expect(office.model).toEqual(await list(buyer.token));
    expect(office.model.validCarsList[0].orderCarVOS[0]).toMatchObject({ id: line, skuId: v.skuId, num: 2 });
    const bad = await post(t.app, '/v1/business/saveCar', { skuId: v.skuId, num: 0 }, { token: buyer.token });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses quantities of 0, -1 and 1e9, and unknown variants', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 50);
    for (const num of ['0', '-1', '1e9', 'abc', '1.5']) {
      const res = await post(
        t.app,
        '/v1/api/shopingCar/add',
        { skuId: v.skuId, num, type: 1 },
        { token: buyer.token },
      );
      expect(res.statusCode, num).toBe(400);
    }
    expect(
      (await post(t.app, '/v1/api/shopingCar/add', { skuId: 99999999, num: 1 }, { token: buyer.token }))
        .statusCode,
    ).toBe(404);
  });

  it('never holds more than the stock: an add that would is refused and changes nothing', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 3, 1);
    const res = await post(
      t.app,
      '/v1/api/shopingCar/add',
      { skuId: v.skuId, num: 5 },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 left in stock');
    // Refused, so nothing written: no line was started.
    expect((await list(buyer.token)).validCarsList).toEqual([]);
    await addToCart(t.app, buyer.token, v.skuId, 2);
    const more = await post(
      t.app,
      '/v1/api/shopingCar/add',
      { skuId: v.skuId, num: 2 },
      { token: buyer.token },
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 3 left in stock, and your cart already holds 2');
    // The line is still the 2 it held; adding the 1 left is fine.
    expect((await list(buyer.token)).validCarsList[0].orderCarVOS[0].num).toBe(2);
    await addToCart(t.app, buyer.token, v.skuId, 1);
    expect((await list(buyer.token)).validCarsList[0].orderCarVOS[0].num).toBe(3);
  });

  it('adds up a line to at most 9,999 pieces', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 20_000, 2);
    for (const num of [9000, 5000]) {
      const res = await post(
        t.app,
        '/v1/api/shopingCar/add',
        { skuId: v.skuId, num },
        { token: buyer.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await list(buyer.token)).validCarsList[0].orderCarVOS[0].num).toBe(9999);
  });

  it('shows lines of products taken off shelf as invalid instead of dropping them', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 20, 2);
    await addToCart(t.app, buyer.token, v.skuId, 1);
    await t.database.db
      .update(products)
      .set({ status: PRODUCT_STATUS.offShelf })
      .where(eq(products.id, v.productId));
    const cart = await list(buyer.token);
    expect(cart.validCarsList).toEqual([]);
    expect(cart.invalidCarsList[0]).toMatchObject({ skuId: v.skuId, valid: false });
    await t.database.db
      .update(products)
      .set({ status: PRODUCT_STATUS.onShelf })
      .where(eq(products.id, v.productId));
  });

  it('lets nobody change or remove another business’s lines', async () => {
    const owner = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 20, 3);
    const line = await addToCart(t.app, owner.token, v.skuId, 1);
    expect(
      (await post(t.app, '/v1/api/shopingCar/update', { id: line.id, num: 2 }, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/v1/api/shopingCar/delete', { ids: String(line.id) }, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/v1/api/shopingCar/update', { id: line.id, num: 4 }, { token: owner.token })).json()
        .result.num,
    ).toBe(4);
    expect(
      (await post(t.app, '/v1/api/shopingCar/delete', { ids: String(line.id) }, { token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect((await list(owner.token)).validCarsList).toEqual([]);
  });
});

describe('addresses', () => {
  it('saves an address with the full name of first and last name, and lists it as the default', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    expect(address.fullName).toBe('Maria Silva');
    const listed = (await post(t.app, '/v1/api/address/list', {}, { token: buyer.token })).json().result;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: address.id,
      isDefault: true,
      country: 'Brazil',
      oneName: 'São Paulo',
    });
  });

  it('checks CPF and CNPJ check digits, numeric ids, required fields, the postal code and the region chain', async () => {
    const buyer = await newBuyer(t.database.db);
    const chain = await brazilChain(t.database.db);
    const base = {
      firstName: 'João',
      lastName: 'Souza',
      gender: 'male',
      idType: 'CPF',
      idNo: '52998224725',
      email: 'joao@example.com',
      postalCode: '01000-000',
      mobilePhone: '5511900001111',
      ...chain,
    };
    const save = (a: Record<string, unknown>) =>
      post(t.app, '/v1/api/address/add', { paramJson: JSON.stringify(a) }, { token: buyer.token });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, idNo: '52998224724' }, 'the CPF or CNPJ number is not valid'],
      [{ ...base, idNo: '529.982.247-25' }, 'the ID number must be 11 to 14 digits'],
      [{ ...base, idType: 'CNPJ', idNo: '11222333000181' }, ''],
      [{ ...base, firstName: '' }, 'paramJson.firstName is required'],
      [
        { ...base, districtId: chain.countryId },
        'The country, state, city and district do not belong together',
      ],
      [{ ...base, gender: 'other' }, 'paramJson.gender'],
      [{ ...base, postalCode: '!!!' }, 'please enter a correct postal code'],
      [{ ...base, postalCode: 'SW1A 1AA' }, ''],
      [{ ...base, postalCode: '01.310-100' }, ''],
    ];
    for (const [address, message] of cases) {
      const res = await save(address);
      if (message === '') {
        expect(res.statusCode, res.body).toBe(200);
        continue;
      }
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await save({ ...base, firstName: '<b>Zé</b>' })).json().result.fullName).toBe('<b>Zé</b> Souza');
  });

  it('keeps addresses to their business', async () => {
    const owner = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, owner.token);
    const chain = await brazilChain(t.database.db);
    const update = {
      id: address.id,
      firstName: 'X',
      lastName: 'Y',
      gender: 'male',
      idType: 'CPF',
      idNo: '52998224725',
      email: 'x@example.com',
      postalCode: '1',
      mobilePhone: '551100000000',
      ...chain,
    };
    expect(
      (
        await post(
          t.app,
          '/v1/api/address/update',
          { paramJson: JSON.stringify(update) },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/v1/api/address/delete', { id: address.id }, { token: other.token })).statusCode,
    ).toBe(404);
    expect((await post(t.app, '/v1/api/address/list', {}, { token: other.token })).json().result).toEqual([]);
    expect(
      (
        await post(
          t.app,
          '/v1/api/address/update',
          { paramJson: JSON.stringify(update) },
          { token: owner.token },
        )
      ).json().result.fullName,
    ).toBe('X Y');
    expect(
      (await post(t.app, '/v1/api/address/delete', { id: address.id }, { token: owner.token })).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/v1/api/address/list', {}, { token: owner.token })).json().result).toEqual([]);
  });
});
