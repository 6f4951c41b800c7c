import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('an order the customer has not paid waits for the payment and cannot be paid for; once paid in the shop it moves on', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Unpaid Story Shop');
  await publishProduct(page, 'Unpaid Story Shop', `${seller.who.name} mug 1`);

  // The customer chooses to pay later: the store reports the order as pending payment.
  const shopfront = await orderOnShopfront(page, 'Unpaid Story Shop', { paysLater: true });

  await page.goto('/CRM/pendingOrder');
  const waiting = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(waiting).toBeVisible(PAGE_LOAD);
  await expect(waiting.getByTestId('crm-order-state')).toHaveText("Awaiting the customer's payment");
  // Not offered for payment.
  await page.goto('/CRM/orderPay');
  await expect(page.getByTestId('crm-pay-open')).toBeVisible(PAGE_LOAD);
  await expect(page.locator('.ant-table-row').filter({ hasText: '#1001' })).toHaveCount(0);

  // The payment arrives in the shop: its webhook moves the order on, to wait for the customer's CPF.
  await page.goto(shopfront);
  await page.getByRole('button', { name: 'Mark as paid (the payment arrived)' }).click();
  await expect(page.getByRole('status')).toContainText('#1001');
  await page.goto('/CRM/pendingOrder');
  const moved = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(moved.getByTestId('crm-order-state')).toHaveText('Details missing', PAGE_LOAD);
  await expect(moved.getByTestId('crm-order-reason')).toContainText('CPF or CNPJ');
});
