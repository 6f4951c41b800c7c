import type { CrmBlockReason } from '@dropmall/contract';

/** Why a store order cannot be paid yet: shown on the CRM pages, and the 409 of a pay that asks anyway. */
export const crmBlockTexts: Record<CrmBlockReason, { en: string; zh: string }> = {
  unmatched: {
    en: 'Order {order}: {count} line(s) are not matched to a mall product; bind them under My Orders',
    zh: '订单 {order}：有 {count} 行未匹配商城商品，请在“我的订单”中绑定',
  },
  noLines: { en: 'Order {order} has no product lines', zh: '订单 {order} 没有商品行' },
  variantGone: {
    en: 'Order {order}: "{title}" is no longer on sale or has too little stock',
    zh: '订单 {order}：“{title}”已下架或库存不足',
  },
  noAddress: {
    en: 'Order {order} has no shipping address (street, city and country are needed)',
    zh: '订单 {order} 缺少收货地址（需要街道、城市和国家）',
  },
  unknownCountry: {
    en: 'Order {order}: the mall does not deliver to the country "{country}"',
    zh: '订单 {order}：商城不配送到国家“{country}”',
  },
  noShipping: {
    en: 'Order {order}: no carrier ships to {country}',
    zh: '订单 {order}：没有承运商配送到 {country}',
  },
  taxIdMissing: {
    en: "Order {order} ships to Brazil: the customer's CPF or CNPJ is needed (add it with Tax ID)",
    zh: '订单 {order} 寄往巴西：需要客户的 CPF 或 CNPJ（请通过“税号”填写）',
  },
  cancelled: {
    en: 'Order {order} was cancelled in the store',
    zh: '订单 {order} 已在店铺中取消',
  },
  customerUnpaid: {
    en: "Order {order} is awaiting the customer's payment in the store ({status}): it can be paid once the store reports it paid",
    zh: '订单 {order} 正在等待顾客在店铺中付款（{status}）：店铺确认收款后才能支付',
  },
};

/** Refusals of the CRM order calls. */
export const crmTexts = {
  orderNotFound: { en: 'Store order not found', zh: '店铺订单不存在' },
  amountChanged: {
    en: 'The amount to pay is now {expected} USD, not {given}: look at the costs again and pay',
    zh: '应付金额现为 {expected} 美元，而不是 {given}：请重新查看费用后支付',
  },
  alreadyPaid: {
    en: 'Store order {order} has already been paid',
    zh: '店铺订单 {order} 已支付',
  },
  noteLocked: {
    en: 'The tax ID of order {order} can no longer change: its mall orders are placed',
    zh: '订单 {order} 的商城订单已创建，税号不能再修改',
  },
  paymentReason: { en: 'Store order(s) {orders}', zh: '店铺订单 {orders}' },
  addressLocked: {
    en: 'The address of order {order} can no longer change: its payment has started',
    zh: '订单 {order} 已开始支付，地址不能再修改',
  },
  changedWhilePaying: {
    en: 'Order {order} changed in the store while you were paying: look at it again and pay',
    zh: '订单 {order} 在您支付期间已在店铺中变更：请重新查看后支付',
  },
  changedAfterPlacing: {
    en: 'Order {order} changed in the store after its payment started (see My Orders): pay it again once its open payment lapses, or cancel its unpaid mall orders',
    zh: '订单 {order} 在开始支付后已在店铺中变更（见“我的订单”）：请待未完成的支付失效后重新支付，或取消其未支付的商城订单',
  },
  countryUnknown: {
    en: 'The mall does not deliver to the country "{country}"',
    zh: '商城不配送到国家“{country}”',
  },
} as const;
