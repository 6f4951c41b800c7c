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
import { connectSandboxStore, publishProduct } from './support/stores';
import { type StripeServer, startStripeServer } from './support/stripe-server';

/**
 * Issue 33: a business pays a mall order by card through Stripe Checkout, tops up its balance by card, and pays
 * a store order's fulfilment (CRM Order Payment) by card.
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

test('store order fulfilment by card: CRM Order Payment opens Stripe’s page; the order moves to fulfilment only once the signed event arrives, charged in reais at the recorded rate', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  // No balance: the card is how this business pays.
  const { session } = await fixtureBusiness(request);
  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Card Pay Shop');
  await publishProduct(page, 'Card Pay Shop', `${seller.who.name} mug 1`);

  // A customer in the United States buys on the store's shopfront (no tax id needed there).
  await page.goto('/CRM/store');
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: 'Card Pay Shop' })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('Postcode').fill('73301');
  await page.getByLabel('Country', { exact: true }).fill('US');
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('status')).toContainText('#1001');

  // Order Payment: the card, with what it will charge (reais at 5.4 for this Brazilian business), before paying.
  await page.goto('/CRM/orderPay');
  const payable = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(payable.getByTestId('crm-order-state')).toHaveText('Ready to pay', { timeout: 30_000 });
  const cost = (await payable.getByTestId('crm-order-cost').textContent()) ?? '';
  const usd = Number(cost.replace(/[^0-9.]/g, ''));
  expect(usd).toBeGreaterThan(0);
  const brl = (Math.round(usd * 5.4 * 100) / 100).toFixed(2);
  await payable.getByRole('checkbox').check();
  await page.getByTestId('crm-pay-open').click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('radio', { name: /Card/ }).check();
  await expect(dialog.getByTestId('pay-charge-card')).toContainText('(1 USD = 5.4 BRL)');
  await expect(dialog.getByTestId('pay-charge-card')).toContainText(brl.replace('.', ','));
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  const stripePage = await opened;
  await expect(page.getByText('Finish the payment in the new tab')).toBeVisible();
  await stripePage.waitForURL(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
  // Stripe asks the amount recorded on the payment, in its currency.
  await expect(stripePage.getByRole('heading')).toHaveText(`Pay ${brl} BRL`);

  // Started, not paid: the store order waits on Order Payment, nothing in fulfilment.
  await page.reload();
  await expect(payable.getByTestId('crm-order-state')).toHaveText('Payment started', { timeout: 30_000 });
  await page.goto('/CRM/orderFulfillment');
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-table-row').filter({ hasText: '#1001' })).toHaveCount(0);

  // The fake's page pays and sends the signed events: then, and only then, the order moves to fulfilment.
  await stripePage.getByRole('button', { name: 'Pay' }).click();
  await expect(stripePage).toHaveURL(/\/paySuccess$/);
  await stripePage.close();
  const paid = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(async () => {
    await page.reload();
    await expect(paid).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(paid.getByTestId('crm-order-state')).toHaveText('Paid, in fulfilment');
  await expect(paid.getByTestId('crm-mall-order-status')).toHaveText('To ship');
  await page.goto('/CRM/orderPay');
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: '#1001' })).toHaveCount(0);
});
