import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('a customer order placed on the sandbox shopfront arrives in My Orders, matched to the published product', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request);

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Orders Story Shop');

  // One product published to it; a "customer" buys it on the shopfront: the store's webhook brings the order in.
  await publishProduct(page, 'Orders Story Shop', `${seller.who.name} mug 1`);
  await orderOnShopfront(page, 'Orders Story Shop');

  await page.goto('/CRM/myOrder');
  const row = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText('Orders Story Shop');
  await expect(row).toContainText('Maria Silva');
  await expect(row).toContainText('All 1 matched');
});
