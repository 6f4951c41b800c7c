import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { loginToken, post } from '../support/http';
import {
  DEMO_OWNER,
  expectOk,
  expectRefused,
  newBusiness,
  newStaff,
  permissionIds,
  roleWith,
  SUPER_OPERATOR,
  tag,
} from './support';

interface RoleItem {
  id: number;
  name: string;
  remark: string;
  userCount: number;
  permissionCount: number;
}
interface RolePage {
  records: RoleItem[];
  total: number;
  current: number;
  size: number;
}

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  owner = await loginToken(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => t.close());

const list = async (token: string, fields: Record<string, string | number> = {}) =>
  expectOk<RolePage>(await post(t.app, '/v1/role/list', fields, { token }));

describe('roles', () => {
  it('adds, lists, searches, edits and deletes a role of the business', async () => {
    const name = `Packers ${tag()}`;
    const { id } = expectOk<{ id: number }>(
      await post(t.app, '/v1/role/save', { name, remark: 'warehouse team' }, { token: owner }),
    );
    const found = await list(owner, { name: 'packers' });
    expect(found.records.map((r) => r.id)).toContain(id);
    expect(found.records.find((r) => r.id === id)).toMatchObject({
      name,
      remark: 'warehouse team',
      userCount: 0,
    });

    expectOk(await post(t.app, '/v1/role/update', { id, name: `${name} B`, remark: '' }, { token: owner }));
    expect((await list(owner, { name: `${name} B` })).records[0]?.name).toBe(`${name} B`);

    const deleted = await post(t.app, '/v1/role/delete', { id }, { token: owner });
    expect(deleted.json().msg).toBe('Deleted');
    expect((await list(owner, { name: `${name} B` })).total).toBe(0);
  });

  it('pages the list with current and size', async () => {
    for (let i = 0; i < 3; i++)
      await post(t.app, '/v1/role/save', { name: `Paged ${i} ${tag()}` }, { token: owner });
    const first = await list(owner, { name: 'Paged', current: 1, size: 2 });
    const second = await list(owner, { name: 'Paged', current: 2, size: 2 });
    expect(first).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(first.records).toHaveLength(2);
    expect(second.records).toHaveLength(1);
  });

  it('treats % and _ in a search as letters', async () => {
    await post(t.app, '/v1/role/save', { name: `100% sure ${tag()}` }, { token: owner });
    expect((await list(owner, { name: '100%' })).total).toBe(1);
    expect((await list(owner, { name: '%' })).total).toBe(1);
    expect((await list(owner, { name: '_' })).total).toBe(0);
  });

  it('refuses a second role of the same name in one business, but not in another', async () => {
    const name = `Buyers ${tag()}`;
    expectOk(await post(t.app, '/v1/role/save', { name }, { token: owner }));
    const again = await post(t.app, '/v1/role/save', { name: name.toUpperCase() }, { token: owner });
    expect(expectRefused(again, 409, 4090)).toBe(`A role named "${name.toUpperCase()}" already exists`);
    const other = await newBusiness(t.app);
    expectOk(await post(t.app, '/v1/role/save', { name }, { token: other.token }));
  });

  it('refuses very long names and blank names with a clear message', async () => {
    const long = await post(t.app, '/v1/role/save', { name: 'x'.repeat(51) }, { token: owner });
    expect(expectRefused(long, 400, 4000)).toBe('name is too long');
    const blank = await post(t.app, '/v1/role/save', { name: '   ' }, { token: owner });
    expectRefused(blank, 400, 4000);
    const zh = await post(t.app, '/v1/role/save', { name: 'x'.repeat(51) }, { token: owner, lang: 'zh' });
    expect(zh.json().msg).toBe('name过长');
  });

  it('keeps HTML in a name as plain text (the page escapes it)', async () => {
    const name = `<img src=x onerror=alert(1)> ${tag()}`;
    const { id } = expectOk<{ id: number }>(await post(t.app, '/v1/role/save', { name }, { token: owner }));
    const found = (await list(owner, { name: '<img' })).records.find((r) => r.id === id);
    expect(found?.name).toBe(name);
  });

  it('refuses to delete a role somebody holds, saying why', async () => {
    const roleId = await roleWith(t, owner, 'business', [['/myCenter/businessInfo']]);
    await newStaff(t, owner, roleId);
    const res = await post(t.app, '/v1/role/delete', { id: roleId }, { token: owner });
    expect(expectRefused(res, 409, 4090)).toBe(
      'This role is held by 1 account(s); give them another role before deleting it',
    );
    const zh = await post(t.app, '/v1/role/delete', { id: roleId }, { token: owner, lang: 'zh' });
    expect(zh.json().msg).toBe('该角色正被 1 个账号使用，请先为他们更换角色再删除');
    expect((await list(owner)).records.find((r) => r.id === roleId)?.userCount).toBe(1);
  });

  it('copies a role with its permissions under a free name', async () => {
    const name = `Sellers ${tag()}`;
    const roleId = await roleWith(t, owner, 'business', [['/businessCenter/product', 'add']], name);
    const copy = expectOk<{ id: number; name: string }>(
      await post(t.app, '/v1/role/copyRole', { id: roleId }, { token: owner }),
    );
    expect(copy.name).toBe(`${name} (copy)`);
    const second = expectOk<{ name: string }>(
      await post(t.app, '/v1/role/copyRole', { id: roleId }, { token: owner }),
    );
    expect(second.name).toBe(`${name} (copy) 2`);
    const held = (id: number) =>
      post(t.app, '/v1/permissionList/listByRole', { roleId: id }, { token: owner });
    expect(expectOk(await held(copy.id))).toEqual(expectOk(await held(roleId)));
  });

  it('lets a staff member without "add role" see roles but not add one', async () => {
    const roleId = await roleWith(t, owner, 'business', [['/System/rolesList', 'role search', 'edit']]);
    const staff = await newStaff(t, owner, roleId);
    expectOk(await post(t.app, '/v1/role/list', {}, { token: staff.token }));
    const res = await post(t.app, '/v1/role/save', { name: `Sneaky ${tag()}` }, { token: staff.token });
    expect(expectRefused(res, 403, 4030)).toBe('You do not have permission to do this');
  });

  it('refuses a staff member copying a role that holds more than they do', async () => {
    const rich = await roleWith(t, owner, 'business', [['/cashCenter/applyCash']]);
    const copier = await roleWith(t, owner, 'business', [['/System/rolesList', 'copy role']]);
    const staff = await newStaff(t, owner, copier);
    const res = await post(t.app, '/v1/role/copyRole', { id: rich }, { token: staff.token });
    expect(expectRefused(res, 403, 4030)).toBe('You cannot grant permissions you do not hold');
  });

  it("gives operators the platform's roles, and a business's roles in the role box on request", async () => {
    const op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    const name = `Reviewers ${tag()}`;
    const platformRole = await roleWith(t, op, 'platform', [['/System/settlementReview', 'review']], name);
    const businessRole = expectOk<{ id: number }>(
      await post(t.app, '/v1/role/save', { name: `Biz ${tag()}` }, { token: owner }),
    ).id;
    const ops = await list(op);
    expect(ops.records.map((r) => r.id)).toContain(platformRole);
    expect(ops.records.map((r) => r.id)).not.toContain(businessRole);
    expect((await list(owner)).records.map((r) => r.id)).not.toContain(platformRole);

    const box = async (fields: Record<string, number>, token: string) =>
      expectOk<Array<{ id: number }>>(await post(t.app, '/v1/role/getRoleBox', fields, { token })).map(
        (r) => r.id,
      );
    const demoBusiness = (
      await post(t.app, '/v1/businessUser/list', { keyword: DEMO_OWNER.email }, { token: op })
    ).json().model.records[0].businessId as number;
    expect(await box({}, op)).toContain(platformRole);
    expect(await box({ businessId: demoBusiness }, op)).toContain(businessRole);
    // A business asking for another business's box gets its own roles, never the other's.
    expect(await box({ businessId: demoBusiness + 1000 }, owner)).toContain(businessRole);
    const other = await newBusiness(t.app);
    expect(await box({ businessId: demoBusiness }, other.token)).not.toContain(businessRole);
    expect(await permissionIds(t, 'platform', [['/System/settlementReview']])).toHaveLength(1);
  });
});
