import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct, turnOnAutoPay } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

/** With SHOTS=<dir>, the story leaves screenshots of what it sees there (docs/screenshots). */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Notifications that matter (issue 34, item 6): a business keeps more on its balance than it has, with
 * automatic payment on; a customer's order cannot be paid automatically, and the CRM dashboard's "Needs
 * attention" says the balance is too low, in both languages, opening the top-up page.
 */
test('a balance too low for automatic payment shows under Needs attention on the CRM dashboard and opens the top-up', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 100 });

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Low Balance Shop');
  await publishProduct(page, 'Low Balance Shop', `${seller.who.name} mug 1`);

  // Automatic payment on, keeping 5,000 USD back: more than the balance has.
  await turnOnAutoPay(page, 'Low Balance Shop', { perOrder: 500, perDay: 1000, keep: 5000 });

  // A customer in the United States buys on the shopfront.
  await orderOnShopfront(page, 'Low Balance Shop', { inUS: true });

  // The dashboard: the balance is too low, one order waits for it.
  await page.goto('/CRM/dashboard');
  const low = page.getByTestId('crm-attention-lowBalance');
  await expect(async () => {
    await page.reload();
    await expect(low).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(low).toContainText('Balance too low for automatic payment');
  await expect(low).toContainText('1 order(s) wait for the balance');
  await shot(page, 'crm-dashboard-attention-en');

  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.reload();
  await expect(low).toContainText('余额不足以自动付款', PAGE_LOAD);
  await expect(page.getByTestId('crm-attention')).toContainText('需要处理');
  await shot(page, 'crm-dashboard-attention-zh');

  await low.getByRole('link').click();
  await expect(page).toHaveURL(/\/cashCenter\/recharge$/);
});
