import type { ComponentType } from 'react';
import type { PageProps, TitleKey } from '../lib/page';

/** Which shell a page sits in: storefront, back office, or none (auth pages, 404, AddProduct). */
export type LayoutKind = 'mall' | 'office' | 'bare';
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

export interface AppRoute {
  path: string;
  layout: LayoutKind;
  titleKey: TitleKey;
  /** The page's module, loaded on first visit (its own chunk). */
  load: PageLoader;
}

// Screens that later issues build; replace the loader when the page lands.
const comingSoon: PageLoader = () => import('../features/placeholder/ComingSoonPage');
// Two routes of the spec show the same page (settings opens /System/password).
const changePassword: PageLoader = () => import('../features/account/ChangePasswordPage');

const page = (
  path: string,
  layout: LayoutKind,
  titleKey: TitleKey,
  load: PageLoader = comingSoon,
): AppRoute => ({
  path,
  layout,
  titleKey,
  load,
});

const mall = (path: string, titleKey: TitleKey, load?: PageLoader) => page(path, 'mall', titleKey, load);
const bare = (path: string, titleKey: TitleKey, load?: PageLoader) => page(path, 'bare', titleKey, load);
const office = (path: string, titleKey: TitleKey, load?: PageLoader) => page(path, 'office', titleKey, load);

/** Every route of spec 000 §2 and spec 001 §2 (static routes and the page inventory of the menu). */
export const APP_ROUTES: readonly AppRoute[] = [
  // Storefront
  mall('/', 'titles.home'),
  mall('/mall/list', 'titles.mallList'),
  mall('/mall/productDetail', 'titles.productDetail'),
  mall('/submitOrder', 'titles.submitOrder'),
  mall('/paySuccess', 'titles.paySuccess'),
  mall('/payError', 'titles.payError'),
  mall('/refund_returns', 'titles.refundReturns', () => import('../features/policies/RefundReturnsPage')),
  mall(
    '/Shipping_and_delivery',
    'titles.shippingDelivery',
    () => import('../features/policies/ShippingDeliveryPage'),
  ),

  // No shell
  bare('/login', 'titles.login', () => import('../features/auth/LoginPage')),
  bare('/registerPage', 'titles.registerPage', () => import('../features/auth/RegisterPage')),
  bare('/forgetPass', 'titles.forgetPass', () => import('../features/auth/ForgetPassPage')),
  bare('/AddProduct', 'titles.addProduct'),
  bare('/404', 'titles.notFound', () => import('../features/errors/NotFoundPage')),

  // Back office: static routes
  office('/Welcome', 'titles.welcome', () => import('../features/office/WelcomePage')),
  office('/403', 'titles.forbidden', () => import('../features/errors/ForbiddenPage')),
  office('/About', 'titles.about', () => import('../features/office/AboutPage')),
  office('/Settlement', 'titles.settlement', () => import('../features/account/SettlementPage')),
  office('/System/password', 'titles.systemPassword', changePassword),
  office('/System/exportRecord', 'titles.systemExportRecord'),

  // Back office: page inventory of the server menu
  office('/CRM/canceledOrder', 'titles.crmCanceledOrder'),
  office('/CRM/dashboard', 'titles.crmDashboard'),
  office('/CRM/myOrder', 'titles.crmMyOrder'),
  office('/CRM/orderFulfillment', 'titles.crmOrderFulfillment'),
  office('/CRM/orderPay', 'titles.crmOrderPay'),
  office('/CRM/pendingOrder', 'titles.crmPendingOrder'),
  office('/CRM/store', 'titles.crmStore'),
  office('/System/assign', 'titles.systemAssign'),
  office('/System/rolesList', 'titles.systemRolesList'),
  office('/System/staffList', 'titles.systemStaffList'),
  office('/System/staffManagement', 'titles.systemStaffManagement'),
  office('/businessCenter/product', 'titles.businessProduct'),
  office('/businessCenter/productDownload', 'titles.businessProductDownload'),
  office('/businessCenter/productPublish', 'titles.businessProductPublish'),
  office('/businessCenter/seeMoreProduct', 'titles.businessSeeMoreProduct'),
  office('/businessCenter/AddProduct', 'titles.businessAddProduct'),
  office('/cashCenter/applyCash', 'titles.cashApplyCash'),
  office('/cashCenter/cashRecord', 'titles.cashCashRecord'),
  office('/cashCenter/paymentDetails', 'titles.cashPaymentDetails'),
  office('/cashCenter/paymentSettlement', 'titles.cashPaymentSettlement'),
  office('/coupon/index', 'titles.couponIndex'),
  office('/coupon/index2', 'titles.couponIndex2'),
  office('/message/index', 'titles.messageIndex'),
  office('/message/message2', 'titles.messageMessage2'),
  office('/myCenter/api', 'titles.myCenterApi'),
  office(
    '/myCenter/bindMobile',
    'titles.myCenterBindMobile',
    () => import('../features/account/BindMobilePage'),
  ),
  office(
    '/myCenter/businessInfo',
    'titles.myCenterBusinessInfo',
    () => import('../features/account/BusinessInfoPage'),
  ),
  office('/myCenter/cartList', 'titles.myCenterCartList'),
  office('/myCenter/changePassword', 'titles.myCenterChangePassword', changePassword),
  office('/myCenter/collectList', 'titles.myCenterCollectList'),
  office('/myCenter/orderList', 'titles.myCenterOrderList'),
  office('/order/address', 'titles.orderAddress'),
  office('/order/afterSaleDetail', 'titles.orderAfterSaleDetail'),
  office('/order/ordinaryDetail', 'titles.orderOrdinaryDetail'),
  office('/order/ordinaryOrder', 'titles.orderOrdinaryOrder'),
];
