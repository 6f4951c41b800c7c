import type { LoginModel } from '@dropmall/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLoggedIn, operatorSession, readyBusiness } from './support/accounts';
import { balanceOf, mallCall } from './support/checkout';
import { orderByApi } from './support/notices';

/**
 * Gives a fresh business a balance through the shop's own money path, without touching the database: it
 * orders, starts a pix payment, cancels the order, then the gateway's late payment arrives and is refunded
 * to its balance (docs/decisions.md, "Orders and money"). The demo business has a balance too, but other
 * stories pay from it and check its exact amount, so this story keeps to a business of its own.
 */
async function businessWithBalance(
  request: APIRequestContext,
): Promise<{ session: LoginModel; balance: number }> {
  const { session } = await readyBusiness(request);
  const { order } = await orderByApi(request, session, 262, 3);
  const started = await mallCall<{ payUrl: string }>(request, session.token, '/api/payment/pay', {
    paramsJson: JSON.stringify({
      type: 1,
      payType: 2,
      payMoney: order.total,
      usePlatform: 1,
      payParamsReq: { orderIds: [order.id] },
      payParamsH5Req: {},
    }),
  });
  await mallCall(request, session.token, '/api/order/cancelOrder', { id: order.id });
  const paid = await request.post(new URL(started.payUrl, 'http://shop.invalid').pathname, {
    form: { result: 'paid' },
  });
  expect(paid.ok()).toBe(true);
  await expect.poll(() => balanceOf(request, session.token)).toBe(order.total);
  return { session, balance: order.total };
}

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a business withdraws by pix: pending and held, the operator pays it, the business sees it paid and a message', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { session, balance } = await businessWithBalance(request);
  expect(balance).toBeGreaterThan(20);

  await openLoggedIn(page, session, '/cashCenter/applyCash');
  await expect(page.getByTestId('cash-balance')).toContainText(usd(balance));
  await page.getByTestId('cash-amount').fill('12.50');
  await page.getByTestId('cash-pix-key').fill('ana@loja.com.br');
  await page.getByTestId('cash-submit').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Withdraw $12.50 to Pix · ana@loja.com.br?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/cashCenter\/cashRecord$/);
  const row = page.locator('.ant-table-row').filter({ hasText: '$12.50' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('withdrawal-state')).toHaveText('Pending');
  const withdrawalNo = ((await row.locator('td').first().textContent()) ?? '').trim();
  expect(withdrawalNo).toMatch(/^WD\d+$/);

  await page.goto('/cashCenter/applyCash');
  await expect(page.getByTestId('cash-balance')).toContainText(usd(balance - 12.5));
  await expect(page.getByTestId('cash-pending')).toContainText('$12.50');

  // The operator, in a browser of their own, pays it from the queue.
  const operatorContext = await browser.newContext({ baseURL });
  const operatorPage = await operatorContext.newPage();
  await openLoggedIn(operatorPage, operatorSession(), '/System/withdrawalReview');
  const queued = operatorPage.locator('.ant-table-row').filter({ hasText: withdrawalNo });
  await expect(queued).toContainText('$12.50');
  await queued.getByRole('button', { name: 'Mark paid' }).click();
  await operatorPage.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(operatorPage.getByText('Marked paid')).toBeVisible();
  await expect(queued).toHaveCount(0);
  await operatorContext.close();

  await page.goto('/cashCenter/cashRecord');
  const paidRow = page.locator('.ant-table-row').filter({ hasText: withdrawalNo });
  await expect(paidRow.getByTestId('withdrawal-state')).toHaveText('Paid');
  await expect(paidRow.getByTestId(/^cash-cancel-/)).toHaveCount(0);

  await page.goto('/message/index');
  const message = page.getByTestId('message-row').filter({ hasText: `Withdrawal ${withdrawalNo} paid` });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Your withdrawal of 12.50 USD was paid to your Pix account.');
});
