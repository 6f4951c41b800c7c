import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers } from '../../src/db/schema';
import { STAFF_BUTTONS } from '../../src/db/seed/menu-tree';
import { createTestApp, type TestApp } from '../support/app';
import { get, login, loginToken, post } from '../support/http';
import {
  DEMO_OWNER,
  expectOk,
  expectRefused,
  freshMobile,
  newBusiness,
  newStaff,
  roleWith,
  SUPER_OPERATOR,
  tag,
} from './support';

interface Person {
  id: number;
  name: string;
  email: string;
  mobile: string;
  businessId: number;
  businessName: string;
  isOwner: boolean;
  roleId: number | null;
  roleName: string;
  state: string;
}
interface PersonPage {
  records: Person[];
  total: number;
}

let t: TestApp;
let owner: string;
let op: string;
let role: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  owner = await loginToken(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
  op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  role = await roleWith(t, owner, 'business', [['/myCenter/businessInfo']], `Clerk ${tag()}`);
});
afterAll(() => t.close());

const list = async (token: string, fields: Record<string, string | number> = {}) =>
  expectOk<PersonPage>(await post(t.app, '/v1/businessUser/list', fields, { token }));
const info = async (token: string, id: number) => get(t.app, `/v1/businessUser/info?id=${id}`, { token });
const me = async (token: string) => (await post(t.app, '/v1/sysuser/permission_list', {}, { token })).json();

describe('staff of a business', () => {
  it('adds a staff member with a password and a role, who logs in with them', async () => {
    const email = `clerk-${tag()}@shop.test`;
    const mobile = freshMobile();
    const { id } = expectOk<{ id: number }>(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'Clara', email, mobile, password: 'clara123', roleId: role },
        { token: owner },
      ),
    );
    const person = expectOk<Person>(await info(owner, id));
    expect(person).toMatchObject({
      name: 'Clara',
      email,
      mobile,
      isOwner: false,
      roleId: role,
      state: 'active',
    });
    expect(person).not.toHaveProperty('passwordHash');
    expect((await login(t.app, mobile, 'clara123')).json().model.accountKind).toBe('business');
  });

  it('lists its own people only, searched by name, e-mail or mobile and by state', async () => {
    const staff = await newStaff(t, owner, role);
    const mine = await list(owner, { keyword: staff.email });
    expect(mine.records.map((p) => p.id)).toEqual([staff.id]);
    expect((await list(owner, { keyword: DEMO_OWNER.email })).records[0]?.isOwner).toBe(true);
    const other = await newBusiness(t.app);
    expect((await list(other.token, { keyword: staff.email })).total).toBe(0);
    expect((await list(other.token)).records.map((p) => p.email)).toEqual([other.email]);
    await post(t.app, '/v1/businessUser/disable', { id: staff.id }, { token: owner });
    expect((await list(owner, { state: 'disabled' })).records.map((p) => p.id)).toContain(staff.id);
    expect((await list(owner, { state: 'active' })).records.map((p) => p.id)).not.toContain(staff.id);
  });

  it('needs a role of its own business for a staff member', async () => {
    const fields = { name: 'Nora', email: `nora-${tag()}@shop.test`, password: 'nora1234' };
    expect(expectRefused(await post(t.app, '/v1/businessUser/save', fields, { token: owner }), 400)).toBe(
      'Please choose a role',
    );
    const other = await newBusiness(t.app);
    const foreign = await roleWith(t, other.token, 'business', []);
    expectRefused(
      await post(t.app, '/v1/businessUser/save', { ...fields, roleId: foreign }, { token: owner }),
      404,
      4040,
    );
  });

  it('refuses bad passwords, taken e-mails and mobiles, very long names', async () => {
    const base = { name: 'Otto', email: `otto-${tag()}@shop.test`, password: 'otto1234', roleId: role };
    const save = (fields: Record<string, string | number>) =>
      post(t.app, '/v1/businessUser/save', fields, { token: owner });
    expect(expectRefused(await save({ ...base, password: '12345' }), 400)).toBe(
      'the password must be 6 to 20 characters',
    );
    expect(expectRefused(await save({ ...base, password: 'has space1' }), 400)).toBe(
      'the password cannot contain spaces',
    );
    expect(expectRefused(await save({ ...base, email: DEMO_OWNER.email }), 409)).toBe(
      'This e-mail is already used by another account',
    );
    expect(expectRefused(await save({ ...base, email: SUPER_OPERATOR.email }), 409)).toBe(
      'This e-mail is already used by another account',
    );
    expect(expectRefused(await save({ ...base, mobile: '13800138000' }), 409)).toBe(
      'This mobile number is already used by another account',
    );
    expect(expectRefused(await save({ ...base, name: 'x'.repeat(101) }), 400)).toBe('name is too long');
  });

  it('keeps HTML in a name as plain text', async () => {
    const name = '<b onmouseover="x()">Bold</b>';
    const { id } = expectOk<{ id: number }>(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name, email: `html-${tag()}@shop.test`, password: 'html1234', roleId: role },
        { token: owner },
      ),
    );
    expect(expectOk<Person>(await info(owner, id)).name).toBe(name);
  });

  it('modifies a staff member; a new password ends their sessions', async () => {
    const staff = await newStaff(t, owner, role);
    const other = await roleWith(t, owner, 'business', [['/CRM/myOrder']]);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'Renamed', email: staff.email, roleId: other },
        { token: owner },
      ),
    );
    expect(expectOk<Person>(await info(owner, staff.id))).toMatchObject({ name: 'Renamed', roleId: other });
    expect((await me(staff.token)).code).toBe(0);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'Renamed', email: staff.email, password: 'newpass1' },
        { token: owner },
      ),
    );
    expect((await me(staff.token)).code).toBe(1001);
  });

  it("never touches the owner from the staff page, nor another business's staff", async () => {
    const [demoOwner] = (await list(owner, { keyword: DEMO_OWNER.email })).records;
    const id = demoOwner?.id ?? 0;
    for (const path of ['/v1/businessUser/disable', '/v1/businessUser/delete'])
      expect(expectRefused(await post(t.app, path, { id }, { token: owner }), 403)).toBe(
        'You cannot disable or delete your own account',
      );
    const editor = await roleWith(t, owner, 'business', [['/System/staffManagement', ...STAFF_BUTTONS]]);
    const staff = await newStaff(t, owner, editor);
    expect(
      expectRefused(await post(t.app, '/v1/businessUser/disable', { id }, { token: staff.token }), 403),
    ).toBe("The owner's account is managed by the platform");
    const other = await newBusiness(t.app);
    expectRefused(
      await post(t.app, '/v1/businessUser/disable', { id: staff.id }, { token: other.token }),
      404,
    );
    expectRefused(await info(other.token, staff.id), 404);
    expectRefused(
      await post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'X', email: staff.email },
        { token: other.token },
      ),
      404,
    );
  });

  it('refuses a staff member disabling or deleting themselves', async () => {
    const editor = await roleWith(t, owner, 'business', [['/System/staffManagement', ...STAFF_BUTTONS]]);
    const staff = await newStaff(t, owner, editor);
    for (const path of ['/v1/businessUser/disable', '/v1/businessUser/delete'])
      expect(expectRefused(await post(t.app, path, { id: staff.id }, { token: staff.token }), 403)).toBe(
        'You cannot disable or delete your own account',
      );
    expect((await me(staff.token)).code).toBe(0);
  });

  it('refuses a staff member managing a colleague who holds more (no new password into their permissions)', async () => {
    const editor = await roleWith(t, owner, 'business', [['/System/staffManagement', ...STAFF_BUTTONS]]);
    const staff = await newStaff(t, owner, editor);
    const stronger = await roleWith(t, owner, 'business', [
      ['/System/staffManagement', ...STAFF_BUTTONS],
      ['/cashCenter/cashRecord'],
    ]);
    const boss = await newStaff(t, owner, stronger);
    const edit = { id: boss.id, name: 'Taken Over', email: boss.email, password: 'takeover1' };
    expect(expectRefused(await post(t.app, '/v1/businessUser/edit', edit, { token: staff.token }), 403)).toBe(
      'You cannot grant permissions you do not hold',
    );
    expectRefused(
      await post(t.app, '/v1/businessUser/disable', { id: boss.id }, { token: staff.token }),
      403,
    );
    expect((await me(boss.token)).code).toBe(0);
    // A colleague within what they hold is theirs to manage.
    const peer = await newStaff(t, owner, editor);
    expectOk(await post(t.app, '/v1/businessUser/disable', { id: peer.id }, { token: staff.token }));
  });

  it("ends a disabled user's sessions (1001), and enabling does not revive the old token", async () => {
    const mobile = freshMobile();
    const email = `dis-${tag()}@shop.test`;
    const { id } = expectOk<{ id: number }>(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'Dee', email, mobile, password: 'dee12345', roleId: role },
        { token: owner },
      ),
    );
    const token = await loginToken(t.app, email, 'dee12345');
    expect((await me(token)).code).toBe(0);
    expectOk(await post(t.app, '/v1/businessUser/disable', { id }, { token: owner }));
    const dead = await post(t.app, '/v1/sysuser/permission_list', {}, { token });
    expectRefused(dead, 401, 1001);
    expect(expectRefused(await login(t.app, mobile, 'dee12345'), 403)).toMatch(/disabled/);
    expect(expectRefused(await post(t.app, '/v1/businessUser/disable', { id }, { token: owner }), 409)).toBe(
      'This account is already disabled',
    );
    expectOk(await post(t.app, '/v1/businessUser/enable', { id }, { token: owner }));
    expectRefused(await post(t.app, '/v1/sysuser/permission_list', {}, { token }), 401, 1001);
    expect(expectRefused(await post(t.app, '/v1/businessUser/enable', { id }, { token: owner }), 409)).toBe(
      'This account is not disabled',
    );
  });

  it('unfreezes a frozen account and clears its wrong-password count', async () => {
    const staff = await newStaff(t, owner, role);
    await t.database.db
      .update(businessUsers)
      .set({ state: 'frozen', failedLogins: 5 })
      .where(eq(businessUsers.id, staff.id));
    expect(
      expectRefused(await post(t.app, '/v1/businessUser/enable', { id: staff.id }, { token: owner }), 409),
    ).toBe('This account is frozen; unfreeze it instead');
    expectOk(await post(t.app, '/v1/businessUser/unfreeze', { id: staff.id }, { token: owner }));
    const [row] = await t.database.db.select().from(businessUsers).where(eq(businessUsers.id, staff.id));
    expect(row).toMatchObject({ state: 'active', failedLogins: 0 });
    expect(
      expectRefused(await post(t.app, '/v1/businessUser/unfreeze', { id: staff.id }, { token: owner }), 409),
    ).toBe('This account is not frozen');
  });

  it('deletes a staff member for good: the token dies and the e-mail is free again', async () => {
    const staff = await newStaff(t, owner, role);
    expectOk(await post(t.app, '/v1/businessUser/delete', { id: staff.id }, { token: owner }));
    expectRefused(await post(t.app, '/v1/sysuser/permission_list', {}, { token: staff.token }), 401, 1001);
    expectRefused(await info(owner, staff.id), 404);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'Again', email: staff.email, password: 'again123', roleId: role },
        { token: owner },
      ),
    );
  });
});

describe('business users, for operators', () => {
  it('lists every business with its name, searched by business name too, and pages', async () => {
    const shop = await newBusiness(t.app, `Zebra Goods ${tag()}`);
    const found = await list(op, { keyword: 'Zebra Goods' });
    expect(found.records.map((p) => p.email)).toContain(shop.email);
    expect(found.records[0]?.businessName).toMatch(/^Zebra Goods/);
    const page = await list(op, { size: 1, current: 2 });
    expect(page.records).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
  });

  it('adds a new business with its owner, who can log in', async () => {
    const email = `opened-${tag()}@shop.test`;
    const { id } = expectOk<{ id: number }>(
      await post(
        t.app,
        '/v1/businessUser/save',
        { name: 'Olga', email, password: 'olga1234', businessName: 'Olga Imports' },
        { token: op },
      ),
    );
    expect(expectOk<Person>(await info(op, id))).toMatchObject({
      isOwner: true,
      businessName: 'Olga Imports',
      roleId: null,
    });
    expect((await login(t.app, email, 'olga1234')).json().model.roleName).toBe('Owner');
    expect(
      expectRefused(
        await post(
          t.app,
          '/v1/businessUser/save',
          { name: 'Nobody', email: `n-${tag()}@x.test`, password: 'nobody12' },
          { token: op },
        ),
        400,
      ),
    ).toBe('Please enter the business name');
  });

  it('never deletes or demotes the last active owner of a business; another owner first', async () => {
    const shop = await newBusiness(t.app);
    const [ownerRow] = (await list(op, { keyword: shop.email })).records;
    const ownerId = ownerRow?.id ?? 0;
    expect(
      expectRefused(await post(t.app, '/v1/businessUser/delete', { id: ownerId }, { token: op }), 409),
    ).toBe('This is the last owner of the business; make someone else an owner first');
    const demote = await post(
      t.app,
      '/v1/businessUser/edit',
      { id: ownerId, name: 'O', email: shop.email, isOwner: '0' },
      { token: op },
    );
    expectRefused(demote, 409);

    const shopRole = await roleWith(t, shop.token, 'business', []);
    const staff = await newStaff(t, shop.token, shopRole);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'New Boss', email: staff.email, isOwner: '1' },
        { token: op },
      ),
    );
    expect(expectOk<Person>(await info(op, staff.id))).toMatchObject({ isOwner: true, roleId: null });
    expectOk(await post(t.app, '/v1/businessUser/disable', { id: ownerId }, { token: op }));
    expectRefused(await post(t.app, '/v1/sysuser/permission_list', {}, { token: shop.token }), 401, 1001);
  });

  it('lets an operator suspend a business by disabling its only owner, and enable it again', async () => {
    const shop = await newBusiness(t.app);
    const [ownerRow] = (await list(op, { keyword: shop.email })).records;
    const ownerId = ownerRow?.id ?? 0;
    expectOk(await post(t.app, '/v1/businessUser/disable', { id: ownerId }, { token: op }));
    // The owner's session ends; the account stays, disabled, until an operator enables it.
    expectRefused(await post(t.app, '/v1/sysuser/permission_list', {}, { token: shop.token }), 401, 1001);
    expect(expectOk<Person>(await info(op, ownerId)).state).toBe('disabled');
    expectOk(await post(t.app, '/v1/businessUser/enable', { id: ownerId }, { token: op }));
    expect(expectOk<Person>(await info(op, ownerId))).toMatchObject({ state: 'active', isOwner: true });
  });

  it("gives a staff member one of their business's roles, never another's", async () => {
    const shop = await newBusiness(t.app);
    const shopRole = await roleWith(t, shop.token, 'business', []);
    const staff = await newStaff(t, shop.token, shopRole);
    const edit = (roleId: number) =>
      post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'S', email: staff.email, roleId },
        { token: op },
      );
    expectRefused(await edit(role), 404);
    const second = await roleWith(t, shop.token, 'business', []);
    expectOk(await edit(second));
  });

  it('ignores the owner flag from a business', async () => {
    const staff = await newStaff(t, owner, role);
    expectOk(
      await post(
        t.app,
        '/v1/businessUser/edit',
        { id: staff.id, name: 'S', email: staff.email, isOwner: '1' },
        { token: owner },
      ),
    );
    expect(expectOk<Person>(await info(owner, staff.id)).isOwner).toBe(false);
  });
});
