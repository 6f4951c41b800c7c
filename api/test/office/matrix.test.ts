import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers } from '../../src/db/schema';
import { ROLE_BUTTONS, STAFF_BUTTONS } from '../../src/db/seed/menu-tree';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken, post } from '../support/http';
import {
  COMPANY,
  DEMO_OWNER,
  expectOk,
  newBusiness,
  newOperator,
  newStaff,
  permissionIds,
  roleWith,
  SUPER_OPERATOR,
  tag,
} from './support';

/**
 * The permission matrix of the management calls: for each call, who may (200) and who may not (401 without
 * a token, 403 without the permission, 404 for another business's ids). Each call acts on fresh targets of
 * business A, made by A's owner, so one caller's success does not change the next caller's case.
 */

const CALLERS = ['anonymous', 'ownerA', 'staffFull', 'staffNone', 'ownerB', 'superOp', 'opLimited'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, 200 | 401 | 403 | 404>;

let t: TestApp;
const tokens = {} as Record<Caller, string | undefined>;
let emptyRoleA = 0;
let pendingApplication = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  tokens.anonymous = undefined;
  tokens.ownerA = await loginToken(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
  const full = await roleWith(t, tokens.ownerA, 'business', [
    ['/System/rolesList', ...ROLE_BUTTONS],
    ['/System/assign', 'save permissions'],
    ['/System/staffManagement', ...STAFF_BUTTONS],
  ]);
  const none = await roleWith(t, tokens.ownerA, 'business', [['/myCenter/businessInfo']]);
  emptyRoleA = await roleWith(t, tokens.ownerA, 'business', []);
  tokens.staffFull = (await newStaff(t, tokens.ownerA, full)).token;
  tokens.staffNone = (await newStaff(t, tokens.ownerA, none)).token;
  const b = await newBusiness(t.app);
  tokens.ownerB = b.token;
  pendingApplication = expectOk<{ application: { id: number } }>(
    await post(t.app, '/v1/business/settlement/submit', COMPANY, { token: b.token }),
  ).application.id;
  tokens.superOp = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  const limited = await roleWith(t, tokens.superOp, 'platform', [
    ['/System/settlementReview'],
    ['/System/rolesList', 'add role'],
  ]);
  tokens.opLimited = (await newOperator(t, limited)).token;
});
afterAll(() => t.close());

const ownerA = () => tokens.ownerA as string;
const freshRoleA = async () =>
  expectOk<{ id: number }>(await post(t.app, '/v1/role/save', { name: `R ${tag()}` }, { token: ownerA() }))
    .id;
async function freshStaffA(state: 'active' | 'disabled' | 'frozen' = 'active') {
  const res = await post(
    t.app,
    '/v1/businessUser/save',
    { name: 'Target', email: `target-${tag()}@shop.test`, password: 'target123', roleId: emptyRoleA },
    { token: ownerA() },
  );
  const { id } = expectOk<{ id: number }>(res);
  if (state !== 'active')
    await t.database.db.update(businessUsers).set({ state }).where(eq(businessUsers.id, id));
  return id;
}

const row = (anonymous: 401, ...rest: Array<200 | 403 | 404>): Expected => {
  const [ownerA, staffFull, staffNone, ownerB, superOp, opLimited] = rest as Array<200 | 403 | 404>;
  return { anonymous, ownerA, staffFull, staffNone, ownerB, superOp, opLimited } as Expected;
};

type Call = (token: string | undefined) => Promise<LightMyRequestResponse>;
const form =
  (path: string, fields: () => Promise<Record<string, string | number>>): Call =>
  async (token) =>
    post(t.app, `/v1${path}`, await fields(), token ? { token } : {});
const none = async () => ({});

const MATRIX: Array<[string, Call, Expected]> = [
  ['role/list', form('/role/list', none), row(401, 200, 200, 403, 200, 200, 200)],
  [
    'role/save',
    form('/role/save', async () => ({ name: `New ${tag()}` })),
    row(401, 200, 200, 403, 200, 200, 200),
  ],
  [
    'role/update',
    form('/role/update', async () => ({ id: await freshRoleA(), name: `Upd ${tag()}` })),
    row(401, 200, 200, 403, 404, 404, 403),
  ],
  [
    'role/delete',
    form('/role/delete', async () => ({ id: await freshRoleA() })),
    row(401, 200, 200, 403, 404, 404, 403),
  ],
  [
    'role/copyRole',
    form('/role/copyRole', async () => ({ id: await freshRoleA() })),
    row(401, 200, 200, 403, 404, 404, 403),
  ],
  ['role/getRoleBox', form('/role/getRoleBox', none), row(401, 200, 200, 403, 200, 200, 200)],
  ['permissionList/listAll', form('/permissionList/listAll', none), row(401, 200, 200, 403, 200, 200, 200)],
  [
    'permissionList/listByRole',
    form('/permissionList/listByRole', async () => ({ roleId: await freshRoleA() })),
    row(401, 200, 200, 403, 404, 404, 404),
  ],
  [
    'permissionList/bindPermission',
    form('/permissionList/bindPermission', async () => ({
      roleId: await freshRoleA(),
      permissionIds: JSON.stringify(
        await permissionIds(t, 'business', [['/System/rolesList', 'role search']]),
      ),
    })),
    row(401, 200, 200, 403, 404, 404, 403),
  ],
  ['businessUser/list', form('/businessUser/list', none), row(401, 200, 200, 403, 200, 200, 403)],
  [
    'businessUser/info',
    async (token) => get(t.app, `/v1/businessUser/info?id=${await freshStaffA()}`, token ? { token } : {}),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/save',
    form('/businessUser/save', async () => ({
      name: 'New Person',
      email: `new-${tag()}@shop.test`,
      password: 'person123',
      roleId: emptyRoleA,
      businessName: `Opened ${tag()}`,
    })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/edit',
    form('/businessUser/edit', async () => ({
      id: await freshStaffA(),
      name: 'Renamed',
      email: `ren-${tag()}@shop.test`,
    })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/delete',
    form('/businessUser/delete', async () => ({ id: await freshStaffA() })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/disable',
    form('/businessUser/disable', async () => ({ id: await freshStaffA() })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/enable',
    form('/businessUser/enable', async () => ({ id: await freshStaffA('disabled') })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  [
    'businessUser/unfreeze',
    form('/businessUser/unfreeze', async () => ({ id: await freshStaffA('frozen') })),
    row(401, 200, 200, 403, 404, 200, 403),
  ],
  ['settlement/list', form('/settlement/list', none), row(401, 403, 403, 403, 403, 200, 200)],
  [
    'settlement/review',
    form('/settlement/review', async () => ({ id: pendingApplication, decision: 'approve' })),
    row(401, 403, 403, 403, 403, 200, 403),
  ],
];

describe('permission matrix of the management calls', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const seen = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const res = await call(tokens[caller]);
      seen[caller] = res.statusCode;
      if (res.statusCode === 200) expect(res.json().code, `${caller}: ${res.body}`).toBe(0);
      if (res.statusCode === 401) expect(res.json().code).toBe(1001);
      if (res.statusCode === 403) expect(res.json().code).toBe(4030);
      if (res.statusCode === 404) expect(res.json().code).toBe(4040);
    }
    expect(seen).toEqual(expected);
  });
});
