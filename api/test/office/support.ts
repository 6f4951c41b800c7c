import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { operators, permissions } from '../../src/db/schema';
import { permissionKey } from '../../src/db/seed/menu-tree';
import { hashPassword } from '../../src/modules/accounts/passwords';
import type { TestApp } from '../support/app';
import { latestCode, loginToken, post } from '../support/http';

let serial = 0;
/** A unique tag per call, for e-mails and mobiles nobody has used in this database. */
export const tag = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A mobile of the login page's pattern, unique per call. */
export const freshMobile = () =>
  `15${String(Date.now() % 1e7).padStart(7, '0')}${String(serial++ % 100).padStart(2, '0')}`;

export const DEMO_OWNER = { email: 'demo@dropmall.test', password: 'demo123456' };
export const SUPER_OPERATOR = { email: 'operator@dropmall.test', password: 'operator123' };

/** Asserts an office answer: HTTP status and envelope code together, returns the model. */
export function expectOk<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().model as T;
}

export function expectRefused(res: LightMyRequestResponse, status: number, code?: number): string {
  expect(res.statusCode, res.body).toBe(status);
  if (code !== undefined) expect(res.json().code).toBe(code);
  return res.json().msg as string;
}

/** Registers a business through the API and logs its owner in. */
export async function newBusiness(app: FastifyInstance, name = `Shop ${tag()}`) {
  const email = `owner-${tag()}@shop.test`;
  const password = 'owner1234';
  await post(app, '/v1/business/emailCode', { email, purpose: 'register' });
  const code = await latestCode(app, email);
  const res = await post(app, '/v1/mall/index/register', {
    name,
    email,
    mobile: freshMobile(),
    loginPwd: password,
    code,
  });
  const { businessId } = expectOk<{ businessId: number }>(res);
  return { businessId, email, password, token: await loginToken(app, email, password) };
}

/** The row id of a permission of a scope, by page path and optional button label. */
export async function permissionId(
  t: TestApp,
  scope: 'business' | 'platform',
  page: string,
  button?: string,
): Promise<number> {
  const key = button ? permissionKey.button(scope, page, button) : permissionKey.page(scope, page);
  const [row] = await t.database.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.key, key));
  if (!row) throw new Error(`no permission ${key}`);
  return row.id;
}

export async function permissionIds(
  t: TestApp,
  scope: 'business' | 'platform',
  grants: Array<[string, ...string[]]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [page, ...buttons] of grants) {
    ids.push(await permissionId(t, scope, page));
    for (const button of buttons) ids.push(await permissionId(t, scope, page, button));
  }
  return ids;
}

/** A role of the caller's own scope holding the given pages and buttons. */
export async function roleWith(
  t: TestApp,
  token: string,
  scope: 'business' | 'platform',
  grants: Array<[string, ...string[]]>,
  name = `Role ${tag()}`,
): Promise<number> {
  const { id } = expectOk<{ id: number }>(await post(t.app, '/v1/role/save', { name }, { token }));
  const ids = await permissionIds(t, scope, grants);
  expectOk(
    await post(
      t.app,
      '/v1/permissionList/bindPermission',
      { roleId: id, permissionIds: JSON.stringify(ids) },
      { token },
    ),
  );
  return id;
}

/** A staff member added by `ownerToken` with a role, logged in. */
export async function newStaff(t: TestApp, ownerToken: string, roleId: number) {
  const email = `staff-${tag()}@shop.test`;
  const password = 'staff1234';
  const res = await post(
    t.app,
    '/v1/businessUser/save',
    { name: 'Staff Member', email, password, roleId },
    { token: ownerToken },
  );
  const { id } = expectOk<{ id: number }>(res);
  return { id, email, password, token: await loginToken(t.app, email, password) };
}

/** An operator who is not super, holding a platform role; written directly (no call adds operators). */
export async function newOperator(t: TestApp, roleId: number | null) {
  const email = `op-${tag()}@dropmall.test`;
  const password = 'operator123';
  const [row] = await t.database.db
    .insert(operators)
    .values({ name: 'Limited Operator', email, passwordHash: await hashPassword(password), roleId })
    .returning({ id: operators.id });
  if (!row) throw new Error('operator not written');
  return { id: row.id, email, token: await loginToken(t.app, email, password) };
}

/** A valid certification application (the CNPJ has correct check digits). */
export const COMPANY = {
  legalName: 'Loja Teste Comércio Ltda',
  idType: 'CNPJ',
  idNo: '11.222.333/0001-81',
  contactName: 'Bruno Lima',
  contactPhone: '5511912345678',
  address: 'Rua Oscar Freire 100, São Paulo - SP',
};
