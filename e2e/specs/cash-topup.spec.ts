import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { balanceOf, STORY_TIMEOUT_MS } from './support/checkout';

/** A business with some balance of its own, so a top-up shows as growth. */
const START = 20;

/** Starts a top-up on the Recharge page; answers the sandbox's page, opened in a new tab. */
async function startTopUp(page: Page, amount: string, method: 'Pix' | 'Boleto') {
  await page.getByTestId('top-up-amount').fill(amount);
  await page.getByTestId('top-up-method').getByText(method, { exact: true }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('top-up-submit').click();
  const gateway = await opened;
  await gateway.waitForURL(/\/sandbox\/checkout\/TOP\d+\?t=[\w-]+$/);
  await expect(gateway.getByRole('heading', { name: /Sandbox payment/ })).toContainText(method);
  await expect(gateway.getByText(`US$ ${amount}`)).toBeVisible();
  await expect(page.getByTestId('top-up-started')).toContainText(`$${amount}`);
  const topUpNo = /TOP\d+/.exec(gateway.url())?.[0] ?? '';
  return { gateway, topUpNo };
}

test('a business tops up with the sandbox: the balance grows once, the top-up is paid with a receipt; a failed one changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { session } = await fixtureBusiness(request, { balance: START });
  await openLoggedIn(page, session, '/cashCenter/recharge');
  await expect(page.getByRole('heading', { name: 'Recharge' })).toBeVisible();
  await expect(page.getByTestId('top-up-balance')).toContainText('$20.00');

  // Below the minimum: said on the page, nothing opens.
  await page.getByTestId('top-up-amount').fill('5');
  await page.getByTestId('top-up-submit').click();
  await expect(page.getByText('the smallest top-up is 10.00 USD')).toBeVisible();

  const { gateway, topUpNo } = await startTopUp(page, '55.50', 'Pix');
  const row = page.locator('.ant-table-row').filter({ hasText: topUpNo });
  await expect(row.getByTestId('top-up-state')).toHaveText('Pending');
  // Pending: the balance has not moved.
  await expect(page.getByTestId('top-up-balance')).toContainText('$20.00');

  await gateway.getByRole('button', { name: 'Pay now' }).click();
  // The provider's tab comes back to the Recharge page, on the top-up's receipt.
  await expect(gateway).toHaveURL(new RegExp(`/cashCenter/recharge\\?topUpNo=${topUpNo}$`));
  const receipt = gateway.getByTestId('top-up-receipt');
  await expect(receipt).toContainText(topUpNo);
  await expect(receipt.getByTestId('top-up-state')).toHaveText('Paid');
  await expect(receipt.getByTestId('top-up-reference')).toHaveText(/^sbx_/);
  const reference = (await receipt.getByTestId('top-up-reference').textContent()) ?? '';
  await expect(receipt.getByTestId('top-up-credited')).toContainText('$55.50, balance after: $75.50');
  await gateway.close();

  // The shop's tab sees it paid (it looks again while a top-up is pending) and the balance grown once.
  await expect(row.getByTestId('top-up-state')).toHaveText('Paid');
  await expect(page.getByTestId('top-up-balance')).toContainText('$75.50');
  expect(await balanceOf(request, session.token)).toBe(75.5);

  // A failed top-up: shown failed, the balance unchanged.
  const failed = await startTopUp(page, '30.00', 'Boleto');
  await failed.gateway.getByRole('button', { name: 'Make it fail' }).click();
  await expect(failed.gateway).toHaveURL(/\/cashCenter\/recharge\?topUpNo=TOP\d+$/);
  await expect(failed.gateway.getByTestId('top-up-receipt').getByTestId('top-up-state')).toHaveText('Failed');
  await expect(failed.gateway.getByTestId('top-up-receipt')).toContainText('Not credited');
  await failed.gateway.close();
  const failedRow = page.locator('.ant-table-row').filter({ hasText: failed.topUpNo });
  await expect(failedRow.getByTestId('top-up-state')).toHaveText('Failed');
  await page.reload();
  await expect(page.getByTestId('top-up-balance')).toContainText('$75.50');
  expect(await balanceOf(request, session.token)).toBe(75.5);

  // The paid one's receipt from the list; the ledger shows one top-up line.
  await page
    .locator('.ant-table-row')
    .filter({ hasText: topUpNo })
    .getByRole('button', { name: 'Receipt' })
    .click();
  await expect(page.getByTestId('top-up-receipt')).toContainText('$55.50, balance after: $75.50');
  await page.keyboard.press('Escape');
  await page.goto('/cashCenter/paymentDetails');
  const line = page.locator('.ant-table-row').filter({ hasText: 'Top-up through the payment provider' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`(reference ${reference})`);
  await expect(line).toContainText('+$55.50');
});
