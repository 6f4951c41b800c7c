import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { mallCall, STORY_TIMEOUT_MS } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Today in São Paulo, the fixtures' businesses' time zone. */
const todaySaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('a fresh seller with one finished order sees this month’s statement with its net amount and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  // A seller of this story's own; a buyer with a balance buys its product, the seller ships, the buyer confirms.
  const seller = await fixtureBusiness(request, { products: 1 });
  const buyer = await fixtureBusiness(request, { balance: 500 });
  const { order } = await orderByApi(request, buyer.session, seller.productIds[0] ?? 0);
  await payByBalance(request, buyer.session.token, order);
  const [carrier] = await call<{ id: number }[]>(
    request,
    '/order/getExpressCompany',
    {},
    seller.session.token,
  );
  await call(
    request,
    '/order/ship',
    {
      id: String(order.id),
      expressId: String(carrier?.id ?? 0),
      trackingNo: `BR-${Date.now().toString(36)}`,
    },
    seller.session.token,
  );
  await mallCall(request, buyer.session.token, '/api/order/confirmReceiptOrder', { id: order.id });

  await openLoggedIn(page, seller.session, '/cashCenter/paymentSettlement');
  await expect(page.getByRole('heading', { name: 'Payment settlement' })).toBeVisible({ timeout: 30_000 });
  const month = `${todaySaoPaulo().slice(0, 7)}-01`;
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('settlement-period').filter({ hasText: month }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('settlement-period')).toContainText('in progress');
  await expect(row.getByTestId('settlement-net')).toHaveText(usd(order.total));

  // The detail lists the order.
  await row.getByTestId('settlement-view').click();
  const detail = page.getByTestId('settlement-detail');
  await expect(detail.getByTestId('settlement-detail-net')).toHaveText(usd(order.total));
  await expect(detail.getByTestId('settlement-orderLines')).toContainText(order.orderNo);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The spreadsheet: a real workbook whose lines hold the order.
  const downloading = page.waitForEvent('download');
  await row.getByTestId('settlement-xlsx').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`settlement-mine-month-${month}.xlsx`);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  expect(zip.file('xl/workbook.xml')).not.toBeNull();
  const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
  const sheets = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => name.startsWith('xl/worksheets/sheet'))
      .map((name) => zip.file(name)?.async('string') ?? ''),
  );
  expect(`${strings}${sheets.join('')}`).toContain(order.orderNo);
  expect(sheets.join('')).toContain(`<v>${order.total}</v>`);
});
