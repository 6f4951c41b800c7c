import { expect, test } from './fixtures';
import { call, openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { barcodeOf, paidOrderOf, shipByApi, stockSeller } from './support/stock';

/** Where the story leaves its pictures of the page (en and zh), when asked to. */
const SHOTS = process.env.STORY_SCREENSHOTS;

test('the inventory shows each line’s synchronized (orders) and manual (by hand) outbound and filters by it', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 1);
  const [variant] = seller.variants;
  if (!variant) throw new Error('a product');
  const token = seller.session.token;
  const code = barcodeOf(variant.skuId);

  // An order of 2 shipped (synchronized outbound), and 3 taken out of the seller's own warehouse by hand.
  const { order } = await paidOrderOf(request, seller.productIds[0] ?? 0, 2);
  await shipByApi(request, token, order.id);
  const house = await call<{ id: number }>(
    request,
    '/stock/warehouse/save',
    { name: 'Recife 3PL', country: 'Brazil', address: 'Rua B 2' },
    token,
  );
  const booked = async (base: string, quantity: number) => {
    const doc = await call<{ id: number }>(
      request,
      `${base}/create`,
      { warehouseId: String(house.id) },
      token,
    );
    const id = String(doc.id);
    await call(request, `${base}/scan`, { id, code, quantity: String(quantity), locationId: '0' }, token);
    await call(request, `${base}/confirm`, { id }, token);
  };
  await booked('/stock/thirdPartyIn', 5);
  await booked('/stock/thirdPartyOut', 3);

  // Stock Management -> Inventory, from the side menu.
  await openLoggedIn(page, seller.session, '/stock/merchantStockIn');
  await page.getByRole('menuitem', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/stock\/inventory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByTestId('inventory-table');
  const china = table.getByRole('row').filter({ hasText: code }).filter({ hasText: 'China' });
  const own = table.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Recife 3PL' });
  await expect(china.getByTestId('inventory-on-hand')).toHaveText('8');
  await expect(china.getByTestId('inventory-synced-out')).toHaveText('2');
  await expect(china.getByTestId('inventory-manual-out')).toHaveText('0');
  await expect(own.getByTestId('inventory-on-hand')).toHaveText('2');
  await expect(own.getByTestId('inventory-synced-out')).toHaveText('0');
  await expect(own.getByTestId('inventory-manual-out')).toHaveText('3');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-en.png`, fullPage: true });

  // Only lines with manual outbound: the own warehouse's.
  await page.getByRole('combobox', { name: 'Outbound' }).click();
  await page.locator('.ant-select-item-option[title="Has manual outbound"]').click();
  await expect(own).toBeVisible();
  await expect(china).toHaveCount(0);
  await expect(page.getByTestId('inventory-summary')).toHaveText(
    '2 in stock · 0 out by orders (synchronized) · 3 out by hand (manual)',
  );
  // Only lines with synchronized outbound: the platform warehouse's.
  await page.getByRole('combobox', { name: 'Outbound' }).click();
  await page.locator('.ant-select-item-option[title="Has synchronized outbound"]').click();
  await expect(china).toBeVisible();
  await expect(own).toHaveCount(0);

  // In Chinese.
  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '库存查询' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '同步出库数量' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '手工出库数量' })).toBeVisible();
  await expect(own.getByTestId('inventory-manual-out')).toHaveText('3');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-zh.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});
