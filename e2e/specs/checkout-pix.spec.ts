import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import {
  addAddressByApi,
  addToCartByApi,
  freshBuyer,
  orderCardWith,
  STORY_TIMEOUT_MS,
  variantOf,
} from './support/checkout';

/**
 * A fresh business (no balance) with an address and one cart line, up to the payment dialog of the
 * submit page. Answers what the page showed and the dialog.
 */
async function toPaymentDialog(page: Page, request: APIRequestContext, productId: number) {
  const session = await freshBuyer(request);
  await addAddressByApi(request, session.token);
  const variant = await variantOf(request, productId);
  await addToCartByApi(request, session.token, variant.skuId, 1);
  await openLoggedIn(page, session, '/myCenter/cartList');
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('address-summary')).toContainText('Ana Souza');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByTestId('submit-order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a payment method')).toBeVisible();
  return { variant, total, dialog };
}

/** Pays with pix: the gateway's page opens in a new tab, the shop's tab goes to the order list. */
async function payWithPix(page: Page, request: APIRequestContext, productId: number) {
  const { variant, total, dialog } = await toPaymentDialog(page, request, productId);
  await dialog.getByRole('radio', { name: /Pix/ }).check();
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  const gateway = await opened;
  await expect(page).toHaveURL(/\/order\/ordinaryOrder$/);
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Unpaid');
  // The link carries the page's signed key (?t=...).
  await gateway.waitForURL(/\/sandbox\/checkout\/PAY\d+\?t=[\w-]+$/);
  await expect(gateway.getByRole('heading', { name: /Sandbox payment/ })).toContainText('Pix');
  await expect(gateway.getByText(`US$ ${total.replace('$', '')}`)).toBeVisible();
  await expect(gateway.getByText(/^R\$ \d/)).toBeVisible();
  return { variant, gateway };
}

test('pix: the sandbox page pays the order; payment successful, then the order list shows it paid', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { variant, gateway } = await payWithPix(page, request, 250);
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway).toHaveURL(/\/paySuccess$/);
  await expect(gateway.getByText('payment successful')).toBeVisible();
  // After the result the buyer lands on the order list by itself.
  await expect(gateway).toHaveURL(/\/order\/ordinaryOrder$/, { timeout: 30_000 });
  await expect(orderCardWith(gateway, variant.title).getByTestId('order-status')).toHaveText('Paid, to ship');
  await page.reload();
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Paid, to ship');
});

test('pix: a failed payment shows payment failed, and the order stays unpaid to pay later', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { variant, gateway } = await payWithPix(page, request, 250);
  await gateway.getByRole('button', { name: 'Make it fail' }).click();
  await expect(gateway).toHaveURL(/\/payError$/);
  await expect(gateway.getByText('payment failed', { exact: true })).toBeVisible();
  await expect(gateway.getByText('Pay failed: Sorry, payment failed')).toBeVisible();
  await gateway.getByTestId('view-orders').click();
  await expect(gateway).toHaveURL(/\/order\/ordinaryOrder$/);
  const card = orderCardWith(gateway, variant.title);
  await expect(card.getByTestId('order-status')).toHaveText('Unpaid');
  await expect(card.getByTestId('order-pay')).toBeVisible();
  await expect(card.getByTestId('pay-deadline')).toContainText('Pay within');
});

test('balance: a business without enough balance is told so and lands on payment failed', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { variant, total, dialog } = await toPaymentDialog(page, request, 330);
  await expect(dialog.getByTestId('pay-balance')).toHaveText(
    'Available balance: $0.00, not enough for this payment',
  );
  // A balance too small is not the method offered first; the business may still choose it.
  await expect(dialog.getByRole('radio', { name: /Pix/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Balance/ }).check();
  await expect(dialog.getByRole('radio', { name: /Balance/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payError$/);
  const reason = `Your balance of 0.00 USD does not cover ${total.replace('$', '')} USD`;
  await expect(page.getByTestId('pay-error-reason')).toHaveText(reason);
  await expect(page.getByText('payment failed', { exact: true })).toBeVisible();
  await page.getByTestId('view-orders').click();
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Unpaid');
});
