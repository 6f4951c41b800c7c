import { on, type PermissionNeed } from '../http/permissions';

const business = (page: string): PermissionNeed => ({ scope: 'business', page });

/**
 * The back-office pages whose permission the business's buying and account routes ask for (see
 * db/seed/menu-tree.ts). Owners hold them all; a staff member only what their role grants, so a role with no
 * permission can neither buy, nor read the wallet, nor touch the orders, addresses or messages.
 */
export const pages = {
  cart: business('/myCenter/cartList'),
  /** The buyer's order list: the back office's Ordinary Orders and My Profile's Order List. */
  buyerOrders: [business('/order/ordinaryOrder'), business('/myCenter/orderList')],
  /** Checking out and paying happen from the cart or from an order of the list. */
  checkout: [
    business('/myCenter/cartList'),
    business('/order/ordinaryOrder'),
    business('/myCenter/orderList'),
  ],
  /**
   * Sample orders (Try-on List): ordering one unit, its verdict, ordering in bulk; and paying its sample
   * orders only (the payment route checks the orders when the caller holds no checkout page).
   */
  samples: business('/businessCenter/tryOnList'),
  sellerOrders: [business('/CRM/pendingOrder'), business('/CRM/orderFulfillment')],
  /** Orders customers placed in the business's connected stores (CRM "My Orders"). */
  storeOrders: business('/CRM/myOrder'),
  /** The CRM pages of store orders and their money (docs/decisions.md "CRM orders and money"). */
  crmPending: business('/CRM/pendingOrder'),
  crmPay: business('/CRM/orderPay'),
  crmFulfilment: business('/CRM/orderFulfillment'),
  crmCancelled: business('/CRM/canceledOrder'),
  buyerAfterSales: business('/order/afterSale'),
  sellerAfterSales: business('/CRM/afterSale'),
  favourites: business('/myCenter/collectList'),
  myCoupons: business('/coupon/index'),
  paymentDetails: business('/cashCenter/paymentDetails'),
  applyCash: business('/cashCenter/applyCash'),
  /** Balance top-ups (issue 33). */
  recharge: business('/cashCenter/recharge'),
  dashboard: business('/CRM/dashboard'),
  exportRecords: business('/System/exportRecord'),
  productDownload: business('/businessCenter/productDownload'),
  productPublish: business('/businessCenter/productPublish'),
  businessInfo: business('/myCenter/businessInfo'),
  messages: on({ business: '/message/index', platform: '/message/index' }),
} as const;
