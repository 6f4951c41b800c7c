import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import {
  addAddressByApi,
  addToCartByApi,
  freshBuyer,
  orderCardWith,
  STORY_TIMEOUT_MS,
  stockOf,
  type Variant,
  variantOf,
} from './support/checkout';

/** What the detail page says is left of a variant once it is chosen. */
async function shownStock(page: Page, variant: Variant) {
  await page.goto(`/mall/productDetail?id=${variant.productId}`);
  const picker = page.getByTestId('variant-picker');
  for (const value of variant.options) await picker.getByRole('button', { name: value, exact: true }).click();
  return page.getByTestId('detail-stock');
}

test('an unpaid order holds its stock; cancelling it gives the stock back', async ({ page, request }) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const session = await freshBuyer(request);
  await addAddressByApi(request, session.token);
  const variant = await variantOf(request, 200, 10);
  const stock = await stockOf(request, variant);
  await addToCartByApi(request, session.token, variant.skuId, 3);

  await openLoggedIn(page, session, '/myCenter/cartList');
  await page.getByTestId('cart-checkout').click();
  await page.getByTestId('submit-order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a payment method')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay later' }).click();
  await expect(page).toHaveURL(/\/order\/ordinaryOrder$/);
  const card = orderCardWith(page, variant.title);
  await expect(card.getByTestId('order-status')).toHaveText('Unpaid');
  await expect(card.getByTestId('pay-deadline')).toContainText('Pay within');

  await expect(await shownStock(page, variant)).toHaveText(`${stock - 3} in stock`);

  await page.goto('/order/ordinaryOrder?status=unpaid');
  await card.getByTestId('order-cancel').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.locator('.ant-message').getByText('The order is cancelled')).toBeVisible();
  await page.getByRole('tab', { name: /Cancelled/ }).click();
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Cancelled');

  await expect(await shownStock(page, variant)).toHaveText(`${stock} in stock`);
});
