import { PUBLIC_PATHS } from '@dropmall/contract';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routeTable';

const paths = APP_ROUTES.map((route) => route.path);

describe('route table', () => {
  it('has every public path of spec 001 §2', () => {
    expect(paths).toEqual(expect.arrayContaining([...PUBLIC_PATHS]));
  });

  it('has the static routes and the page inventory of both specs', () => {
    const expected = [
      '/404',
      '/Welcome',
      '/AddProduct',
      '/System/password',
      '/System/exportRecord',
      '/403',
      '/About',
      '/Settlement',
      '/order/ordinaryOrder',
      '/businessCenter/product',
      '/CRM/canceledOrder',
      '/CRM/dashboard',
      '/CRM/myOrder',
      '/CRM/orderFulfillment',
      '/CRM/orderPay',
      '/CRM/pendingOrder',
      '/CRM/store',
      '/System/assign',
      '/System/rolesList',
      '/System/staffList',
      '/System/staffManagement',
      '/businessCenter/productDownload',
      '/businessCenter/productPublish',
      '/businessCenter/seeMoreProduct',
      '/cashCenter/applyCash',
      '/cashCenter/cashRecord',
      '/cashCenter/paymentDetails',
      '/cashCenter/paymentSettlement',
      '/coupon/index',
      '/coupon/index2',
      '/message/index',
      '/message/message2',
      '/myCenter/api',
      '/myCenter/bindMobile',
      '/myCenter/businessInfo',
      '/myCenter/cartList',
      '/myCenter/changePassword',
      '/myCenter/collectList',
      '/myCenter/orderList',
      '/order/address',
      '/order/afterSaleDetail',
      '/order/ordinaryDetail',
    ];
    expect(paths).toEqual(expect.arrayContaining(expected));
  });

  it('has no path twice', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps auth pages, 404 and AddProduct out of the shells, and storefront pages in the mall shell', () => {
    const layoutOf = (path: string) => APP_ROUTES.find((route) => route.path === path)?.layout;
    for (const path of ['/login', '/registerPage', '/forgetPass', '/AddProduct', '/404']) {
      expect(layoutOf(path)).toBe('bare');
    }
    for (const path of [
      '/',
      '/mall/list',
      '/mall/productDetail',
      '/refund_returns',
      '/Shipping_and_delivery',
    ]) {
      expect(layoutOf(path)).toBe('mall');
    }
    expect(layoutOf('/Welcome')).toBe('office');
  });
});
