import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('a business publishes two products to its sandbox store: the list shows them published, the shopfront sells them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await fixtureBusiness(request, { products: 2 });
  const { session } = await fixtureBusiness(request);

  // A sandbox store of its own.
  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Publish Story Shop');
  // The default markup rule is shown with an example.
  await expect(page.getByTestId('price-example')).toHaveText('Example: a $12.50 product sells at $25.99');

  // Batch release of two products (of the story's own seller) from the product list, to that store.
  await page.goto(`/mall/list?title=${encodeURIComponent(seller.who.name)}`);
  const items = page.getByTestId('list-item');
  await expect(items).toHaveCount(2, PAGE_LOAD);
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    await items.nth(i).getByRole('checkbox').check();
    titles.push(((await items.nth(i).getByTestId('list-item-title').textContent()) ?? '').trim());
  }
  await page.getByTestId('batch-release').click();
  const choose = page.getByRole('dialog', { name: 'Publish to which store?' });
  await expect(choose.getByText('CSV file (the publish list only)')).toBeVisible();
  await choose.getByText('Publish Story Shop').click();
  await choose.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Publishing 2 products to Publish Story Shop: the list shows their progress'),
  ).toBeVisible();

  // The publish list follows the task until both are in the store.
  await page.goto('/businessCenter/productPublish');
  await expect(page.getByTestId('publish-list-page')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('publish-total')).toHaveText('2 products');
  await expect(page.getByText('Published to Publish Story Shop')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('publish-to-store')).toContainText('Publish selected to Publish Story Shop');

  // The sandbox store's shopfront shows them, ready for a "customer".
  await page.goto('/CRM/store');
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: 'Publish Story Shop' })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  await expect(page.getByRole('heading', { name: 'Publish Story Shop' })).toBeVisible();
  for (const title of titles) await expect(page.locator('.products').getByText(title)).toBeVisible();
});
