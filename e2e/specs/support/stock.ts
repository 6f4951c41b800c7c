import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { call, fixtureBusiness } from './accounts';
import { stockOf, variantOf } from './checkout';
import { orderByApi, payByBalance } from './notices';

/** Helpers of the stock stories. */

/** A variant's generated barcode ('DM' and the variant id in ten digits), as its label prints it. */
export const barcodeOf = (skuId: number) => `DM${String(skuId).padStart(10, '0')}`;

/** A seller of the story's own with `products` products on sale (10 each in stock) and their variants. */
export async function stockSeller(request: APIRequestContext, products = 1) {
  const seller = await fixtureBusiness(request, { products });
  const variants = [];
  for (const id of seller.productIds) variants.push(await variantOf(request, id, 1));
  return { ...seller, variants };
}

/** A buyer of the story's own orders `productId` and pays from its balance; answers the order. */
export async function paidOrderOf(request: APIRequestContext, productId: number, num = 1) {
  const buyer = await fixtureBusiness(request, { balance: 1000 });
  const { order, variant } = await orderByApi(request, buyer.session, productId, num);
  await payByBalance(request, buyer.session.token, order);
  return { order, variant };
}

/** Ships an order as the seller through the API, with the first carrier. */
export async function shipByApi(request: APIRequestContext, token: string, orderId: number) {
  const carriers = await call<{ id: number }[]>(request, '/order/getExpressCompany', {}, token);
  await call(
    request,
    '/order/ship',
    { id: String(orderId), expressId: String(carriers[0]?.id ?? 0), trackingNo: `BR${Date.now()}` },
    token,
  );
}

/** Waits until the mall says `expected` is left of the variant. */
export async function expectMallStock(
  request: APIRequestContext,
  variant: Awaited<ReturnType<typeof variantOf>>,
  expected: number,
) {
  await expect.poll(() => stockOf(request, variant)).toBe(expected);
}

/** Confirms the open Popconfirm of a stock page. */
export async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
}
