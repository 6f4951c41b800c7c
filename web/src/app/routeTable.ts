import type { ComponentType } from 'react';
import { type PagePrefetch, prefetchDetail, prefetchHome, prefetchList } from '../features/mall';
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
  /** Route meta NoTabPage (spec 001 §3): the page opens no tab in the back office's tab bar. */
  noTab?: boolean;
  /** The page's reads, asked as the app starts when it is the page opened (router.ts preloadRoute). */
  prefetch?: PagePrefetch;
  /**
   * A storefront page that draws no antd component when it opens and wraps its antd parts in AntdTheme
   * itself; the router wraps every other mall page (and the office and bare layouts) in one.
   */
  ownTheme?: true;
}

// Screens that later issues build; replace the loader when the page lands.
const comingSoon: PageLoader = () => import('../features/placeholder/ComingSoonPage');
/** Whether a route still shows the "coming soon" placeholder (scripts/menu-pages.test.ts counts them). */
export const isPlaceholder = (route: AppRoute): boolean => route.load === comingSoon;
// Two routes of the spec show the same page (settings opens /System/password; AddProduct bare and in the shell).
const addProduct: PageLoader = () => import('../features/seller/AddProductPage');
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
const noTab = (route: AppRoute): AppRoute => ({ ...route, noTab: true });

/** Every route of spec 000 §2 and spec 001 §2 (static routes and the page inventory of the menu). */
export const APP_ROUTES: readonly AppRoute[] = [
  // Storefront
  // The three a visitor lands on most: their data is asked as the app starts (docs/benchmarks.md).
  {
    ...mall('/', 'titles.home', () => import('../features/mall/home/HomePage')),
    prefetch: prefetchHome,
    ownTheme: true,
  },
  {
    ...mall('/mall/list', 'titles.mallList', () => import('../features/mall/list/ListPage')),
    prefetch: prefetchList,
    ownTheme: true,
  },
  {
    ...mall(
      '/mall/productDetail',
      'titles.productDetail',
      () => import('../features/mall/detail/DetailPage'),
    ),
    prefetch: prefetchDetail,
    ownTheme: true,
  },
  mall('/submitOrder', 'titles.submitOrder', () => import('../features/checkout/SubmitOrderPage')),
  mall('/paySuccess', 'titles.paySuccess', () => import('../features/checkout/PaySuccessPage')),
  mall('/payError', 'titles.payError', () => import('../features/checkout/PayErrorPage')),
  mall('/refund_returns', 'titles.refundReturns', () => import('../features/policies/RefundReturnsPage')),
  mall(
    '/api-integrations',
    'titles.apiIntegrations',
    () => import('../features/developers/ApiIntegrationsPage'),
  ),
  mall(
    '/Shipping_and_delivery',
    'titles.shippingDelivery',
    () => import('../features/policies/ShippingDeliveryPage'),
  ),

  // No shell
  bare('/login', 'titles.login', () => import('../features/auth/LoginPage')),
  bare('/registerPage', 'titles.registerPage', () => import('../features/auth/RegisterPage')),
  bare('/forgetPass', 'titles.forgetPass', () => import('../features/auth/ForgetPassPage')),
  bare('/AddProduct', 'titles.addProduct', addProduct),
  bare('/404', 'titles.notFound', () => import('../features/errors/NotFoundPage')),

  // Back office: static routes
  office('/Welcome', 'titles.welcome', () => import('../features/office/WelcomePage')),
  noTab(office('/403', 'titles.forbidden', () => import('../features/errors/ForbiddenPage'))),
  office('/About', 'titles.about', () => import('../features/office/AboutPage')),
  noTab(office('/Settlement', 'titles.settlement', () => import('../features/account/SettlementPage'))),
  office('/System/password', 'titles.systemPassword', changePassword),
  office(
    '/System/exportRecord',
    'titles.systemExportRecord',
    () => import('../features/exports/ExportRecordPage'),
  ),

  // Back office: page inventory of the server menu
  office(
    '/CRM/canceledOrder',
    'titles.crmCanceledOrder',
    () => import('../features/crm-orders/CancelledOrdersPage'),
  ),
  office('/CRM/dashboard', 'titles.crmDashboard', () => import('../features/crm-dashboard/CrmDashboardPage')),
  office('/CRM/myOrder', 'titles.crmMyOrder', () => import('../features/store-orders/StoreOrdersPage')),
  office(
    '/CRM/orderFulfillment',
    'titles.crmOrderFulfillment',
    () => import('../features/fulfilment/OrderFulfillmentPage'),
  ),
  office('/CRM/orderPay', 'titles.crmOrderPay', () => import('../features/crm-orders/OrderPayPage')),
  office(
    '/CRM/pendingOrder',
    'titles.crmPendingOrder',
    () => import('../features/fulfilment/PendingOrdersPage'),
  ),
  office('/CRM/store', 'titles.crmStore', () => import('../features/stores/StoresPage')),
  office(
    '/CRM/afterSale',
    'titles.crmAfterSale',
    () => import('../features/after-sales/SellerAfterSalePage'),
  ),
  office('/System/assign', 'titles.systemAssign', () => import('../features/system/AssignPage')),
  office('/System/rolesList', 'titles.systemRolesList', () => import('../features/system/RolesPage')),
  office('/System/staffList', 'titles.systemStaffList', () => import('../features/system/BusinessUsersPage')),
  office(
    '/System/operatorList',
    'titles.systemOperatorList',
    () => import('../features/system/OperatorsPage'),
  ),
  office(
    '/System/staffManagement',
    'titles.systemStaffManagement',
    () => import('../features/system/StaffManagementPage'),
  ),
  office(
    '/businessCenter/product',
    'titles.businessProduct',
    () => import('../features/seller/ProductListPage'),
  ),
  office(
    '/businessCenter/productDownload',
    'titles.businessProductDownload',
    () => import('../features/exports/ProductDownloadPage'),
  ),
  office(
    '/businessCenter/productPublish',
    'titles.businessProductPublish',
    () => import('../features/exports/ProductPublishPage'),
  ),
  office(
    '/businessCenter/seeMoreProduct',
    'titles.businessSeeMoreProduct',
    () => import('../features/seller/SeeMoreProductPage'),
  ),
  office('/businessCenter/AddProduct', 'titles.businessAddProduct', addProduct),
  office(
    '/businessCenter/brandList',
    'titles.businessBrandList',
    () => import('../features/brands/BrandListPage'),
  ),
  office(
    '/businessCenter/tryOnList',
    'titles.businessTryOnList',
    () => import('../features/samples/TryOnListPage'),
  ),
  office('/cashCenter/applyCash', 'titles.cashApplyCash', () => import('../features/cash/ApplyCashPage')),
  office('/cashCenter/cashRecord', 'titles.cashCashRecord', () => import('../features/cash/CashRecordPage')),
  office(
    '/cashCenter/paymentDetails',
    'titles.cashPaymentDetails',
    () => import('../features/cash/PaymentDetailsPage'),
  ),
  office(
    '/cashCenter/paymentSettlement',
    'titles.cashPaymentSettlement',
    () => import('../features/cash/PaymentSettlementPage'),
  ),
  office('/cashCenter/recharge', 'titles.cashRecharge', () => import('../features/cash/RechargePage')),
  office('/coupon/index', 'titles.couponIndex', () => import('../features/coupons/MyCouponsPage')),
  office('/coupon/index2', 'titles.couponIndex2', () => import('../features/coupons/CouponCentrePage')),
  office('/message/index', 'titles.messageIndex', () => import('../features/messages/MessagesPage')),
  office(
    '/message/message2',
    'titles.messageMessage2',
    () => import('../features/messages/SystemMessagesPage'),
  ),
  office('/myCenter/api', 'titles.myCenterApi', () => import('../features/api-keys/ApiKeysPage')),
  office(
    '/myCenter/warehouses',
    'titles.myCenterWarehouses',
    () => import('../features/stock/OwnWarehousesPage'),
  ),
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
  // The cart sits in the storefront shell: reached from the mall header, it leads on to /submitOrder.
  mall('/myCenter/cartList', 'titles.myCenterCartList', () => import('../features/cart/CartPage')),
  office('/myCenter/changePassword', 'titles.myCenterChangePassword', changePassword),
  office(
    '/myCenter/collectList',
    'titles.myCenterCollectList',
    () => import('../features/mall/favourites/CollectListPage'),
  ),
  // The personal centre's order list is the buyer's order list of /order/ordinaryOrder (one page, two entries).
  office('/myCenter/orderList', 'titles.myCenterOrderList', () => import('../features/orders/OrderListPage')),
  office('/order/address', 'titles.orderAddress', () => import('../features/addresses/AddressBookPage')),
  office(
    '/order/afterSaleDetail',
    'titles.orderAfterSaleDetail',
    () => import('../features/after-sales/AfterSaleDetailPage'),
  ),
  office(
    '/order/afterSale',
    'titles.orderAfterSale',
    () => import('../features/after-sales/BuyerAfterSalePage'),
  ),
  office(
    '/order/ordinaryDetail',
    'titles.orderOrdinaryDetail',
    () => import('../features/orders/OrderDetailPage'),
  ),
  office(
    '/order/ordinaryOrder',
    'titles.orderOrdinaryOrder',
    () => import('../features/orders/OrderListPage'),
  ),

  // Back office: pages of our menu design (platform review queues, stock management)
  office(
    '/System/settlementReview',
    'titles.systemSettlementReview',
    () => import('../features/system/SettlementReviewPage'),
  ),
  office(
    '/System/productReview',
    'titles.systemProductReview',
    () => import('../features/seller/ProductReviewPage'),
  ),
  office(
    '/System/withdrawalReview',
    'titles.systemWithdrawalReview',
    () => import('../features/cash/WithdrawalReviewPage'),
  ),
  office(
    '/System/paymentSettlement',
    'titles.systemPaymentSettlement',
    () => import('../features/cash/OperatorSettlementPage'),
  ),
  office(
    '/System/sellerLists',
    'titles.systemSellerLists',
    () => import('../features/seller-lists/SellerListsPage'),
  ),
  office(
    '/System/couponTemplates',
    'titles.systemCouponTemplates',
    () => import('../features/coupon-admin/CouponTemplatesPage'),
  ),
  office(
    '/System/announcement',
    'titles.systemAnnouncement',
    () => import('../features/messages/AnnouncementsPage'),
  ),
  office(
    '/System/agreement',
    'titles.systemAgreement',
    () => import('../features/agreements/AgreementsAdminPage'),
  ),
  office('/stock/inventory', 'titles.stockInventory', () => import('../features/stock/InventoryPage')),
  office(
    '/stock/merchantStockIn',
    'titles.stockMerchantStockIn',
    () => import('../features/stock/MerchantStockInPage'),
  ),
  office(
    '/stock/returnStockIn',
    'titles.stockReturnStockIn',
    () => import('../features/stock/ReturnStockInPage'),
  ),
  office(
    '/stock/salesStockOut',
    'titles.stockSalesStockOut',
    () => import('../features/stock/SalesStockOutPage'),
  ),
  office(
    '/stock/warehousePickOut',
    'titles.stockWarehousePickOut',
    () => import('../features/stock/WarehousePickOutPage'),
  ),
  office(
    '/stock/warehouseDifference',
    'titles.stockWarehouseDifference',
    () => import('../features/stock/WarehouseDifferencePage'),
  ),
  office(
    '/stock/thirdPartyStockIn',
    'titles.stockThirdPartyStockIn',
    () => import('../features/stock/ThirdPartyStockInPage'),
  ),
  office(
    '/stock/thirdPartyStockOut',
    'titles.stockThirdPartyStockOut',
    () => import('../features/stock/ThirdPartyStockOutPage'),
  ),
];
