import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

test('the dashboard charts the business’s sales and changes with the range; a bad range says why', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  // A business of this story's own that sells a product and buys it: a sale today.
  const { session, productIds } = await fixtureBusiness(request, { balance: 1000, products: 1 });
  const { order } = await orderByApi(request, session, productIds[0] ?? 0);
  await payByBalance(request, session.token, order);

  await openLoggedIn(page, { ...session, salt: '0' }, '/Welcome');
  // The first visit loads the back office's chunks: room for a busy machine.
  await expect(
    page.getByRole('heading', { name: 'Welcome To Business Background Management System!' }),
  ).toBeVisible({ timeout: 30_000 });
  const chart = page.getByTestId('sale-chart');
  await expect(chart).toHaveAttribute('data-days', '30', { timeout: 30_000 });
  await expect
    .poll(async () => Number(await chart.getAttribute('data-total')))
    .toBeGreaterThanOrEqual(order.total);
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
  await expect(page.getByTestId('jump-waitSend')).toHaveAttribute(
    'href',
    '/order/ordinaryOrder?DaifaisJump=1&status=paid',
  );

  // A range in the past: other days, no sales.
  const range = page.getByTestId('dashboard-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill('2025-01-01');
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill('2025-01-10');
  await range.locator('input').nth(1).press('Enter');
  await expect(chart).toHaveAttribute('data-days', '10');
  await expect(chart).toHaveAttribute('data-total', '0.00');

  // More than a year: a clear message, and no call.
  await range.locator('input').first().click();
  await range.locator('input').first().fill('2015-01-01');
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill('2025-01-10');
  await range.locator('input').nth(1).press('Enter');
  await expect(page.getByTestId('dashboard-range-error')).toHaveText('Choose a range of at most 366 days');

  // The shortcut opens the order list on its tab.
  await page.getByTestId('jump-waitSend').click();
  await expect(page).toHaveURL(/\/order\/ordinaryOrder\?DaifaisJump=1&status=paid$/);
});
