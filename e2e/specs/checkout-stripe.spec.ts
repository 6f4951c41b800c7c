import type { StripeFake } from '../../api/test/support/stripe-fake';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import {
  addAddressByApi,
  addToCartByApi,
  balanceOf,
  freshBuyer,
  orderCardWith,
  variantOf,
} from './support/checkout';
import { type StripeServer, startStripeServer } from './support/stripe-server';

/**
 * Issue 33: a business pays a mall order by card through Stripe Checkout, and tops up its balance by card.
 * The compiled server (`npm start`) runs here with PAYMENT_GATEWAY=stripe against the local Stripe fake (the
 * suite's own server keeps the sandbox for the other stories); the fake's hosted page plays the buyer and
 * sends the signed events.
 */
let stripe: StripeServer;
let fake: StripeFake;
let base = '';
let suiteUrl: string | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  stripe = await startStripeServer('stripe');
  ({ base, fake } = stripe);
  // This file's tests talk to this server (the fixtures read the address per test); put it back after.
  suiteUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = base;
});

test.afterAll(async () => {
  process.env.E2E_BASE_URL = suiteUrl;
  await stripe?.stop();
});

test('card: Stripe’s page in a new tab takes the payment; the order is paid once the signed event arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await freshBuyer(request);
  await addAddressByApi(request, session.token);
  const variant = await variantOf(request, 250);
  await addToCartByApi(request, session.token, variant.skuId, 1);
  await openLoggedIn(page, session, '/myCenter/cartList');
  await page.getByTestId('cart-checkout').click();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByTestId('submit-order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a payment method')).toBeVisible();
  // Balance 0: the first external method, the card, is offered first, with what it will charge.
  await expect(dialog.getByRole('radio', { name: /Card/ })).toBeChecked();
  await expect(dialog.getByTestId('pay-charge-card')).toHaveText(`Charged ${total}`);
  await expect(dialog.getByTestId('pay-charge-pix')).toContainText('(1 USD = 5.4 BRL)');
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  const stripePage = await opened;
  await expect(page).toHaveURL(/\/order\/ordinaryOrder$/);
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Unpaid');
  await stripePage.waitForURL(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
  await expect(stripePage.getByRole('heading')).toHaveText(`Pay ${total.replace('$', '')} USD`);
  await stripePage.getByRole('button', { name: 'Pay' }).click();
  await expect(stripePage).toHaveURL(/\/paySuccess$/);
  await expect(stripePage.getByText('payment successful')).toBeVisible();
  await page.reload();
  await expect(orderCardWith(page, variant.title).getByTestId('order-status')).toHaveText('Paid, to ship');
});

test('top-up by card: Stripe’s page takes it; the balance grows once the signed event arrives, and only then', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session } = await fixtureBusiness(request, { balance: 20 });
  await openLoggedIn(page, session, '/cashCenter/recharge');
  await expect(page.getByTestId('top-up-balance')).toContainText('$20.00');
  await page.getByTestId('top-up-amount').fill('40');
  await page.getByTestId('top-up-method').getByText('Card', { exact: true }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('top-up-submit').click();
  const stripePage = await opened;
  await stripePage.waitForURL(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
  // A Brazilian business is charged in reais at the configured rate (1 USD = 5.4 BRL); the balance is in USD.
  await expect(stripePage.getByRole('heading')).toHaveText('Pay 216.00 BRL');
  // Started, not paid: the balance has not moved.
  const row = page.locator('.ant-table-row').first();
  await expect(row.getByTestId('top-up-state')).toHaveText('Pending');
  expect(await balanceOf(request, session.token)).toBe(20);

  await stripePage.getByRole('button', { name: 'Pay' }).click();
  await expect(stripePage).toHaveURL(/\/paySuccess$/);
  await stripePage.close();
  // The Recharge page looks again while a top-up is pending: paid, with Stripe's reference, credited once.
  await expect(row.getByTestId('top-up-state')).toHaveText('Paid');
  await expect(page.getByTestId('top-up-balance')).toContainText('$60.00');
  expect(await balanceOf(request, session.token)).toBe(60);
  await row.getByRole('button', { name: 'Receipt' }).click();
  const receipt = page.getByTestId('top-up-receipt');
  await expect(receipt.getByTestId('top-up-reference')).toHaveText(/^(cs|pi)_test_\w+$/);
  await expect(receipt.getByTestId('top-up-credited')).toContainText('$40.00, balance after: $60.00');
});
