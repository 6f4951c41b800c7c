import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { balanceOf } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

test('a buyer pays an order by balance, asks for a refund, the seller agrees: the balance goes back up and the order is refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A seller with a product on sale, and a buyer with a balance of its own.
  const { session: seller, productIds } = await fixtureBusiness(request, { products: 1 });
  const { session: demo } = await fixtureBusiness(request, { balance: 1000 });
  const { order } = await orderByApi(request, demo, productIds[0] ?? 0);
  await payByBalance(request, demo.token, order);
  const before = await balanceOf(request, demo.token);

  // The buyer asks for a refund from the order's page.
  await openLoggedIn(page, demo, `/order/ordinaryDetail?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid, to ship');
  await page.getByTestId('order-after-sale').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('apply-amount')).toHaveValue(order.total.toFixed(2));
  await dialog.getByTestId('apply-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Damaged or defective' }).click();
  await dialog.getByTestId('apply-description').fill('The handle came off');
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/\/order\/afterSaleDetail\?id=\d+$/);
  await expect(page.getByTestId('after-sale-state')).toHaveText('Pending merchant handling');
  await expect(page.getByTestId('after-sale-facts')).toContainText('Damaged or defective');

  // The seller agrees on its after-sales page.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, seller, '/CRM/afterSale');
  const row = page.getByTestId('after-sale-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('after-sale-state')).toHaveText('Pending merchant handling');
  await row.getByTestId('after-sale-agree').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('after-sale-state')).toHaveText('Refund succeeded');

  // The money is back, and the order says so.
  expect(await balanceOf(request, demo.token)).toBeCloseTo(before + order.total, 2);
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, demo, `/order/ordinaryDetail?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByText('Closed: after-sale success')).toBeVisible();
});
