import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, permissions } from '../../src/db/schema';
import { seedMenu } from '../../src/db/seed/menu';
import { createTestApp, type TestApp } from '../support/app';
import { login, loginToken, post } from '../support/http';
import {
  DEMO_OWNER,
  expectOk,
  expectRefused,
  newOperator,
  newStaff,
  permissionId,
  permissionIds,
  roleWith,
  SUPER_OPERATOR,
  tag,
} from './support';

interface MenuNode {
  name: string;
  path: string;
  IsHide: boolean;
  meta: { btnPermissions: string[] | null };
  children: MenuNode[];
}
interface TreeNode {
  id: number;
  name: string;
  kind: string;
  disabled: boolean;
  children: TreeNode[];
}

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  owner = await loginToken(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => t.close());

const menu = async (token: string, lang: 'en' | 'zh' = 'en') =>
  expectOk<MenuNode[]>(await post(t.app, '/v1/sysuser/permission_list', {}, { token, lang }));
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const pageOf = (nodes: MenuNode[], path: string) => flat(nodes).find((n) => n.path === path);
const bind = (token: string, roleId: number, ids: number[]) =>
  post(t.app, '/v1/permissionList/bindPermission', { roleId, permissionIds: JSON.stringify(ids) }, { token });
const byRole = async (token: string, roleId: number) =>
  expectOk<number[]>(await post(t.app, '/v1/permissionList/listByRole', { roleId }, { token }));

describe('the menu follows the role', () => {
  it('gives an owner the whole business menu of spec 001 §2, stock management included', async () => {
    const tree = await menu(owner);
    expect(tree.map((g) => g.name)).toEqual([
      'My Profile',
      'Business Management',
      'CRM',
      'Withdrawal Management',
      'System Management',
      'Stock Management',
      'Messages',
      'System Messages',
    ]);
    const stock = tree.find((g) => g.name === 'Stock Management');
    expect(stock?.path).toBe('-');
    expect(stock?.children.map((p) => p.path)).toEqual([
      '/stock/inventory',
      '/stock/merchantStockIn',
      '/stock/returnStockIn',
      '/stock/salesStockOut',
      '/stock/warehousePickOut',
      '/stock/warehouseDifference',
      '/stock/thirdPartyStockOut',
      '/stock/thirdPartyStockIn',
    ]);
    expect(pageOf(tree, '/System/rolesList')?.meta.btnPermissions).toEqual([
      'role search',
      'add role',
      'edit',
      'delete role',
      'copy role',
      'save permissions',
    ]);
    expect(pageOf(tree, '/order/ordinaryDetail')?.IsHide).toBe(true);
    expect(stock?.meta.btnPermissions).toBeNull();
    expect((await menu(owner, 'zh'))[0]?.name).toBe('个人中心');
  });

  it('gives a staff member only their pages, the groups above them and their buttons', async () => {
    const roleId = await roleWith(t, owner, 'business', [
      ['/System/rolesList', 'role search', 'add role'],
      ['/myCenter/businessInfo'],
    ]);
    const staff = await newStaff(t, owner, roleId);
    const tree = await menu(staff.token);
    expect(tree.map((g) => g.name)).toEqual(['My Profile', 'System Management']);
    expect(
      flat(tree)
        .filter((n) => n.path !== '-')
        .map((n) => n.path),
    ).toEqual(['/myCenter/businessInfo', '/System/rolesList']);
    expect(pageOf(tree, '/System/rolesList')?.meta.btnPermissions).toEqual(['role search', 'add role']);

    // A removed button is gone from the next menu, and the server refuses it at once.
    expectOk(
      await bind(owner, roleId, await permissionIds(t, 'business', [['/System/rolesList', 'role search']])),
    );
    expect(pageOf(await menu(staff.token), '/System/rolesList')?.meta.btnPermissions).toEqual([
      'role search',
    ]);
    expectRefused(await post(t.app, '/v1/role/save', { name: `X ${tag()}` }, { token: staff.token }), 403);
  });

  it('gives a staff member without a role an empty menu', async () => {
    const roleId = await roleWith(t, owner, 'business', []);
    const staff = await newStaff(t, owner, roleId);
    expect(await menu(staff.token)).toEqual([]);
  });

  it("names the staff member's role at login", async () => {
    const name = `Warehouse ${tag()}`;
    const roleId = await roleWith(t, owner, 'business', [['/myCenter/businessInfo']], name);
    const email = `named-${tag()}@shop.test`;
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'N', email, password: 'named1234', roleId },
        { token: owner },
      ),
    );
    expect((await login(t.app, email, 'named1234')).json().model.roleName).toBe(name);
  });

  it('gives operators the platform menu: all of it when super, their role when not', async () => {
    const op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    const paths = flat(await menu(op)).map((n) => n.path);
    for (const path of [
      '/System/staffList',
      '/System/rolesList',
      '/System/assign',
      '/System/settlementReview',
      '/System/productReview',
    ])
      expect(paths).toContain(path);
    expect(paths).not.toContain('/myCenter/businessInfo');

    const roleId = await roleWith(t, op, 'platform', [['/System/settlementReview', 'review']]);
    const limited = await newOperator(t, roleId);
    const tree = await menu(limited.token);
    expect(tree.map((g) => g.name)).toEqual(['Review']);
    expect(pageOf(tree, '/System/settlementReview')?.meta.btnPermissions).toEqual(['review']);
  });
});

describe('binding permissions', () => {
  it('adds the page and groups above a bound button', async () => {
    const roleId = expectOk<{ id: number }>(
      await post(t.app, '/v1/role/save', { name: `B ${tag()}` }, { token: owner }),
    ).id;
    const button = await permissionId(t, 'business', '/System/staffManagement', 'add staff');
    const held = expectOk<number[]>(await bind(owner, roleId, [button]));
    const page = await permissionId(t, 'business', '/System/staffManagement');
    expect(held).toContain(page);
    expect(held).toHaveLength(3); // the button, its page, the System Management group
    expect(await byRole(owner, roleId)).toEqual(held);
  });

  it('refuses ids of another scope or that do not exist', async () => {
    const roleId = expectOk<{ id: number }>(
      await post(t.app, '/v1/role/save', { name: `C ${tag()}` }, { token: owner }),
    ).id;
    const platform = await permissionId(t, 'platform', '/System/settlementReview');
    expect(expectRefused(await bind(owner, roleId, [platform]), 400)).toBe(`Unknown permission: ${platform}`);
    expectRefused(await bind(owner, roleId, [999_999]), 400);
    expectRefused(
      await post(
        t.app,
        '/v1/permissionList/bindPermission',
        { roleId, permissionIds: 'not json' },
        { token: owner },
      ),
      400,
    );
  });

  it('refuses a staff member granting what they do not hold, and keeps what they cannot see', async () => {
    const grantor = await roleWith(t, owner, 'business', [
      ['/System/assign', 'save permissions'],
      ['/myCenter/businessInfo'],
    ]);
    const staff = await newStaff(t, owner, grantor);
    const target = await roleWith(t, owner, 'business', [['/cashCenter/applyCash']]);
    const cash = await permissionId(t, 'business', '/cashCenter/applyCash');
    const info = await permissionId(t, 'business', '/myCenter/businessInfo');
    const orders = await permissionId(t, 'business', '/CRM/myOrder');

    const grab = await bind(staff.token, target, [info, orders]);
    expect(expectRefused(grab, 403, 4030)).toBe('You cannot grant permissions you do not hold');

    // Sending only what they hold leaves the cash page (which they cannot grant or take) in place.
    expectOk(await bind(staff.token, target, [info]));
    const after = await byRole(owner, target);
    expect(after).toContain(info);
    expect(after).toContain(cash);

    // The tree shows them everything, with what they cannot grant disabled.
    const tree = expectOk<TreeNode[]>(
      await post(t.app, '/v1/permissionList/listAll', {}, { token: staff.token }),
    );
    const nodes = (list: TreeNode[]): TreeNode[] => list.flatMap((n) => [n, ...nodes(n.children)]);
    const all = nodes(tree);
    expect(all.find((n) => n.id === info)?.disabled).toBe(false);
    expect(all.find((n) => n.id === orders)?.disabled).toBe(true);
    expect(all.find((n) => n.kind === 'button' && n.name === 'add staff')?.disabled).toBe(true);
  });

  it('refuses a staff member giving a staff member a role beyond their own', async () => {
    const hirer = await roleWith(t, owner, 'business', [['/System/staffManagement', 'add staff', 'modify']]);
    const staff = await newStaff(t, owner, hirer);
    const rich = await roleWith(t, owner, 'business', [['/cashCenter/applyCash']]);
    const res = await post(
      t.app,
      '/v1/businessUser/save',
      { name: 'Friend', email: `friend-${tag()}@shop.test`, password: 'friend123', roleId: rich },
      { token: staff.token },
    );
    expect(expectRefused(res, 403, 4030)).toBe('You cannot grant permissions you do not hold');
    const modest = await roleWith(t, owner, 'business', [['/System/staffManagement', 'add staff']]);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'Friend', email: `friend-${tag()}@shop.test`, password: 'friend123', roleId: modest },
        { token: staff.token },
      ),
    );
  });
});

describe('the menu seed', () => {
  it('deletes rows the seed no longer names, with their grants', async () => {
    const [stale] = await t.database.db
      .insert(permissions)
      .values({
        kind: 'page',
        scope: 'business',
        key: 'business:page:/old/page',
        nameEn: 'Old',
        nameZh: '旧',
        path: '/old/page',
      })
      .returning({ id: permissions.id });
    await forgetMenuFingerprint();
    await t.database.db.transaction((tx) => seedMenu(tx));
    const left = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, stale?.id ?? 0));
    expect(left).toEqual([]);
    // Seeding again keeps every id: grants survive restarts.
    const before = await permissionId(t, 'business', '/System/rolesList');
    await forgetMenuFingerprint();
    await t.database.db.transaction((tx) => seedMenu(tx));
    expect(await permissionId(t, 'business', '/System/rolesList')).toBe(before);
  });

  it('skips a tree already written (its fingerprint recorded) and writes one that changed', async () => {
    const id = await permissionId(t, 'business', '/System/rolesList');
    const nameOf = async () =>
      (await t.database.db.select().from(permissions).where(eq(permissions.id, id)))[0]?.nameEn;
    const seeded = await nameOf();
    await t.database.db.update(permissions).set({ nameEn: 'Renamed' }).where(eq(permissions.id, id));
    await t.database.db.transaction((tx) => seedMenu(tx));
    expect(await nameOf()).toBe('Renamed');
    await forgetMenuFingerprint();
    await t.database.db.transaction((tx) => seedMenu(tx));
    expect(await nameOf()).toBe(seeded);
  });
});

/** What a new version's seed looks like to a database: a tree whose fingerprint is not the one recorded. */
async function forgetMenuFingerprint(): Promise<void> {
  await t.database.db.delete(appMeta).where(eq(appMeta.key, 'menu_seed'));
}
