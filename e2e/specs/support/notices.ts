import type { LoginModel } from '@dropmall/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { addAddressByApi, addToCartByApi, mallCall, variantOf } from './checkout';

/** Helpers of the messages, agreements and dashboard specs. */

/** Orders a product through the API (confirm, then submit as previewed); answers the order. */
export async function orderByApi(
  request: APIRequestContext,
  session: LoginModel,
  productId: number,
  num = 1,
) {
  const addresses = await mallCall<unknown[]>(request, session.token, '/api/address/list');
  if (addresses.length === 0) await addAddressByApi(request, session.token);
  const variant = await variantOf(request, productId, num);
  const cartId = await addToCartByApi(request, session.token, variant.skuId, num);
  const preview = await mallCall<{
    orderData: { businessId: number; orderCarVOS: { id: number; carMoney: number }[] }[];
    address: { id: number };
  }>(request, session.token, '/api/order/confirmOrder', {
    paramJsonStr: JSON.stringify({ cartIds: [cartId] }),
  });
  const carListData = preview.orderData.map((g) => ({
    businessId: g.businessId,
    businessDetailId: g.businessId,
    userLeave: '',
    couponInfo: {},
    carDataReqs: g.orderCarVOS.map((l) => ({ id: l.id, carMoney: l.carMoney })),
  }));
  const submitted = await mallCall<{ orders: { id: number; orderNo: string; total: number }[] }>(
    request,
    session.token,
    '/api/order/submitOrder',
    { paramJsonStr: JSON.stringify({ addressId: preview.address.id, fxCode: '', carListData }) },
  );
  const order = submitted.orders[0];
  if (!order) throw new Error('no order submitted');
  return { order, variant };
}

/** Pays an order from the balance through the API. */
export async function payByBalance(
  request: APIRequestContext,
  token: string,
  order: { id: number; total: number },
) {
  await mallCall(request, token, '/api/payment/pay', {
    paramsJson: JSON.stringify({
      type: 1,
      payType: 3,
      payMoney: order.total,
      usePlatform: 1,
      payParamsReq: { orderIds: [order.id] },
      payParamsH5Req: {},
    }),
  });
}

/** The header bell's accessible name says the unread count. */
export const bell = (page: Page) => page.getByTestId('header-bell');

export async function expectUnread(page: Page, count: number, timeout?: number) {
  await expect(bell(page)).toHaveAccessibleName(`Messages (${count} unread)`, { timeout });
}
