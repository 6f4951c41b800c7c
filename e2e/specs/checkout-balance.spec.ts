import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import {
  addAddressByApi,
  addToCartByApi,
  balanceOf,
  fillAddressDialog,
  orderCardWith,
  variantOf,
} from './support/checkout';

/** A business of this story's own with the demo business's money: 1000 USD and the free-order coupon. */
const BUYER = { balance: 1000, coupons: ['Free order (up to $100)'] };

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('detail -> variant -> add to cart -> cart -> submit order with a new address -> pay by balance -> paid', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session } = await fixtureBusiness(request, BUYER);
  const before = await balanceOf(request, session.token);
  expect(before).toBe(BUYER.balance);
  const variant = await variantOf(request, 230);

  await openLoggedIn(page, session, `/mall/productDetail?id=${variant.productId}`);
  const picker = page.getByTestId('variant-picker');
  for (const value of variant.options) await picker.getByRole('button', { name: value, exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Cart (2)');

  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/myCenter\/cartList$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(variant.title);
  await expect(line).toContainText(variant.options[0] as string);
  await expect(page.getByTestId('cart-total')).toHaveText(money(variant.price * 2));
  await page.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(/\/submitOrder\?cartIds=\d+$/);
  await page.getByTestId('add-address').click();
  await fillAddressDialog(page);
  await expect(page.getByTestId('address-summary')).toContainText('Ana Souza');
  await expect(page.getByTestId('checkout-postage')).toContainText('business days');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await expect(page.getByTestId('checkout-total-brl')).toContainText('R$');
  await page.getByTestId('submit-order').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a payment method')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Balance/ })).toBeChecked();
  await expect(dialog.getByTestId('pay-balance')).toHaveText(`Available balance: ${money(before)}`);
  await expect(dialog.getByTestId('pay-amount')).toContainText(total);
  await dialog.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/paySuccess$/);
  await expect(page.getByText('payment successful')).toBeVisible();
  await page.getByTestId('view-orders').click();
  await expect(page).toHaveURL(/\/order\/ordinaryOrder$/);
  const card = orderCardWith(page, variant.title);
  await expect(card.getByTestId('order-status')).toHaveText('Paid, to ship');
  await expect(card.getByTestId('order-total')).toHaveText(total);
  const left = before - Number(total.replace(/[$,]/g, ''));
  await expect(page.getByTestId('order-list-balance')).toContainText(money(left));
});

test('a zero-total order (the free-order coupon) is paid at once with payType 5, no payment dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session } = await fixtureBusiness(request, BUYER);
  await addAddressByApi(request, session.token);
  const variant = await variantOf(request, 150);
  const lineId = await addToCartByApi(request, session.token, variant.skuId, 1);

  await openLoggedIn(page, session, '/myCenter/cartList');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(`/submitOrder?cartIds=${lineId}`);
  await page.getByRole('combobox', { name: 'Coupon' }).click();
  await page.locator('.ant-select-item-option[title^="Free order (up to $100)"]').click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$0.00');

  const paid = page.waitForRequest('**/v1/api/payment/pay');
  await page.getByTestId('submit-order').click();
  const payParams = JSON.parse(new URLSearchParams((await paid).postData() ?? '').get('paramsJson') ?? '{}');
  expect(payParams).toEqual(expect.objectContaining({ payType: 5, payMoney: 0 }));
  await expect(page).toHaveURL(/\/paySuccess$/);
  await expect(page.getByText('payment successful')).toBeVisible();
  await expect(page.getByText('Choose a payment method')).toHaveCount(0);

  await page.getByTestId('view-orders').click();
  const card = orderCardWith(page, variant.title);
  await expect(card.getByTestId('order-status')).toHaveText('Paid, to ship');
  await expect(card.getByTestId('order-total')).toHaveText('$0.00');
});
