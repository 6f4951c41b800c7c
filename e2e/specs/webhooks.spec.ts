import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { orderByApi, payByBalance } from './support/notices';

test('a business adds a webhook endpoint, gets a signed "order paid" delivery, sees it in the log and resends it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The business's own server: a receiver on this machine (private addresses are allowed outside production).
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dropmall`;
  try {
    const seller = await fixtureBusiness(request, { products: 1 });
    const { session } = await fixtureBusiness(request, { balance: 1000 });
    await openLoggedIn(page, session, '/myCenter/api?tab=webhooks');
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

    await page.getByTestId('create-webhook').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const secretText = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    const secret = /whsec_[0-9a-f]{64}/.exec(secretText)?.[0] ?? '';
    expect(secret, secretText).not.toBe('');
    await dialog.getByTestId('webhook-done').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('webhook-endpoints').locator('.ant-table-row').filter({ hasText: url });
    await expect(row).toContainText('Order paid');
    expect(await page.content()).not.toContain(secret);

    // The business buys something: the delivery goes out after the payment's answer.
    const { order } = await orderByApi(request, session, seller.productIds[0] ?? 0);
    await payByBalance(request, session.token, order);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [first] = received;
    const body = JSON.parse(first?.body ?? '{}');
    expect(body).toMatchObject({ type: 'order.paid', data: { role: 'buyer', orderId: order.id } });
    const timestamp = String(first?.headers['x-dropmall-timestamp']);
    const mac = createHmac('sha256', secret).update(`${timestamp}.${first?.body}`).digest('hex');
    expect(first?.headers['x-dropmall-signature']).toBe(`v1=${mac}`);

    await row.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByTestId('webhook-log');
    const delivery = log.locator('.ant-table-row').filter({ hasText: 'Order paid' });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery).toContainText('Delivered', { timeout: 2_000 });
    }).toPass();
    await expect(delivery).toContainText('thanks');

    // Resend: a new attempt of the same delivery (same id), counted in the log.
    const attempts = delivery.locator('td').nth(4);
    await expect(attempts).toHaveText('1');
    await delivery.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => received.length).toBe(2);
    expect(JSON.parse(received[1]?.body ?? '{}').id).toBe(body.id);
    await expect(attempts).toHaveText('2');
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
