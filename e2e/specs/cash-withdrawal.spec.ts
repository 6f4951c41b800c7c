import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn, operatorSession } from './support/accounts';
import { balanceOf } from './support/checkout';

/** What the business has to withdraw from: a balance of its own (a system top-up by the test fixtures). */
const BALANCE = 137.25;

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a business withdraws by pix: pending and held, the operator pays it, the business sees it paid and a message', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { session } = await fixtureBusiness(request, { balance: BALANCE });
  const balance = await balanceOf(request, session.token);
  expect(balance).toBe(BALANCE);

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
