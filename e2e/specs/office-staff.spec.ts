import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, freshIdentity, loginThroughPage, openLoggedIn, readyBusiness } from './support/accounts';
import { buttonCheckbox, sideMenuNames, treeCheckbox } from './support/office';

interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

/** Drops one permission from a role through the API, as the owner would on the assign page. */
async function removePermission(request: APIRequestContext, token: string, roleId: number, label: string) {
  const tree = await call<TreeNode[]>(request, '/permissionList/listAll', {}, token);
  const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const target = flat(tree).find((node) => node.name === label);
  const held = await call<number[]>(request, '/permissionList/listByRole', { roleId: String(roleId) }, token);
  const rest = held.filter((id) => id !== target?.id);
  await call(
    request,
    '/permissionList/bindPermission',
    { roleId: String(roleId), permissionIds: JSON.stringify(rest) },
    token,
  );
}

test('a staff member sees only the menu and buttons of their role, and loses a removed one at the next login', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A certified business with a complete profile, so its people log straight into the back office.
  const { session: owner } = await readyBusiness(request);

  // The owner adds a role on the role list and ticks two things in its permission tree.
  await openLoggedIn(page, owner, '/System/rolesList');
  await page.getByTestId('add-role').click();
  await page.getByTestId('role-name').fill('Order clerks');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  // The role's 'Saved' toast goes before the permissions are saved, so the next 'Saved' is theirs alone.
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByText('Saved')).toBeHidden();
  const row = page.getByRole('row', { name: /Order clerks/ });
  await row.getByRole('button', { name: 'Permissions' }).click();
  await treeCheckbox(page, 'My Orders').click();
  await buttonCheckbox(page, 'Roles', 'role search').click();
  await page.getByTestId('save-permissions').click();
  await expect(page.getByText('Saved')).toBeVisible();

  // ... and a staff member with that role and a password of the owner's choosing.
  const staff = freshIdentity();
  await page.goto('/System/staffManagement');
  await page.getByTestId('add-staff').click();
  await page.getByTestId('person-name').fill('Olga Clerk');
  await page.getByTestId('person-email').fill(staff.email);
  await page.getByTestId('person-mobile').fill(staff.mobile);
  await page.getByTestId('person-password').fill(staff.password);
  await page.getByTestId('person-role').click();
  await page.locator('.ant-select-item-option', { hasText: 'Order clerks' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Olga Clerk/ })).toContainText('Order clerks');

  // The staff member logs in (by e-mail) and finds exactly those pages and buttons.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?redirect=/System/rolesList');
  await loginThroughPage(page, request, staff.email, staff.password);
  await expect(page).toHaveURL(/\/System\/rolesList$/);
  expect(await sideMenuNames(page)).toEqual(['CRM', 'My Orders', 'System Management', 'Roles']);
  await expect(page.getByPlaceholder('Role name')).toBeVisible();
  await expect(page.getByTestId('add-role')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/System/staffManagement');
  await expect(page.getByTestId('forbidden')).toBeVisible();

  // The owner takes 'role search' away; at the staff member's next login (by SMS) it is gone.
  await removePermission(
    request,
    owner.token,
    await roleIdOf(request, owner.token, 'Order clerks'),
    'role search',
  );
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?redirect=/System/rolesList');
  await loginThroughPage(page, request, staff.mobile, staff.password);
  await expect(page).toHaveURL(/\/System\/rolesList$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByPlaceholder('Role name')).toHaveCount(0);
  expect(await sideMenuNames(page)).toEqual(['CRM', 'My Orders', 'System Management', 'Roles']);
});

async function roleIdOf(request: APIRequestContext, token: string, name: string): Promise<number> {
  const page = await call<{ records: Array<{ id: number; name: string }> }>(
    request,
    '/role/list',
    { name },
    token,
  );
  const role = page.records.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}
