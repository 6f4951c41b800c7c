import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';

const PAGE_LOAD = { timeout: 30_000 };

test('a customer order placed on the sandbox shopfront arrives in My Orders, matched to the published product', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { session } = await fixtureBusiness(request);

  await openLoggedIn(page, session, '/CRM/store');
  await page.getByTestId('connect-store').click();
  const connect = page.getByRole('dialog');
  await connect.getByText('Sandbox store').click();
  await connect.getByLabel('Store name').fill('Orders Story Shop');
  await connect.getByRole('button', { name: 'Test and save' }).click();
  await expect(page.getByText('Connected: Orders Story Shop')).toBeVisible();

  // One product published to it.
  await page.goto('/mall/list?sortIndex=3');
  const items = page.getByTestId('list-item');
  await expect(items.first()).toBeVisible(PAGE_LOAD);
  await items.first().getByRole('checkbox').check();
  await page.getByTestId('batch-release').click();
  const choose = page.getByRole('dialog', { name: 'Publish to which store?' });
  await choose.getByText('Orders Story Shop').click();
  await choose.getByRole('button', { name: 'Publish' }).click();
  // The publish is queued before the page is left (leaving at once could cancel the call).
  await expect(page.getByText(/^Publishing 1 products? to Orders Story Shop/)).toBeVisible();
  await page.goto('/businessCenter/productPublish');
  await expect(page.getByText('Published to Orders Story Shop')).toHaveCount(1, { timeout: 60_000 });

  // A "customer" buys it on the shopfront: the store's webhook brings the order in.
  await page.goto('/CRM/store');
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: 'Orders Story Shop' })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toContainText('#1001');

  await page.goto('/CRM/myOrder');
  const row = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText('Orders Story Shop');
  await expect(row).toContainText('Maria Silva');
  await expect(row).toContainText('All 1 matched');
});
