import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

/** The row of a table that shows this text. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/**
 * The dropshipping loop (issue 16): a business connects its sandbox store and publishes two products of a
 * seller to it; a customer orders in the store; the order waits in Pending Orders, is paid from Order Payment;
 * the seller ships it; the store gets the fulfillment with the tracking number; the business downloads the
 * invoice and its CRM dashboard counts the order fulfilled.
 */
test('the dropshipping loop: connect, publish, a customer orders, pay, the seller ships, the store has the tracking, invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const seller = await fixtureBusiness(request, { products: 2 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });
  const shopName = `Loop Shop ${Date.now().toString(36)}`;
  const trackingNo = `LP-${Date.now().toString(36).toUpperCase()}`;

  // Connect: the sandbox store.
  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, shopName);

  // Publish the seller's two products to it; the publish list shows both published.
  const stores = await call<{ records: { id: number; name: string }[] }>(
    request,
    '/store/list',
    {},
    session.token,
  );
  const store = stores.records.find((s) => s.name === shopName);
  expect(store).toBeTruthy();
  await call(
    request,
    '/product/publishToStore',
    { storeId: String(store?.id), productIds: seller.productIds.join(',') },
    session.token,
  );
  await page.goto('/businessCenter/productPublish');
  await expect(page.getByText(`Published to ${shopName}`)).toHaveCount(2, { timeout: 60_000 });

  // A customer orders on the store's shopfront.
  const shopfront = await orderOnShopfront(page, shopName);

  // Pending Orders: it waits for the Brazilian customer's CPF, which the business gives.
  await page.goto('/CRM/pendingOrder');
  const waiting = rowWith(page, '#1001');
  await expect(waiting.getByTestId('crm-order-reason')).toContainText('CPF or CNPJ', PAGE_LOAD);
  await waiting.getByTestId('crm-tax-id-open').click();
  const taxDialog = page.getByRole('dialog', { name: /CPF or CNPJ for order #1001/ });
  await taxDialog.getByLabel('Tax ID').fill('529.982.247-25');
  await taxDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID saved')).toBeVisible();

  // Order Payment: pay it from the balance.
  await page.goto('/CRM/orderPay');
  const payable = rowWith(page, '#1001');
  await expect(payable.getByTestId('crm-order-state')).toHaveText('Ready to pay', PAGE_LOAD);
  await payable.getByRole('checkbox').check();
  await page.getByTestId('crm-pay-open').click();
  await page
    .getByRole('dialog', { name: 'Choose a payment method' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await expect(page.getByText('Paid: 1 mall order(s) sent to the sellers')).toBeVisible();

  // The seller ships the mall order with a tracking number.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, { ...seller.session, salt: '0' }, '/CRM/pendingOrder?view=sold');
  const toShip = page.getByRole('row').filter({ has: page.getByTestId('seller-order-ship') });
  await expect(toShip).toHaveCount(1, PAGE_LOAD);
  await toShip.getByTestId('seller-order-ship').click();
  const ship = page.getByRole('dialog', { name: /Ship order/ });
  await ship.getByRole('combobox', { name: 'Carrier' }).click();
  await page.locator('.ant-select-item-option[title="Standard Shipping"]').click();
  await ship.getByLabel('Tracking number').fill(trackingNo);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(/shipped; the buyer has been told/)).toBeVisible();

  // The store gets the fulfillment with the tracking number (sent in the background, retried if refused):
  // its page is drawn by the server, so it is read again until the fulfillment is there.
  await expect(async () => {
    await page.goto(shopfront);
    await expect(page.getByText(trackingNo)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByText('Standard Shipping').first()).toBeVisible();

  // The business: My Orders says the tracking was sent; the invoice downloads as a PDF.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, session, '/CRM/myOrder');
  const mine = rowWith(page, '#1001');
  await expect(mine.getByTestId('tracking-summary')).toHaveText('Sent (1/1)', PAGE_LOAD);
  await mine.getByRole('button', { name: 'Generate invoice' }).click();
  await page.getByTestId('invoice-generate').click();
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toContainText(shopName);
  const download = page.waitForEvent('download');
  await page.getByTestId('invoice-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}-v1\.pdf$/);

  // The CRM dashboard counts it fulfilled.
  await page.goto('/CRM/dashboard');
  await expect(page.getByTestId('crm-stage-fulfilled')).toContainText('1', PAGE_LOAD);
  await expect(rowWith(page, shopName)).toBeVisible();
});
