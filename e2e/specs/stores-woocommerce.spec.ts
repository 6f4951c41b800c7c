import type { Page } from '@playwright/test';
import { startWooFake, type WooFake } from '../../api/test/support/woocommerce-fake';
import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

/** The row of a table that shows this text. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

let woo: WooFake;
test.beforeAll(async () => {
  // A WooCommerce site over https (the server trusts the fake's certificate: e2e/global-setup.ts), with the
  // Order Fulfillments feature on; it answers as WooCommerce documents and refuses undocumented fields.
  woo = await startWooFake({ https: true, fulfillments: true });
});
test.afterAll(async () => {
  await woo?.close();
});

/**
 * The loop with a real WooCommerce store's API, through the compiled server `npm start` runs (issue 32): the
 * business connects the shop on CRM > Stores with its site address and REST API keys, publishes a seller's
 * product to it, a customer orders in the shop (its signed webhook brings the order in, with the CPF the
 * Brazilian checkout kept in billing), the business pays the fulfilment from its balance, the seller ships,
 * and the shop gets a fulfillment with the tracking number.
 */
test('a WooCommerce store: connect, publish, a customer orders, pay, the seller ships, the shop has the tracking', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });
  const shopName = new URL(woo.url).host;
  const trackingNo = `WC-${Date.now().toString(36).toUpperCase()}`;

  // Connect: WooCommerce, its site address and keys; the shop's answer names it.
  await openLoggedIn(page, session, '/CRM/store');
  await page.getByTestId('connect-store').click();
  const connect = page.getByRole('dialog');
  await connect.getByText('WooCommerce', { exact: true }).click();
  await connect.getByLabel('Site address').fill(woo.url);
  await connect.getByLabel('Consumer key').fill(woo.key);
  await connect.getByLabel('Consumer secret').fill(woo.secret);
  await connect.getByRole('button', { name: 'Test and save' }).click();
  await expect(page.getByText(`Connected: ${shopName}`)).toBeVisible(PAGE_LOAD);
  await expect(rowWith(page, shopName)).toContainText('BRL');
  expect(woo.webhooks.map((w) => [w.topic, w.status])).toEqual([
    ['order.created', 'active'],
    ['order.updated', 'active'],
  ]);

  // Publish the seller's product to it.
  await publishProduct(page, shopName, seller.who.name);
  const [product] = [...woo.created.values()];
  expect(product).toBeTruthy();
  const [variation] = [...(product?.variations.values() ?? [])];
  const line = variation
    ? { product_id: product?.id, variation_id: variation.id, sku: variation.sku }
    : { product_id: product?.id, variation_id: 0, sku: product?.sku };

  // A customer orders in the shop; WooCommerce's signed webhook brings it in.
  const orderId = 7000 + Math.floor(Math.random() * 1000);
  expect(
    await woo.placeOrder({
      id: orderId,
      number: String(orderId),
      status: 'processing',
      currency: 'BRL',
      total: '59.90',
      billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com', cpf: '529.982.247-25' },
      shipping: {
        first_name: 'Rita',
        last_name: 'Costa',
        address_1: 'Av. Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
        postcode: '01310-100',
        country: 'BR',
      },
      line_items: [{ id: orderId * 10, ...line, name: 'Mug', quantity: 1, price: 59.9 }],
    }),
  ).toEqual([200]);

  // Order Payment: ready to pay at once (the CPF came with the billing address); paid from the balance.
  await page.goto('/CRM/orderPay');
  const payable = rowWith(page, String(orderId));
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

  // The shop gets a fulfillment with the tracking number (sent in the background), and the order completes.
  await expect
    .poll(() => woo.fulfillments.get(String(orderId))?.[0]?.meta_data, { timeout: 90_000 })
    .toEqual(
      expect.arrayContaining([
        { key: '_tracking_number', value: trackingNo },
        { key: '_shipment_provider', value: 'Standard Shipping' },
      ]),
    );
  // Completed by the call after the fulfillment: waited for, not read at once.
  await expect
    .poll(() => woo.orders.find((o) => o.id === orderId)?.status, { timeout: 30_000 })
    .toBe('completed');

  // The business sees the tracking sent; WooCommerce refused none of Dropmall's requests.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, session, '/CRM/myOrder');
  await expect(rowWith(page, String(orderId)).getByTestId('tracking-summary')).toHaveText(
    'Sent (1/1)',
    PAGE_LOAD,
  );
  expect(woo.refused).toEqual([]);
  const stores = await call<{ records: { name: string; platform: string }[] }>(
    request,
    '/store/list',
    {},
    session.token,
  );
  expect(stores.records).toEqual([expect.objectContaining({ name: shopName, platform: 'woocommerce' })]);
});
