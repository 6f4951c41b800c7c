import { expect, type Page } from '@playwright/test';

const PAGE_LOAD = { timeout: 30_000 };

/** On /CRM/store (already open, logged in): connects a sandbox store under this name. */
export async function connectSandboxStore(page: Page, name: string) {
  await page.getByTestId('connect-store').click();
  const connect = page.getByRole('dialog');
  await connect.getByText('Sandbox store').click();
  await connect.getByLabel('Store name').fill(name);
  await connect.getByRole('button', { name: 'Test and save' }).click();
  await expect(page.getByText(`Connected: ${name}`)).toBeVisible();
}

/**
 * Publishes a product to the store from the mall list's batch release, and waits for it. The list is searched
 * for `title`: a product of the story's own seller, so no other story's seller receives this story's orders.
 */
export async function publishProduct(page: Page, storeName: string, title: string) {
  await page.goto(`/mall/list?title=${encodeURIComponent(title)}`);
  const items = page.getByTestId('list-item');
  await expect(items).toHaveCount(1, PAGE_LOAD);
  await items.first().getByRole('checkbox').check();
  await page.getByTestId('batch-release').click();
  const choose = page.getByRole('dialog', { name: 'Publish to which store?' });
  await choose.getByText(storeName).click();
  await choose.getByRole('button', { name: 'Publish' }).click();
  // The publish is queued before the page is left (leaving at once could cancel the call).
  await expect(page.getByText(new RegExp(`^Publishing 1 products? to ${storeName}`))).toBeVisible();
  await page.goto('/businessCenter/productPublish');
  await expect(page.getByText(`Published to ${storeName}`)).toHaveCount(1, { timeout: 60_000 });
}

/** How a customer orders on the sandbox shopfront. */
export interface ShopfrontOrder {
  /** The customer pays later (a bank slip): the order waits for the payment. */
  paysLater?: boolean;
  /** A customer in the United States (no tax id needed) instead of the form's Brazilian address (no CPF). */
  inUS?: boolean;
  /** The store reports the order twice at once, as Shopify's at-least-once webhooks may. */
  twice?: boolean;
}

/**
 * A customer buys on the store's sandbox shopfront; the store numbers it #1001. Answers the shopfront's
 * address (its page also shows the store's fulfillments).
 */
export async function orderOnShopfront(
  page: Page,
  storeName: string,
  order: ShopfrontOrder = {},
): Promise<string> {
  await page.goto('/CRM/store');
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: storeName })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  if (order.inUS) {
    await page.getByLabel('Address', { exact: true }).fill('1 Main St');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('Postcode').fill('73301');
    await page.getByLabel('Country', { exact: true }).fill('US');
  }
  if (order.paysLater) await page.getByLabel('The customer pays later (bank slip)').check();
  if (order.twice) await page.getByLabel('The store reports the order twice at once').check();
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('status')).toContainText('#1001');
  return shopfront ?? '/';
}

/**
 * Turns automatic payment on in the store's dialog on the Stores page: the caps per order and per day and the
 * balance to keep, in USD. Answers the store's row.
 */
export async function turnOnAutoPay(
  page: Page,
  storeName: string,
  caps: { perOrder: number; perDay: number; keep: number },
) {
  await page.goto('/CRM/store');
  const row = page.locator('.ant-table-row').filter({ hasText: storeName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: 'Automatic payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Automatic payment: ${storeName}` });
  await dialog.getByTestId('auto-pay-enabled').click();
  await dialog.getByLabel('Per-order cap (USD)').fill(String(caps.perOrder));
  await dialog.getByLabel('Daily cap (USD)').fill(String(caps.perDay));
  await dialog.getByLabel('Balance to keep (USD)').fill(String(caps.keep));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automatic payment saved')).toBeVisible();
  return row;
}
