import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { usd } from './support/catalog';
import { balanceOf } from './support/checkout';
import { connectSandboxStore, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('with automatic payment on, a customer’s order in the sandbox shopfront appears paid in Order Fulfilment without a click, once though the store reports it twice at once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Autopilot Shop');
  await publishProduct(page, 'Autopilot Shop', `${seller.who.name} mug 1`);

  // The store's settings: automatic payment on, up to 500 an order and 1000 a day, keeping nothing back.
  await page.goto('/CRM/store');
  const row = page.locator('.ant-table-row').filter({ hasText: 'Autopilot Shop' });
  await expect(row).toBeVisible(PAGE_LOAD);
  await row.getByRole('button', { name: 'Automatic payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Automatic payment: Autopilot Shop' });
  await dialog.getByTestId('auto-pay-enabled').click();
  await dialog.getByLabel('Per-order cap (USD)').fill('500');
  await dialog.getByLabel('Daily cap (USD)').fill('1000');
  await dialog.getByLabel('Balance to keep (USD)').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automatic payment saved')).toBeVisible();
  await expect(row).toContainText('On: up to $500.00 an order, $1,000.00 a day');

  // A customer in the United States buys on the shopfront (no tax id needed there).
  const shopfront = await row.getByRole('link', { name: 'Open shopfront' }).getAttribute('href');
  await page.goto(shopfront ?? '/');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('Postcode').fill('73301');
  await page.getByLabel('Country', { exact: true }).fill('US');
  // As Shopify may: the same orders/create webhook delivered twice at once.
  await page.getByLabel('The store reports the order twice at once').check();
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('status')).toContainText('#1001');

  // Order Fulfilment: paid automatically, its mall order waiting for the seller; nobody clicked Pay.
  await page.goto('/CRM/orderFulfillment');
  const paid = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(async () => {
    await page.reload();
    await expect(paid).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(paid.getByTestId('crm-order-state')).toHaveText('Paid, in fulfilment');
  await expect(paid.getByTestId('crm-auto-pay-state')).toContainText('Paid automatically');
  await expect(paid.getByTestId('crm-mall-order-status')).toHaveText('To ship');
  // Paid once: one store order, one mall order, one debit of the balance.
  await expect(paid).toHaveCount(1);
  await expect(page.getByTestId('crm-mall-order-status')).toHaveCount(1);
  const debited = 1000 - (await balanceOf(request, session.token));
  expect(debited).toBeGreaterThan(0);
  await page.goto('/cashCenter/paymentDetails');
  const debits = page.getByTestId('ledger-amount').filter({ hasText: /^-/ });
  await expect(debits).toHaveCount(1);
  await expect(debits).toHaveText(`-${usd(debited)}`);
});
