import { eq } from 'drizzle-orm';
import { businessUsers } from '../../../src/db/schema';
import { permissionIds, roleWith, tag } from '../../office/support';
import { get, post } from '../../support/http';
import type { Row } from './row';
import { formCall, okBody, seen, type World } from './world';

const asA = (w: World) => ({ token: w.a.token });

/** A fresh role of A holding one page, named so that a leak of it is visible. */
async function roleOfA(w: World) {
  const name = `Secret Role ${tag()}`;
  const id = await roleWith(w.t, w.a.token, 'business', [['/myCenter/businessInfo']], name);
  return { id, name };
}

/** A fresh staff member of A, in the given state. */
async function staffOfA(w: World, state: 'active' | 'disabled' | 'frozen' = 'active') {
  const role = await roleOfA(w);
  const email = `secret-${tag()}@shop.test`;
  const { id } = okBody<{ id: number }>(
    await post(
      w.t.app,
      '/v1/businessUser/save',
      { name: 'Hidden Person', email, password: 'hidden123', roleId: role.id },
      asA(w),
    ),
  );
  if (state !== 'active')
    await w.t.database.db.update(businessUsers).set({ state }).where(eq(businessUsers.id, id));
  return { id, email };
}

const roles = (w: World) => async () => seen(await post(w.t.app, '/v1/role/list', { size: 100 }, asA(w)));
const grantsOf = (w: World, roleId: number) => async () =>
  seen(await post(w.t.app, '/v1/permissionList/listByRole', { roleId }, asA(w)));
const staffList = (w: World) => async () =>
  seen(await post(w.t.app, '/v1/businessUser/list', { size: 100 }, asA(w)));
const person = (w: World, id: number) => async () =>
  seen(await get(w.t.app, `/v1/businessUser/info?id=${id}`, asA(w)));

const onRole = (
  op: string,
  effect: Row['effect'],
  fields: (w: World) => Promise<Record<string, string | number>>,
  idField = 'id',
): Row => ({
  op,
  owner: 'business',
  effect,
  make: async (w) => {
    const role = await roleOfA(w);
    return {
      send: formCall(w.t, op, { [idField]: role.id, ...(await fields(w)) }),
      read: async () => [await roles(w)(), await grantsOf(w, role.id)()],
      secrets: [role.name],
    };
  },
});

const onStaff = (
  op: string,
  state: 'active' | 'disabled' | 'frozen',
  fields: Record<string, string> = {},
  withEmail = false,
): Row => ({
  op,
  owner: 'business',
  effect: op.startsWith('GET') ? 'reveals' : 'changes',
  make: async (w) => {
    const staff = await staffOfA(w, state);
    return {
      send: formCall(w.t, op, { id: staff.id, ...fields, ...(withEmail ? { email: staff.email } : {}) }),
      read: async () => [await staffList(w)(), await person(w, staff.id)()],
      secrets: [staff.email],
    };
  },
});

const none = async () => ({});

export const OFFICE_ROWS: Row[] = [
  onRole('POST /v1/role/update', 'changes', async () => ({ name: `Renamed ${tag()}` })),
  onRole('POST /v1/role/delete', 'changes', none),
  onRole('POST /v1/role/copyRole', 'changes', none),
  {
    op: 'POST /v1/permissionList/listByRole',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const role = await roleOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/permissionList/listByRole', { roleId: role.id }),
        read: roles(w),
        // The answer is the role's permission ids.
        secrets: [JSON.stringify(await grantsOf(w, role.id)())],
      };
    },
  },
  onRole(
    'POST /v1/permissionList/bindPermission',
    'changes',
    async (w) => ({
      permissionIds: JSON.stringify(
        await permissionIds(w.t, 'business', [['/myCenter/businessInfo'], ['/cashCenter/cashRecord']]),
      ),
    }),
    'roleId',
  ),
  {
    op: 'POST /v1/role/getRoleBox',
    owner: 'business',
    effect: 'reveals',
    foreignIdIgnored: true,
    make: async (w) => {
      const role = await roleOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/role/getRoleBox', { businessId: w.a.businessId }),
        read: roles(w),
        secrets: [role.name],
      };
    },
  },
  {
    op: 'POST /v1/businessUser/save',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const role = await roleOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/businessUser/save', {
          name: 'New Hire',
          email: `hire-${tag()}@shop.test`,
          password: 'hire12345',
          roleId: role.id,
        }),
        read: staffList(w),
        secrets: [role.name],
      };
    },
  },
  onStaff('GET /v1/businessUser/info', 'active'),
  onStaff('POST /v1/businessUser/edit', 'active', { name: 'Renamed Person' }, true),
  onStaff('POST /v1/businessUser/delete', 'active'),
  onStaff('POST /v1/businessUser/disable', 'active'),
  onStaff('POST /v1/businessUser/enable', 'disabled'),
  onStaff('POST /v1/businessUser/unfreeze', 'frozen'),
];
