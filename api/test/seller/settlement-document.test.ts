import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, expectOk, expectRefused, newBusiness, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken, post } from '../support/http';
import { picture, upload } from './upload-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe('the company document of a settlement application', () => {
  it('a new business uploads its document picture and the operator sees it; other addresses are refused', async () => {
    const shop = await newBusiness(t.app);
    const up = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'cnpj.jpg', body: await picture('jpeg') },
      { token: shop.token },
    );
    expect(up.statusCode, up.body).toBe(200);
    const documentUrl: string = up.json().msg;

    const bad = await post(
      t.app,
      '/v1/business/settlement/submit',
      { ...COMPANY, documentUrl: 'javascript:alert(1)' },
      { token: shop.token },
    );
    expect(expectRefused(bad, 400, 4000)).toBe('documentUrl must be a file uploaded here');

    // A picture is only good for the business that uploaded it.
    const other = await newBusiness(t.app);
    const stolen = await post(
      t.app,
      '/v1/business/settlement/submit',
      { ...COMPANY, documentUrl },
      { token: other.token },
    );
    expect(expectRefused(stolen, 400, 4000)).toBe('documentUrl must be a file uploaded here');

    expectOk(
      await post(t.app, '/v1/business/settlement/submit', { ...COMPANY, documentUrl }, { token: shop.token }),
    );
    const op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    const queue = expectOk<{ records: { businessId: number; documentUrl: string }[] }>(
      await post(t.app, '/v1/settlement/list', {}, { token: op }),
    );
    expect(queue.records.find((r) => r.businessId === shop.businessId)?.documentUrl).toBe(documentUrl);
    expect((await get(t.app, documentUrl)).statusCode).toBe(200);
  });
});
