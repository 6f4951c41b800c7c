import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { barcodeOf, confirmPopup, expectMallStock, stockSeller } from './support/stock';

test('a seller scans two barcodes into a stock-in and confirms; the mall product page shows the new quantity', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 2);
  const [first, second] = seller.variants;
  if (!first || !second) throw new Error('two products');

  await openLoggedIn(page, seller.session, '/stock/merchantStockIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant stock-in' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('stock-new-document').click();
  await page.locator('#stock-create').click();
  const scanner = page.getByTestId('stock-scan');
  await expect(scanner).toBeFocused();
  // The scanner types the code and Enter: the first code twice (2 pieces), the second once.
  await scanner.fill(barcodeOf(first.skuId));
  await scanner.press('Enter');
  await expect(scanner).toHaveValue('');
  await scanner.fill(barcodeOf(first.skuId));
  await scanner.press('Enter');
  await expect(scanner).toHaveValue('');
  await scanner.fill(barcodeOf(second.skuId));
  await scanner.press('Enter');
  const lines = page.getByTestId('stock-lines');
  await expect(lines.getByRole('row').filter({ hasText: barcodeOf(second.skuId) })).toBeVisible();
  await expect(
    lines
      .getByRole('row')
      .filter({ hasText: barcodeOf(first.skuId) })
      .getByRole('spinbutton'),
  ).toHaveValue('2');

  await page.getByTestId('stock-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText('Stock-in confirmed: the quantities are in stock')).toBeVisible();
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Confirmed');

  // The mall: 10 + 2 and 10 + 1 now on sale.
  await expectMallStock(request, first, 12);
  await expectMallStock(request, second, 11);
  await page.goto(`/mall/productDetail?id=${first.productId}`);
  await expect(page.getByTestId('detail-title')).toHaveText(first.title);
  for (const option of first.options) await page.getByRole('button', { name: option, exact: true }).click();
  await expect(page.getByTestId('detail-stock')).toHaveText('12 in stock');
});
