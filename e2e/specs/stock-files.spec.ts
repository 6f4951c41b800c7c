import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { barcodeOf, confirmPopup, expectMallStock, stockSeller } from './support/stock';

test('a seller downloads the stock-in template, imports it filled in, sees the draft, prints its labels and confirms it', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 2);
  const [first, second] = seller.variants;
  if (!first || !second) throw new Error('two products');

  await openLoggedIn(page, seller.session, '/stock/merchantStockIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant stock-in' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('stock-import').click();
  const [templateFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('stock-template').click(),
  ]);
  expect(templateFile.suggestedFilename()).toBe('stock-in-template.xlsx');

  // The seller fills the template in a spreadsheet: the header stays, the example row is overwritten.
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await templateFile.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  expect(sheet.getRow(1).getCell(1).value).toBe('Barcode or SKU');
  sheet.getRow(2).values = [barcodeOf(first.skuId), 3, ''];
  sheet.getRow(3).values = [barcodeOf(second.skuId), 2];
  sheet.getRow(4).values = [barcodeOf(first.skuId), 1];
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  await page.locator('.ant-modal input[type=file]').setInputFiles({
    name: 'stock.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await page.locator('#stock-import-run').click();
  await expect(page.getByText('Imported a draft with 2 lines, 6 pieces: check it and confirm')).toBeVisible();

  // The draft opens with its lines: the first barcode's two rows are one line of 4.
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Draft');
  const lines = page.getByTestId('stock-lines');
  const row = (skuId: number) => lines.getByRole('row').filter({ hasText: barcodeOf(skuId) });
  await expect(row(first.skuId).getByRole('spinbutton')).toHaveValue('4');
  await expect(row(second.skuId).getByRole('spinbutton')).toHaveValue('2');

  // Labels: one per piece, on an A4 sheet.
  await page.getByTestId('stock-labels').click();
  await expect(page.getByText('One per piece (6)')).toBeVisible();
  const [labels] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#labels-download').click(),
  ]);
  expect(labels.suggestedFilename()).toMatch(/^labels-SI\d+\.pdf$/);
  const pdf = await readFile(await labels.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByTestId('stock-confirm').click();
  await confirmPopup(page);
  await expect(page.getByTestId('stock-drawer-status')).toHaveText('Confirmed');
  await expectMallStock(request, first, 14);
  await expectMallStock(request, second, 12);
});
