import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('a store’s own product is linked by search-and-pick, and its next order is matched without binding', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request);
  const mallTitle = `${seller.who.name} mug 1`;

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Own Products Shop');

  // The shop owner adds a product of its own in the store (not published from Dropmall).
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: 'Own Products Shop' })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  await page.getByLabel('Title').fill('Handmade ceramic mug');
  await page.getByLabel('SKU').fill('OWN-MUG-1');
  await page.getByLabel('Price').fill('12.50');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status')).toContainText('Handmade ceramic mug');

  // The business imports the store's products and links the mug to the mall's by search-and-pick.
  await page.goto('/CRM/store');
  await page
    .locator('.ant-table-row')
    .filter({ hasText: 'Own Products Shop' })
    .getByRole('button', { name: 'Products' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Products of Own Products Shop' });
  await drawer.getByTestId('import-store-products').click();
  const row = drawer.locator('.ant-table-row').filter({ hasText: 'Handmade ceramic mug' });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText('SKU OWN-MUG-1');
  await row.getByRole('button', { name: 'Choose a mall product…' }).click();
  const picker = page.getByRole('dialog', { name: 'Link “Handmade ceramic mug” to a mall product' });
  await picker.getByRole('searchbox').fill(mallTitle);
  await picker.getByRole('searchbox').press('Enter');
  const pick = picker.locator('.ant-list-item').filter({ hasText: mallTitle }).first();
  await expect(pick).toBeVisible(PAGE_LOAD);
  await pick.getByRole('button', { name: 'Choose' }).click();
  await expect(row).toContainText('Linked');
  await expect(row).toContainText(mallTitle);

  // A customer buys the mug in the store: the order arrives matched, with nothing to bind.
  await orderOnShopfront(page, 'Own Products Shop');
  await page.goto('/CRM/myOrder');
  const order = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(order).toBeVisible(PAGE_LOAD);
  await expect(order).toContainText('All 1 matched');
});
