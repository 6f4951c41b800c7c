import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { paidOrderOf, stockSeller } from './support/stock';
import { connectSandboxStore, publishProduct } from './support/stores';

test('a sale in the mall and a product taken off the shelf reach the sandbox store’s quantities by themselves', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 1);
  const productId = seller.productIds[0] ?? 0;
  const { session } = await fixtureBusiness(request);
  const storeName = `Sync Story Shop ${Date.now().toString(36)}`;

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, storeName);
  await publishProduct(page, storeName, seller.who.name);

  // The store's shopfront offers the product with the mall's quantity (the fixture's 10).
  await page.goto('/CRM/store');
  const shopfront =
    (await page
      .locator('.ant-table-row')
      .filter({ hasText: storeName })
      .getByRole('link', { name: 'Open shopfront' })
      .getAttribute('href')) ?? '/';
  const offer = page.locator('option').filter({ hasText: seller.who.name });
  const shows = async (text: string) =>
    expect(async () => {
      await page.goto(shopfront);
      await expect(offer).toContainText(text, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  await shows('· 10 in stock');

  // A buyer in the mall pays for one: the store's quantity follows, with no click of the business.
  await paidOrderOf(request, productId);
  await shows('· 9 in stock');

  // The seller takes the product off the shelf: the store can no longer sell it.
  await call(request, '/product/offShelf', { id: String(productId) }, seller.session.token);
  await shows('· 0 in stock');
});
