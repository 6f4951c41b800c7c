import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { usd } from './support/catalog';
import { balanceOf } from './support/checkout';
import { connectSandboxStore, orderOnShopfront, publishProduct, turnOnAutoPay } from './support/stores';

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
  const row = await turnOnAutoPay(page, 'Autopilot Shop', { perOrder: 500, perDay: 1000, keep: 0 });
  await expect(row).toContainText('On: up to $500.00 an order, $1,000.00 a day');

  // A customer in the United States (no tax id needed there) buys on the shopfront, and the store reports
  // the order twice at once, as Shopify may.
  await orderOnShopfront(page, 'Autopilot Shop', { inUS: true, twice: true });

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
