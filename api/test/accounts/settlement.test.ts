import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, expectOk, expectRefused, newBusiness, newStaff, roleWith, tag } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, latestCode, loginToken, post } from '../support/http';

let t: TestApp;
let owner: string;
let operator: string;

const application = {
  legalName: 'Loja Nova Comércio Ltda',
  idType: 'CNPJ',
  idNo: '11.222.333/0001-81',
  contactName: 'Bruno Lima',
  contactPhone: '5511912345678',
  address: 'Rua Oscar Freire 100, São Paulo - SP',
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const email = 'newshop@example.com';
  await post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });
  const code = await latestCode(t.app, email);
  await post(t.app, '/v1/mall/index/register', {
    name: 'Loja Nova',
    email,
    mobile: '5511900000001',
    loginPwd: 'lojanova1',
    code,
  });
  owner = await loginToken(t.app, email, 'lojanova1');
  operator = await loginToken(t.app, 'operator@dropmall.test', 'operator123');
});
afterAll(() => t.close());

describe('settlement', () => {
  it('starts as required with no application', async () => {
    const res = await get(t.app, '/v1/business/settlement', { token: owner });
    expect(res.json().model).toEqual({ settleStatus: 0, rzStatus: 4, application: null, mayApply: true });
  });

  it('refuses a CNPJ or CPF whose check digits are wrong', async () => {
    const res = await post(
      t.app,
      '/v1/business/settlement/submit',
      { ...application, idNo: '11.222.333/0001-82' },
      { token: owner },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('the CPF or CNPJ number is not valid');
    const cpfAsCnpj = await post(
      t.app,
      '/v1/business/settlement/submit',
      { ...application, idNo: '529.982.247-25' },
      { token: owner },
    );
    expect(cpfAsCnpj.statusCode).toBe(400);
  });

  it('goes to pending on submit, and refuses a second submit while pending', async () => {
    const res = await post(t.app, '/v1/business/settlement/submit', application, { token: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toMatchObject({
      settleStatus: 1,
      rzStatus: 4,
      application: { state: 'pending', legalName: application.legalName },
    });
    const again = await post(t.app, '/v1/business/settlement/submit', application, { token: owner });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Your application is already under review');
  });

  it('lets only an operator review', async () => {
    const { application: app } = (await get(t.app, '/v1/business/settlement', { token: owner })).json().model;
    const self = await post(
      t.app,
      '/v1/settlement/review',
      { id: app.id, decision: 'approve' },
      { token: owner },
    );
    expect(self.statusCode).toBe(403);
    const rejected = await post(
      t.app,
      '/v1/settlement/review',
      { id: app.id, decision: 'reject', reason: 'Document unreadable' },
      { token: operator },
    );
    expect(rejected.statusCode).toBe(200);
    const state = (await get(t.app, '/v1/business/settlement', { token: owner })).json().model;
    expect(state).toMatchObject({
      settleStatus: 3,
      rzStatus: 4,
      application: { state: 'rejected', rejectReason: 'Document unreadable' },
    });
  });

  it('takes a new application after a rejection, and approval certifies the business', async () => {
    const res = await post(
      t.app,
      '/v1/business/settlement/submit',
      { ...application, idType: 'CPF', idNo: '529.982.247-25' },
      { token: owner },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().model.application.id;
    expect(
      (await post(t.app, '/v1/settlement/review', { id, decision: 'approve' }, { token: operator }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/v1/settlement/review', { id, decision: 'approve' }, { token: operator }))
        .statusCode,
    ).toBe(404);
    const state = (await get(t.app, '/v1/business/settlement', { token: owner })).json().model;
    expect(state).toMatchObject({ settleStatus: 2, rzStatus: 2, application: { state: 'approved' } });
    const after = await post(t.app, '/v1/business/settlement/submit', application, { token: owner });
    expect(after.statusCode).toBe(409);
  });
});

describe('settlement: who reads the application', () => {
  const stateOf = async (token: string, lang?: 'en' | 'zh') =>
    expectOk<{ settleStatus: number; rzStatus: number; application: unknown; mayApply: boolean }>(
      await get(t.app, '/v1/business/settlement', { token, lang }),
    );

  it('a staff member without Business Info reads the state only, and may not submit', async () => {
    const shop = await newBusiness(t.app);
    const { id: emptyRole } = expectOk<{ id: number }>(
      await post(t.app, '/v1/role/save', { name: `Empty ${tag()}` }, { token: shop.token }),
    );
    const staff = await newStaff(t, shop.token, emptyRole);
    expectOk(await post(t.app, '/v1/business/settlement/submit', COMPANY, { token: shop.token }));

    const seen = await get(t.app, '/v1/business/settlement', { token: staff.token });
    expect(expectOk(seen)).toEqual({ settleStatus: 1, rzStatus: 4, application: null, mayApply: false });
    for (const secret of [COMPANY.legalName, COMPANY.idNo, COMPANY.contactPhone, COMPANY.address])
      expect(seen.body).not.toContain(secret);

    const submit = await post(t.app, '/v1/business/settlement/submit', COMPANY, {
      token: staff.token,
      lang: 'zh',
    });
    expect(expectRefused(submit, 403)).toMatch(/[\u4e00-\u9fff]/);
    // The owner still reads the whole application.
    expect(await stateOf(shop.token)).toMatchObject({
      mayApply: true,
      application: { legalName: COMPANY.legalName, idNo: COMPANY.idNo, contactPhone: COMPANY.contactPhone },
    });
  });

  it('a staff member holding Business Info reads the whole application and may submit', async () => {
    const shop = await newBusiness(t.app);
    const role = await roleWith(t, shop.token, 'business', [['/myCenter/businessInfo']]);
    const staff = await newStaff(t, shop.token, role);
    expect(await stateOf(staff.token)).toEqual({
      settleStatus: 0,
      rzStatus: 4,
      application: null,
      mayApply: true,
    });
    expectOk(await post(t.app, '/v1/business/settlement/submit', COMPANY, { token: staff.token }));
    expect(await stateOf(staff.token)).toMatchObject({
      settleStatus: 1,
      mayApply: true,
      application: { state: 'pending', legalName: COMPANY.legalName, address: COMPANY.address },
    });
  });
});
