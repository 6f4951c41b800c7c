import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StripeFake, startStripeFake } from '../../api/test/support/stripe-fake';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { addAddressByApi, addToCartByApi, freshBuyer, orderCardWith, variantOf } from './support/checkout';

/**
 * Issue 33: a business pays a mall order by card through Stripe Checkout. The compiled server (`npm start`)
 * runs here with PAYMENT_GATEWAY=stripe against the local Stripe fake (the suite's own server keeps the
 * sandbox for the other stories); the fake's hosted page plays the buyer and sends the signed events.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let base = '';
let fake: StripeFake;
let server: ChildProcess | undefined;
let dataDir = '';
let suiteUrl: string | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  fake = await startStripeFake();
  fake.deliverTo = `${base}/v1/api/payment/webhook/stripe`;
  dataDir = mkdtempSync(join(tmpdir(), 'dropmall-e2e-stripe-'));
  let output = '';
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      TEST_FIXTURES: 'true',
      PUBLIC_URL: base,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => (output += c));
  server.stderr?.on('data', (c) => (output += c));
  const deadline = Date.now() + 450_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the Stripe server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the Stripe server did not come up:\n${output}`);
    if (
      await fetch(`${base}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // This file's tests talk to this server (the fixtures read the address per test); put it back after.
  suiteUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = base;
});

test.afterAll(async () => {
  process.env.E2E_BASE_URL = suiteUrl;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
