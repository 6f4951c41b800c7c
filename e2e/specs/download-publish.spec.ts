import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { HOODIE_ID } from './support/catalog';
import { freshBuyer, STORY_TIMEOUT_MS } from './support/checkout';

/** The first look at a page after navigating: a loaded machine may take longer than the default 10 s. */
const PAGE_LOAD = { timeout: 30_000 };

/** The saved file of a download: its name and whether it is a zip (PK signature). */
async function savedZip(download: Download) {
  const path = await download.path();
  const bytes = await readFile(path);
  return {
    name: download.suggestedFilename(),
    isZip: bytes.subarray(0, 2).toString() === 'PK',
    size: bytes.length,
  };
}

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

test.describe('download and publish', () => {
  test.setTimeout(STORY_TIMEOUT_MS);

  test('Download on the detail page saves the product package as a zip and counts it', async ({
    page,
    request,
  }) => {
    const session = await freshBuyer(request);
    await openLoggedIn(page, session, `/mall/productDetail?id=${HOODIE_ID}`);
    await expect(page.getByTestId('detail-title')).toBeVisible(PAGE_LOAD);
    const before = await count(page, 'detail-download-count');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('download').click();
    const zip = await savedZip(await downloading);
    expect(zip.name).toMatch(/\.zip$/);
    expect(zip.isZip).toBe(true);
    expect(zip.size).toBeGreaterThan(10_000); // the pictures are in it
    await expect(page.getByText('The product package has been downloaded')).toBeVisible();
    await expect(page.getByTestId('detail-download-count')).toHaveText(String(before + 1));

    // Once per business: a second download does not count again.
    const again = page.waitForEvent('download');
    await page.getByTestId('download').click();
    await again;
    await page.reload();
    await expect(page.getByTestId('detail-download-count')).toHaveText(String(before + 1));
  });

  test('a batch download of three products is queued, finishes on the export record page and downloads', async ({
    page,
    request,
  }) => {
    const session = await freshBuyer(request);
    const seller = await fixtureBusiness(request, { products: 3 });
    await openLoggedIn(page, session, `/mall/list?title=${encodeURIComponent(seller.who.name)}`);
    const items = page.getByTestId('list-item');
    await expect(items).toHaveCount(3, PAGE_LOAD);
    for (let i = 0; i < 3; i++) await items.nth(i).getByRole('checkbox').check();
    await expect(page.getByText('3 selected')).toBeVisible();

    await page.getByTestId('batch-download').click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Your data has been added to the export task list, click here to download'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'view export record' }).click();
    await expect(page).toHaveURL(/\/System\/exportRecord\?active=second$/);
    await expect(page.getByRole('tab', { name: 'Product downloads', selected: true })).toBeVisible();

    const table = page.getByTestId('export-records-4');
    await expect(table.getByText('Product download (3)')).toBeVisible();
    await expect(table.getByText('Done')).toBeVisible({ timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await table.getByRole('button', { name: 'Download' }).click();
    const zip = await savedZip(await downloading);
    expect(zip).toMatchObject({ name: 'Product download (3).zip', isZip: true });
  });

  test('Publish puts the product on the publish list and the count goes up', async ({ page, request }) => {
    const session = await freshBuyer(request);
    await openLoggedIn(page, session, `/mall/productDetail?id=${HOODIE_ID}`);
    await expect(page.getByTestId('detail-title')).toBeVisible(PAGE_LOAD);
    const title = (await page.getByTestId('detail-title').textContent()) ?? '';
    const before = await count(page, 'detail-publish-count');
    await page.getByTestId('publish').click();
    await expect(page.getByText('Published: 1 product is on your publish list')).toBeVisible();
    await expect(page.getByTestId('detail-publish-count')).toHaveText(String(before + 1));

    await page.goto('/businessCenter/productPublish');
    await expect(page.getByTestId('publish-list-page')).toBeVisible(PAGE_LOAD);
    const row = page.getByTestId('publish-table').getByRole('row', { name: new RegExp(title.slice(0, 20)) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: String(before + 1), exact: true })).toBeVisible();
    await expect(page.getByTestId('publish-total')).toHaveText('1 product');

    const csv = page.waitForEvent('download');
    await page.getByTestId('csv-shopify').click();
    const file = await csv;
    expect(file.suggestedFilename()).toBe('shopify-products.csv');
    expect((await readFile(await file.path(), 'utf8')).split('\r\n')[0]).toMatch(
      /^Title,URL handle,Description,/,
    );
  });
});
