import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { addAddressByApi, mallCall, STORY_TIMEOUT_MS } from './support/checkout';
import { orderByApi, payByBalance } from './support/notices';

async function shipByApi(request: APIRequestContext, token: string, orderId: number) {
  const [carrier] = await call<{ id: number }[]>(request, '/order/getExpressCompany', {}, token);
  await call(
    request,
    '/order/ship',
    { id: String(orderId), expressId: String(carrier?.id ?? 0), trackingNo: 'BR123456789' },
    token,
  );
}

test('a return of 1 of 2 items: the seller confirms receipt, the request ends as a partial success, and both sides read every move in their language', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { session: seller, productIds } = await fixtureBusiness(request, { products: 1 });
  const { session: buyer } = await fixtureBusiness(request, { balance: 1000 });
  const { order } = await orderByApi(request, buyer, productIds[0] ?? 0, 2);
  await payByBalance(request, buyer.token, order);
  await shipByApi(request, seller.token, order.id);
  await addAddressByApi(request, seller.token);
  const info = await mallCall<{ items: { orderItemId: number }[] }>(
    request,
    buyer.token,
    '/api/afterSale/orderInfo',
    {
      orderId: order.id,
    },
  );
  const created = await mallCall<{ id: number }>(request, buyer.token, '/api/afterSale/create', {
    paramJson: JSON.stringify({
      orderId: order.id,
      type: 'return',
      reason: 'no_longer_needed',
      amount: 1,
      items: [{ orderItemId: info.items[0]?.orderItemId ?? 0, num: 1 }],
    }),
  });
  await mallCall(request, seller.token, '/api/afterSale/agree', { id: created.id });
  await mallCall(request, buyer.token, '/api/afterSale/uploadExpressInfo', {
    id: created.id,
    expressCompany: 'Correios',
    trackingNo: `RET${created.id}X`,
  });

  // The seller confirms receipt on the detail page.
  await openLoggedIn(page, seller, `/order/afterSaleDetail?id=${created.id}`);
  await expect(page.getByTestId('after-sale-state')).toHaveText('Returning');
  await page.getByTestId('after-sale-confirm-receipt').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('after-sale-state')).toHaveText('Partial refund/return succeeded');
  const moves = page.getByTestId('after-sale-move-state');
  await expect(moves).toHaveText([
    'Pending merchant handling',
    'To be returned',
    'Returning',
    'Refunding',
    'Partial refund/return succeeded',
  ]);
  await expect(page.getByTestId('after-sale-timeline')).toContainText('Partly refunded: $1.00');
  await expect(page.getByTestId('after-sale-refund-paid')).toHaveText('$1.00 to the balance');
  await page.screenshot({ path: testInfo.outputPath('after-sale-partial-seller-en.png'), fullPage: true });

  // The buyer reads the same in Chinese, on its list and on the detail.
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript(() => window.localStorage.setItem('lang', 'zh'));
  await openLoggedIn(page, buyer, '/order/afterSale');
  await expect(page.getByTestId('after-sale-state').first()).toHaveText('部分退款/退货成功');
  await page.screenshot({ path: testInfo.outputPath('after-sale-list-buyer-zh.png'), fullPage: true });
  await openLoggedIn(page, buyer, `/order/afterSaleDetail?id=${created.id}`);
  await expect(page.getByTestId('after-sale-move-state')).toHaveText([
    '待商家处理',
    '待退货',
    '退货中',
    '退款中',
    '部分退款/退货成功',
  ]);
  await expect(page.getByTestId('after-sale-timeline')).toContainText('商家确认收货');
  await page.screenshot({ path: testInfo.outputPath('after-sale-partial-buyer-zh.png'), fullPage: true });
});

test('the apply dialog asks where the money goes back, the original payment method first, in both languages', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { productIds } = await fixtureBusiness(request, { products: 1 });
  const { session: buyer } = await fixtureBusiness(request, { balance: 1000 });
  const { order } = await orderByApi(request, buyer, productIds[0] ?? 0, 1);
  await payByBalance(request, buyer.token, order);
  for (const [lang, label, original] of [
    ['en', 'Refund to', 'Original payment method'],
    ['zh', '退款去向', '原支付方式'],
  ] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
    await openLoggedIn(page, buyer, `/order/ordinaryDetail?id=${order.id}`);
    await page.getByTestId('order-after-sale').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('apply-refund-to').getByRole('radio', { name: original })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath(`after-sale-apply-refund-to-${lang}.png`) });
  }
});
