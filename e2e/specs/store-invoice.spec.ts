import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/** With SHOTS=<dir>, the story leaves screenshots of what it sees there (docs/screenshots). */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.waitForTimeout(600); // antd's dialog and tag animations
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Issue 37 item 2: a paid store order's seller acknowledges its mall order (pending dispatch); the business
 * generates the invoice (CRM invoiceGeneration), sees it (invoiceDisplay), the store order and its mall order
 * show as invoiced, and a correction reissues it as version 2; in English and in Chinese.
 */
test('the seller acknowledges the paid order; the business generates its invoice and the order shows invoiced', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });
  const shopName = `Invoice Shop ${Date.now().toString(36)}`;

  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, shopName);
  await publishProduct(page, shopName, `${seller.who.name} mug 1`);
  await orderOnShopfront(page, shopName);

  // The customer's CPF, then pay the fulfilment from the balance.
  await page.goto('/CRM/pendingOrder');
  const waiting = rowWith(page, '#1001');
  await expect(waiting.getByTestId('crm-order-reason')).toContainText('CPF or CNPJ', PAGE_LOAD);
  await waiting.getByTestId('crm-tax-id-open').click();
  const taxDialog = page.getByRole('dialog', { name: /CPF or CNPJ for order #1001/ });
  await taxDialog.getByLabel('Tax ID').fill('529.982.247-25');
  await taxDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID saved')).toBeVisible();
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

  // The seller acknowledges the mall order: it waits for dispatch.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, { ...seller.session, salt: '0' }, '/CRM/pendingOrder?view=sold');
  const toAcknowledge = page.getByRole('row').filter({ has: page.getByTestId('seller-order-acknowledge') });
  await expect(toAcknowledge).toHaveCount(1, PAGE_LOAD);
  await shot(page, 'seller-acknowledge-en');
  await toAcknowledge.getByTestId('seller-order-acknowledge').click();
  await expect(page.getByText(/it waits for dispatch/)).toBeVisible();
  await page.goto('/CRM/orderFulfillment?view=sold');
  await page.getByTestId('seller-tab-pending_dispatch').click();
  const dispatching = page.getByRole('row').filter({ has: page.getByTestId('seller-order-ship') });
  await expect(dispatching).toHaveCount(1, PAGE_LOAD);
  await expect(dispatching.getByTestId('seller-order-status')).toHaveText('Pending dispatch');
  await expect(dispatching.getByTestId('seller-order-acknowledge')).toHaveCount(0);
  // In Chinese: 待出库.
  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.goto('/CRM/orderFulfillment?view=sold&status=pending_dispatch');
  await expect(dispatching.getByTestId('seller-order-status')).toHaveText('待出库', PAGE_LOAD);
  await shot(page, 'seller-dispatch-zh');

  // The business: Order Fulfilment shows the mall order pending dispatch.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, session, '/CRM/orderFulfillment');
  const fulfilling = rowWith(page, '#1001');
  await expect(fulfilling.getByTestId('crm-mall-order-status')).toHaveText('Pending dispatch', PAGE_LOAD);

  // My Orders: not invoiced yet; generate the invoice.
  await page.goto('/CRM/myOrder');
  const mine = rowWith(page, '#1001');
  await expect(mine).toBeVisible(PAGE_LOAD);
  await expect(mine.getByTestId('store-order-invoiced')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Generate invoice' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('invoice-generation')).toContainText('#1001');
  await shot(page, 'invoice-generate-en');
  await dialog.getByTestId('invoice-generate').click();
  const invoice = dialog.getByTestId('invoice');
  await expect(invoice).toContainText(shopName);
  const invoiceNo = (await invoice.locator('.ant-descriptions-item-content').first().textContent()) ?? '';
  expect(invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
  await expect(page.getByText(`Invoice ${invoiceNo} generated`)).toBeVisible();
  await expect(dialog).toContainText('Version 1');
  await shot(page, 'invoice-display-en');

  // A correction: version 2 of the same number.
  await dialog.getByTestId('invoice-reissue-open').click();
  await dialog.getByTestId('invoice-reissue-reason').fill('Customer address corrected');
  await dialog.getByTestId('invoice-reissue-confirm').click();
  await expect(dialog.getByTestId('invoice-reason')).toHaveText('Customer address corrected');
  await expect(invoice).toHaveAttribute('data-version', '2');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('invoice-pdf').click();
  expect((await download).suggestedFilename()).toBe(`${invoiceNo}-v2.pdf`);
  await page.keyboard.press('Escape');

  // The store order shows invoiced, and the Invoice filter finds it.
  await expect(mine.getByTestId('store-order-invoiced')).toHaveText(`Invoiced · ${invoiceNo} v2`);
  await page.getByTestId('store-orders-invoiced').click();
  await page.locator('.ant-select-item-option[title="Not invoiced"]').click();
  await expect(mine).toHaveCount(0, PAGE_LOAD);
  await page.getByTestId('store-orders-invoiced').click();
  await page.locator('.ant-select-item-option[title="Invoiced"]').click();
  await expect(mine).toBeVisible(PAGE_LOAD);
  await shot(page, 'invoice-my-orders-en');

  // Its mall order, in the business's own orders: invoiced, and pending dispatch.
  await page.goto('/order/ordinaryOrder?status=invoiced');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1, PAGE_LOAD);
  await expect(card.getByTestId('order-invoiced')).toHaveText('Invoiced');
  await expect(card.getByTestId('order-status')).toHaveText('Paid, pending dispatch');
  await shot(page, 'order-list-invoiced-en');
  await card.getByTestId('order-detail-link').click();
  await expect(page.getByTestId('order-invoice-no')).toHaveText(invoiceNo, PAGE_LOAD);
  await expect(page.getByTestId('order-detail')).toContainText(`Invoiced: ${invoiceNo}`);

  // In Chinese.
  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.goto('/CRM/myOrder');
  await expect(mine.getByTestId('store-order-invoiced')).toHaveText(
    `已开票 · ${invoiceNo} 第 2 版`,
    PAGE_LOAD,
  );
  await mine.getByRole('button', { name: '发票' }).click();
  await expect(page.getByRole('dialog')).toContainText('第 2 版');
  await expect(page.getByRole('dialog').getByTestId('invoice-reason')).toHaveText(
    'Customer address corrected',
  );
  await shot(page, 'invoice-display-zh');
  await page.keyboard.press('Escape');
  await shot(page, 'invoice-my-orders-zh');
  await page.goto('/CRM/orderFulfillment');
  await expect(rowWith(page, '#1001').getByTestId('crm-mall-order-status')).toHaveText('待出库', PAGE_LOAD);
  await page.goto('/order/ordinaryOrder?status=invoiced');
  await expect(card.getByTestId('order-invoiced')).toHaveText('已开票', PAGE_LOAD);
  await expect(card.getByTestId('order-status')).toHaveText('已付款，待出库');
  await shot(page, 'order-list-invoiced-zh');
});
