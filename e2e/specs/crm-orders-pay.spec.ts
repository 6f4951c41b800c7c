import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test('a store order to Brazil waits for the CPF, then is paid by balance and moves to Order Fulfilment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });

  // A sandbox store of this business, with one product published to it.
  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Pay Story Shop');
  await publishProduct(page, 'Pay Story Shop', `${seller.who.name} mug 1`);

  // A customer in Brazil buys it on the shopfront (the shopfront asks no CPF).
  await orderOnShopfront(page, 'Pay Story Shop');

  // Pending Orders: it waits for the customer's CPF; the business gives it.
  await page.goto('/CRM/pendingOrder');
  const waiting = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(waiting).toBeVisible(PAGE_LOAD);
  await expect(waiting.getByTestId('crm-order-state')).toHaveText('Details missing');
  await expect(waiting.getByTestId('crm-order-reason')).toContainText('CPF or CNPJ');
  await waiting.getByTestId('crm-tax-id-open').click();
  const taxDialog = page.getByRole('dialog', { name: /CPF or CNPJ for order #1001/ });
  await taxDialog.getByLabel('Tax ID').fill('529.982.247-25');
  await taxDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID saved')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // Order Payment: its cost line by line; pay it by balance.
  await page.goto('/CRM/orderPay');
  const payable = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(payable).toBeVisible(PAGE_LOAD);
  await expect(payable.getByTestId('crm-order-state')).toHaveText('Ready to pay');
  await payable.getByRole('button', { name: /expand row/i }).click();
  const lines = page.getByTestId('crm-cost-lines');
  await expect(lines).toContainText('Product purchase cost');
  await expect(lines).toContainText('Carrier price');
  const total = (await payable.getByTestId('crm-order-cost').textContent()) ?? '';
  await payable.getByRole('checkbox').check();
  await page.getByTestId('crm-pay-open').click();
  const pay = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(pay.getByTestId('pay-amount')).toContainText(total);
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Paid: 1 mall order(s) sent to the sellers')).toBeVisible();
  await expect(payable).toHaveCount(0);

  // Order Fulfilment: paid, with its mall order waiting to be shipped by the seller.
  await page.goto('/CRM/orderFulfillment');
  const paid = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(paid).toBeVisible(PAGE_LOAD);
  await expect(paid.getByTestId('crm-order-state')).toHaveText('Paid, in fulfilment');
  await expect(paid.getByTestId('crm-mall-order-status')).toHaveText('To ship');
  await expect(paid).toContainText('Maria Silva');

  // My Orders names its state with the same words (one vocabulary), the store's own status labelled as the store's.
  await page.goto('/CRM/myOrder');
  const mine = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(mine.getByTestId('store-order-stage')).toHaveText('Paid, in fulfilment', PAGE_LOAD);
  await expect(mine.getByTestId('store-order-store-status')).toHaveText('Sandbox store: pending');
});
