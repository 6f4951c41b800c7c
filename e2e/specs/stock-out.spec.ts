import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { barcodeOf, paidOrderOf, shipByApi, stockSeller } from './support/stock';

test('a paid order is on the pick list by location; once shipped it leaves it and a sales stock-out row appears', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 1);
  const productId = seller.productIds[0] ?? 0;
  const { order, variant } = await paidOrderOf(request, productId, 2);

  // Warehouse pick-out: the order's 2 pieces, in the product's warehouse, without a location.
  await openLoggedIn(page, seller.session, '/stock/warehousePickOut');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse pick-out' })).toBeVisible({
    timeout: 30_000,
  });
  const pickRow = page.getByTestId('pick-table').getByRole('row').filter({ hasText: order.orderNo });
  await expect(pickRow).toContainText(barcodeOf(variant.skuId));
  await expect(pickRow.getByTestId('pick-quantity')).toHaveText('2');
  await expect(pickRow.getByTestId('pick-bin')).toContainText('No location');
  await expect(page.getByTestId('pick-summary')).toHaveText('1 paid orders wait to ship: 2 pieces to pick');

  await shipByApi(request, seller.session.token, order.id);
  await page.reload();
  await expect(page.getByText('Nothing to pick: no paid order waits to ship')).toBeVisible();

  // Sales stock-out: the shipped order's outbound row.
  await page.goto('/stock/salesStockOut');
  const outRow = page
    .getByTestId('stock-out-table')
    .getByRole('row')
    .filter({ hasText: String(order.id) });
  await expect(outRow).toContainText(variant.title);
  await expect(outRow).toContainText('-2');
  await expect(outRow).toContainText('8');
});
