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

/**
 * A customer buys on the store's sandbox shopfront (a Brazilian address, no CPF); the store numbers it #1001.
 * Answers the shopfront's address (its page also shows the store's fulfillments).
 */
export async function orderOnShopfront(
  page: Page,
  storeName: string,
  /** The customer pays later (a bank slip): the order waits for the payment. */
  paysLater = false,
): Promise<string> {
  await page.goto('/CRM/store');
  const shopfront = await page
    .locator('.ant-table-row')
    .filter({ hasText: storeName })
    .getByRole('link', { name: 'Open shopfront' })
    .getAttribute('href');
  await page.goto(shopfront ?? '/');
  if (paysLater) await page.getByLabel('The customer pays later (bank slip)').check();
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('status')).toContainText('#1001');
  return shopfront ?? '/';
}
