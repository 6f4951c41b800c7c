import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';

test('a business creates an API key, reads its secret once, calls the API with it, sees the call, revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { session } = await fixtureBusiness(request);
  await openLoggedIn(page, session, '/myCenter/api');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  await page.getByTestId('create-api-key').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Warehouse sync');
  await dialog.getByTestId('scope-orders:read').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const secretText = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  const secret = /dm_live_[0-9a-f]{64}/.exec(secretText)?.[0] ?? '';
  expect(secret, secretText).not.toBe('');
  await dialog.getByTestId('api-key-done').click();
  await expect(dialog).toBeHidden();

  // The list shows the key by its prefix only; the secret is nowhere on the page any more.
  const row = page.getByTestId('api-keys').locator('.ant-table-row').filter({ hasText: 'Warehouse sync' });
  await expect(row).toContainText(secret.slice(0, 16));
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Orders (read)');
  expect(await page.content()).not.toContain(secret.slice(16));

  const authorization = { Authorization: `Bearer ${secret}` };
  const orders = await request.post('/v1/api/order/orderList', {
    headers: authorization,
    data: { current: 1, size: 10 },
  });
  expect(orders.status()).toBe(200);
  expect((await orders.json()).success).toBe('true');
  // Outside its scopes: the key may not change the password.
  const password = await request.post('/v1/business/changePassword', { headers: authorization, data: {} });
  expect(password.status()).toBe(403);

  // The calls appear in the page's log once recorded (after the answers, each on its own); refresh until both do.
  const calls = page.getByTestId('api-calls');
  await expect(async () => {
    await page.getByTestId('refresh-api-calls').click();
    await expect(calls).toContainText('POST /v1/api/order/orderList', { timeout: 2_000 });
    await expect(calls).toContainText('POST /v1/business/changePassword', { timeout: 2_000 });
    await expect(row).not.toContainText('Never used', { timeout: 2_000 });
  }).toPass();
  await expect(calls.locator('.ant-table-row').filter({ hasText: 'orderList' })).toContainText('200');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');

  const refused = await request.post('/v1/api/order/orderList', { headers: authorization, data: {} });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe(1001);
});
