import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn, operatorSession } from './support/accounts';
import { mallCall } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

test('screenshots of payment settlement', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1, balance: 120 });
  const buyer = await fixtureBusiness(request, { balance: 500 });
  const [carrier] = await call<{ id: number }[]>(request, '/order/getExpressCompany', {}, seller.session.token);
  for (let i = 0; i < 2; i++) {
    const { order } = await orderByApi(request, buyer.session, seller.productIds[0] ?? 0);
    await payByBalance(request, buyer.session.token, order);
    await call(request, '/order/ship', { id: String(order.id), expressId: String(carrier?.id ?? 0), trackingNo: `BR-${i}${Date.now().toString(36)}` }, seller.session.token);
    await mallCall(request, buyer.session.token, '/api/order/confirmReceiptOrder', { id: order.id });
  }
  await call(request, '/cash/apply', { amount: '30', method: 'pix', pixKey: 'ana@loja.com.br' }, seller.session.token);
  for (const lang of ['en', 'zh'] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
    await openLoggedIn(page, seller.session, '/cashCenter/paymentSettlement');
    await expect(page.getByTestId('settlement-net').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `../docs/screenshots/payment-settlement-${lang}.png` });
    await page.getByTestId('settlement-view').first().click();
    await expect(page.getByTestId('settlement-detail')).toBeVisible();
    await page.screenshot({ path: `../docs/screenshots/payment-settlement-detail-${lang}.png` });
    await page.evaluate(() => localStorage.clear());
    await openLoggedIn(page, operatorSession(), '/System/paymentSettlement');
    await expect(page.getByTestId('settlement-net').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `../docs/screenshots/payment-settlement-operator-${lang}.png` });
    await page.evaluate(() => localStorage.clear());
  }
});
