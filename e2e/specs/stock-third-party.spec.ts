import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { barcodeOf, confirmPopup, expectMallStock, stockSeller } from './support/stock';

test('a seller adds its own warehouse, scans stock into it, and takes out only what is there', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 1);
  const [variant] = seller.variants;
  if (!variant) throw new Error('a product');
  const code = barcodeOf(variant.skuId);

  // My Profile -> Third-party Warehouses: a 3PL of its own.
  await openLoggedIn(page, seller.session, '/myCenter/warehouses');
  await page.getByTestId('own-warehouse-add').click();
  await page.getByTestId('own-warehouse-name').fill('Sao Paulo 3PL');
  await page.getByTestId('own-warehouse-country').fill('Brazil');
  await page.getByTestId('own-warehouse-address').fill('Rua Augusta 100, Sao Paulo');
  await page.getByTestId('own-warehouse-save').click();
  await expect(page.getByTestId('own-warehouse-table')).toContainText('Sao Paulo 3PL');

  // Third-party stock-in: the new document goes into that warehouse; the scanner types 5 of the barcode in.
  await page.goto('/stock/thirdPartyStockIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Third-party warehouse stock-in' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('stock-new-document').click();
  await expect(page.getByRole('dialog').getByTestId('stock-warehouse')).toContainText('Sao Paulo 3PL');
  await page.locator('#stock-create').click();
  const scanner = page.getByTestId('stock-scan');
  await expect(scanner).toBeFocused();
  await page.getByTestId('stock-scan-quantity').fill('5');
  await scanner.fill(code);
  await scanner.press('Enter');
  await expect(scanner).toHaveValue('');
  const inLine = page.getByTestId('stock-lines').getByRole('row').filter({ hasText: code });
  await expect(inLine.getByRole('spinbutton')).toHaveValue('5');
  await page.getByTestId('stock-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText('Stock-in confirmed: the quantities are in stock')).toBeVisible();
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Confirmed');
  // 10 in the platform's warehouse and 5 in the seller's own: the mall sells 15.
  await expectMallStock(request, variant, 15);

  // Third-party stock-out of 8: more than the 5 there, so the confirm is refused and nothing leaves.
  await page.goto('/stock/thirdPartyStockOut');
  await expect(page.getByRole('heading', { level: 1, name: 'Third-party warehouse stock-out' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('stock-new-document').click();
  await page.getByTestId('stock-remark').fill('Back to the supplier');
  await page.locator('#stock-create').click();
  await page.getByTestId('stock-scan-quantity').fill('8');
  await page.getByTestId('stock-scan').fill(code);
  await page.getByTestId('stock-scan').press('Enter');
  const outLine = page.getByTestId('stock-lines').getByRole('row').filter({ hasText: code });
  await expect(outLine.getByRole('spinbutton')).toHaveValue('8');
  await expect(outLine.locator('[data-testid^="stock-line-available-"]')).toHaveText('5');
  await expect(outLine.locator('[data-testid^="stock-line-available-"]')).toHaveClass(/dm-stock-out/);
  await page.getByTestId('stock-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText(/8 to take out, but only 5 available there/)).toBeVisible();
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Draft');
  await expectMallStock(request, variant, 15);

  // 3 of them: booked; 2 stay in the warehouse, 12 on sale.
  await outLine.getByRole('spinbutton').fill('3');
  await outLine.getByRole('spinbutton').blur();
  // Saved: the line no longer asks more than is available (no longer red).
  await expect(outLine.locator('[data-testid^="stock-line-available-"]')).not.toHaveClass(/dm-stock-out/);
  await page.getByTestId('stock-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText('Stock-out confirmed: the quantities have left stock')).toBeVisible();
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Confirmed');
  await expect(outLine.locator('[data-testid^="stock-line-quantity-"]')).toHaveText('3');
  await expect(outLine.locator('[data-testid^="stock-line-available-"]')).toHaveText('2');
  await expectMallStock(request, variant, 12);
  await page.keyboard.press('Escape');
  const listed = page.getByRole('row').filter({ hasText: 'Back to the supplier' });
  await expect(listed.getByTestId('stock-doc-status')).toHaveText('Confirmed');
  await expect(listed).toContainText('Sao Paulo 3PL');

  // The list exports as the stock-in list does: the documents and their lines, under the kind's own names.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('stock-export').click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^third-party-stock-out-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await exported.path())) as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
    'Third-party stock-out',
    'Third-party stock-out lines',
  ]);
  const [documents, lines] = book.worksheets;
  expect(documents?.getRow(2).getCell(6).value).toBe('Back to the supplier');
  expect(lines?.getRow(2).getCell(2).value).toBe(code);
  expect(lines?.getRow(2).getCell(6).value).toBe(3);
});
