import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';

test('a business connects the sandbox store, sees its shop name, renames and pauses it, and opens its shopfront', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { session } = await fixtureBusiness(request);
  await openLoggedIn(page, session, '/CRM/store');
  await expect(page.getByText('No store connected yet', { exact: false })).toBeVisible();

  await page.getByTestId('connect-store').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Sandbox store').click();
  await dialog.getByLabel('Store name').fill('My Test Shop');
  await dialog.getByRole('button', { name: 'Test and save' }).click();
  await expect(page.getByText('Connected: My Test Shop')).toBeVisible();

  const row = page.locator('.ant-table-row').filter({ hasText: 'My Test Shop' });
  await expect(row).toContainText('Sandbox store');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('USD');

  await row.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the store' });
  await rename.getByRole('textbox').fill('Outlet');
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator('.ant-table-row').filter({ hasText: 'Outlet' });
  await expect(renamed).toContainText('Shop name: My Test Shop');

  await renamed.getByRole('button', { name: 'Pause' }).click();
  await expect(renamed).toContainText('Paused');

  const shopfront = await renamed.getByRole('link', { name: 'Open shopfront' }).getAttribute('href');
  await page.goto(shopfront ?? '/');
  await expect(page.getByRole('heading', { name: 'My Test Shop' })).toBeVisible();
});
