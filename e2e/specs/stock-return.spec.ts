import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { addAddressByApi, mallCall, STORY_TIMEOUT_MS, stockOf } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

/** The seller ships the order through the API, with the first carrier. */
async function shipByApi(request: APIRequestContext, token: string, orderId: number) {
  const [carrier] = await call<{ id: number }[]>(request, '/order/getExpressCompany', {}, token);
  await call(
    request,
    '/order/ship',
    { id: String(orderId), expressId: String(carrier?.id ?? 0), trackingNo: 'BR123456789' },
    token,
  );
}

test('a buyer returns 1 of 2 items; the seller receives it on Sales-return stock-in and the stock grows by 1', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  // A seller with a product of its own, a buyer with a balance: 2 pieces bought, paid and shipped.
  const { session: seller, productIds } = await fixtureBusiness(request, { products: 1 });
  const { session: buyer } = await fixtureBusiness(request, { balance: 1000 });
  const { order, variant } = await orderByApi(request, buyer, productIds[0] ?? 0, 2);
  await payByBalance(request, buyer.token, order);
  await shipByApi(request, seller.token, order.id);
  await addAddressByApi(request, seller.token);

  // The buyer asks to return one of the two, from the order's page.
  await openLoggedIn(page, buyer, `/order/ordinaryDetail?id=${order.id}`);
  await page.getByTestId('order-after-sale').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('apply-type').getByText('Return and refund').click();
  const items = dialog.getByTestId('apply-return-items');
  await expect(items).toContainText('Bought: 2');
  const quantity = items.getByRole('spinbutton');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('1');
  await dialog.getByTestId('apply-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'No longer needed' }).click();
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/\/order\/afterSaleDetail\?id=\d+$/);
  await expect(page.getByText('Returning 1')).toBeVisible();
  const afterSaleId = Number(new URL(page.url()).searchParams.get('id'));

  // The seller agrees, the buyer sends the parcel back (through the API: the after-sales story shows those pages).
  await mallCall(request, seller.token, '/api/afterSale/agree', { id: afterSaleId });
  await mallCall(request, buyer.token, '/api/afterSale/uploadExpressInfo', {
    id: afterSaleId,
    expressCompany: 'Correios',
    trackingNo: `RET${afterSaleId}X`,
  });
  const before = await stockOf(request, variant);

  // The seller finds it on its way on Sales-return stock-in, scans the item and confirms.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, seller, '/stock/returnStockIn');
  await expect(page.getByRole('heading', { name: 'Sales-return stock-in' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: `RET${afterSaleId}X` });
  await expect(row).toContainText('× 1');
  await row.getByTestId(`return-receive-${afterSaleId}`).click();
  const receive = page.getByTestId('return-receive-modal');
  const barcode = (
    (await receive.getByTestId('return-lines').locator('tbody td').first().textContent()) ?? ''
  ).trim();
  expect(barcode).toMatch(/^DM\d+$/);
  await receive.getByTestId('stock-scan').fill(barcode);
  await receive.getByTestId('stock-scan').press('Enter');
  await expect(receive.getByTestId('return-lines').getByRole('spinbutton')).toHaveValue('1');
  await receive.getByTestId('return-confirm').click();
  await expect(page.getByText('Return received: the goods are in stock')).toBeVisible();
  await expect(row).toHaveCount(0);

  // On hand grew by the one that came back; the Received tab says what arrived.
  await expect.poll(() => stockOf(request, variant)).toBe(before + 1);
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByRole('row').filter({ hasText: `RET${afterSaleId}X` })).toContainText('1 / 1');
});
