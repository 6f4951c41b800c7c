import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { freshBuyer, mallCall, STORY_TIMEOUT_MS } from './support/checkout';
import { bell, orderByApi } from './support/notices';

/**
 * A seller of this story's own with a product on sale; a business registered for this test buys it and
 * pays with pix in the sandbox gateway (the gateway's own form, posted as its page does).
 */
async function paidOrderOfASeller(request: APIRequestContext) {
  const { session: seller, productIds } = await fixtureBusiness(request, { products: 1 });
  const buyer = await freshBuyer(request);
  const { order } = await orderByApi(request, buyer, productIds[0] ?? 0);
  const payment = await mallCall<{ payUrl: string }>(request, buyer.token, '/api/payment/pay', {
    paramsJson: JSON.stringify({
      type: 1,
      payType: 2,
      payMoney: order.total,
      usePlatform: 1,
      payParamsReq: { orderIds: [order.id] },
      payParamsH5Req: {},
    }),
  });
  const paid = await request.post(payment.payUrl, {
    form: { result: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { seller, buyer, order };
}

/** The row of an order in the seller's table, found by searching its number. */
async function searchOrder(page: Page, orderNo: string) {
  await page.getByTestId('seller-order-search').getByRole('searchbox').fill(orderNo);
  await page.getByTestId('seller-order-search').getByRole('button', { name: 'Search' }).click();
  return page.getByRole('row').filter({ hasText: orderNo });
}

test('a seller ships a paid order with a tracking number; the buyer sees it shipped, is told, and confirms receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { seller, buyer, order } = await paidOrderOfASeller(request);
  const trackingNo = `BR-${Date.now().toString(36).toUpperCase()}`;

  // The seller: Pending Orders lists the paid order; Ship asks for a carrier and a valid tracking number.
  await openLoggedIn(page, { ...seller, salt: '0' }, '/CRM/pendingOrder?view=sold');
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible({ timeout: 30_000 });
  const row = await searchOrder(page, order.orderNo);
  await expect(row.getByTestId('seller-order-status')).toHaveText('To ship');
  await row.getByTestId('seller-order-ship').click();
  const dialog = page.getByRole('dialog', { name: `Ship order ${order.orderNo}` });
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await page.locator('.ant-select-item-option[title="Standard Shipping"]').click();
  await dialog.getByLabel('Tracking number').fill('AB 12');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(
    dialog.getByText('the tracking number must be 4 to 40 letters, digits or dashes'),
  ).toBeVisible();
  await dialog.getByLabel('Tracking number').fill(trackingNo);
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(`Order ${order.orderNo} shipped; the buyer has been told`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // It has left the pending list.
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No orders here')).toBeVisible();

  // Order Fulfilment shows it under Shipped, with its carrier and tracking number.
  await page.goto('/CRM/orderFulfillment?view=sold');
  await page.getByTestId('seller-tab-shipped').click();
  const shipped = await searchOrder(page, order.orderNo);
  await expect(shipped.getByTestId('seller-order-tracking')).toHaveText(trackingNo);
  await expect(shipped).toContainText('Standard Shipping');

  // The buyer: the order detail says shipped, with carrier and tracking number; the bell has the message.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, buyer, `/order/ordinaryDetail?id=${order.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText('Shipped', { timeout: 30_000 });
  await expect(detail.getByTestId('order-tracking-no')).toHaveText(trackingNo);
  await expect(detail).toContainText('Standard Shipping');
  await expect(bell(page)).toHaveAccessibleName(/Messages \([2-9]\d* unread\)/);
  await page.goto('/message/index');
  await expect(
    page.getByTestId('message-row').filter({ hasText: `Order ${order.orderNo} has shipped` }),
  ).toContainText(trackingNo);

  // Receipt confirmed: the order is finished.
  await page.goto(`/order/ordinaryDetail?id=${order.id}`);
  await detail.getByTestId('order-receive').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(detail.getByTestId('order-status')).toHaveText('Finished');
});
