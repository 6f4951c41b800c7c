import type { Language } from './constants';
import type { CrmBlockReason } from './crm-orders';
import type { LocalText } from './messages';
import type { OrderStatus } from './orders';
import type { StoreOrderStatus, TrackingPushState } from './store-orders';
import type { StorePlatformKind } from './stores';

/**
 * Where a store order stands on our side: ONE vocabulary for My Orders, Pending Orders, Order Payment,
 * Order Fulfilment and Cancelled Orders (issue 34 item 5; docs/decisions.md "One state of a store order").
 * Derived, never stored: from the store's report (status, customer paid), the lines' matching, why it cannot
 * be paid yet (pricing), our payment (paidAt) and the mall orders it placed (status, tracking push).
 *
 *   awaitingCustomer  the store's customer has not paid the store yet
 *   unmatched         a line has no mall variant (bind it), or its variant is no longer sold
 *   needsDetails      the address, tax id or a carrier to the country is missing
 *   toPay             nothing missing: awaiting the business's payment of the fulfilment
 *   paying            mall orders placed, their payment (pix, boleto) not finished
 *   inFulfilment      paid: the sellers ship
 *   shipped           every mall order shipped; its tracking not yet in the store
 *   trackingSent      every mall order shipped and its tracking sent to the store
 *   fulfilledInStore  the store reports it fulfilled without a mall payment
 *   cancelled         cancelled in the store (before or after payment, not all refunded)
 *   refunded          every mall order it paid was refunded
 */
export const STORE_ORDER_STAGES = [
  'awaitingCustomer',
  'unmatched',
  'needsDetails',
  'toPay',
  'paying',
  'inFulfilment',
  'shipped',
  'trackingSent',
  'fulfilledInStore',
  'cancelled',
  'refunded',
] as const;
export type StoreOrderStage = (typeof STORE_ORDER_STAGES)[number];

/** The facts a stage is derived from. */
export interface StoreOrderFacts {
  /** The store's own status (as it reported it). */
  status: StoreOrderStatus;
  customerPaid: boolean;
  /** Our payment of its fulfilment went through (store_orders.paid_at). */
  paid: boolean;
  /** Lines without a mall variant. */
  unmatched: number;
  /** Why it cannot be paid now (the pricing's reason); null when it can, or when it was not priced. */
  blocked: CrmBlockReason | null;
  /** The mall orders paying it placed (a cancelled one expired unpaid and no longer counts). */
  mallOrders: { status: OrderStatus; trackingState: TrackingPushState }[];
}

/** Reasons that need a line bound to a mall variant. */
const BINDING: readonly CrmBlockReason[] = ['unmatched', 'noLines', 'variantGone'];

/** The one derivation of a store order's stage (used by the api for every CRM page and My Orders). */
export function storeOrderStage(f: StoreOrderFacts): StoreOrderStage {
  const placed = f.mallOrders.filter((m) => m.status !== 'cancelled');
  const allRefunded = placed.length > 0 && placed.every((m) => m.status === 'refunded');
  if (f.status === 'cancelled') return allRefunded ? 'refunded' : 'cancelled';
  if (f.paid) {
    if (allRefunded) return 'refunded';
    const going = placed.filter((m) => m.status !== 'refunded');
    if (going.length === 0 || going.some((m) => m.status !== 'shipped' && m.status !== 'finished'))
      return 'inFulfilment';
    return going.every((m) => m.trackingState === 'sent') ? 'trackingSent' : 'shipped';
  }
  if (placed.length > 0) return 'paying';
  if (f.status === 'fulfilled') return 'fulfilledInStore';
  if (!f.customerPaid) return 'awaitingCustomer';
  if (f.unmatched > 0 || (f.blocked && BINDING.includes(f.blocked))) return 'unmatched';
  if (f.blocked) return 'needsDetails';
  return 'toPay';
}

/** The stage's name in both languages: the only words the pages use for it. */
export const STORE_ORDER_STAGE_LABELS = {
  awaitingCustomer: { en: "Awaiting the customer's payment", zh: '等待顾客付款' },
  unmatched: { en: 'Lines to bind', zh: '待绑定商品' },
  needsDetails: { en: 'Details missing', zh: '待补充信息' },
  toPay: { en: 'Ready to pay', zh: '可支付' },
  paying: { en: 'Payment started', zh: '支付中' },
  inFulfilment: { en: 'Paid, in fulfilment', zh: '已支付，履约中' },
  shipped: { en: 'Shipped', zh: '已发货' },
  trackingSent: { en: 'Shipped, tracking sent to the store', zh: '已发货，物流单号已回传店铺' },
  fulfilledInStore: { en: 'Fulfilled by the store', zh: '店铺已自行履约' },
  cancelled: { en: 'Cancelled', zh: '已取消' },
  refunded: { en: 'Refunded', zh: '已退款' },
} as const satisfies Record<StoreOrderStage, LocalText>;

/** The store's own status, labelled as the store's ("Shopify: pending"), in both languages. */
export const STORE_STATUS_LABELS = {
  pending: { en: 'pending', zh: '待处理' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  fulfilled: { en: 'fulfilled', zh: '已履约' },
} as const satisfies Record<StoreOrderStatus, LocalText>;

/** A platform's short name, as it prefixes the store's own status. */
export const STORE_PLATFORM_NAMES = {
  shopify: { en: 'Shopify', zh: 'Shopify' },
  woocommerce: { en: 'WooCommerce', zh: 'WooCommerce' },
  sandbox: { en: 'Sandbox store', zh: '沙箱店铺' },
  csv: { en: 'Shopify (CSV)', zh: 'Shopify（CSV）' },
} as const satisfies Record<StorePlatformKind, LocalText>;

/** "Shopify: pending": the store's own status, named as the store's, never as ours. */
export function storeStatusLabel(platform: StorePlatformKind, status: StoreOrderStatus, lang: Language) {
  return `${STORE_PLATFORM_NAMES[platform][lang]}${lang === 'zh' ? '：' : ': '}${STORE_STATUS_LABELS[status][lang]}`;
}
