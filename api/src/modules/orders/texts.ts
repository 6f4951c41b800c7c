/** What checkout and orders say to people, in both languages. */
export const checkoutText = {
  noAddress: { en: 'please add your delivery address', zh: '请添加收货地址' },
  cartLineMissing: {
    en: 'Some items are no longer in your cart (already ordered or removed)',
    zh: '部分商品已不在购物车中（已下单或已删除）',
  },
  notBuyable: {
    en: '"{title}" can no longer be bought (off shelf or not enough stock)',
    zh: '“{title}”已无法购买（已下架或库存不足）',
  },
  noShipping: { en: 'We cannot ship to {country} yet', zh: '暂不支持配送到 {country}' },
  duplicateLine: { en: 'The same cart item appears twice', zh: '同一购物车商品出现了两次' },
  linesAlreadyOrdered: {
    en: 'These cart items were already ordered or changed; open your orders or the cart again',
    zh: '这些购物车商品已下单或已变更，请查看订单或重新打开购物车',
  },
  wrongGroup: { en: 'An item is listed under the wrong seller', zh: '商品所属商家不正确' },
  priceChanged: {
    en: 'The price of "{title}" has changed; please review your order',
    zh: '“{title}”的价格已变化，请重新确认订单',
  },
  outOfStock: { en: '"{title}" is out of stock', zh: '“{title}”库存不足' },
  orderMissing: { en: 'This order does not exist', zh: '该订单不存在' },
  notCancellable: { en: 'Only unpaid orders can be cancelled', zh: '只有待付款订单可以取消' },
  notReceivable: { en: 'Only shipped orders can be confirmed as received', zh: '只有已发货订单可以确认收货' },
} as const;

/** The messages orders send: to the buyer when paid or cancelled by the timeout, to the seller when paid. */
export const orderNoticeText = {
  paidTitle: { en: 'Order {orderNo} is paid', zh: '订单 {orderNo} 已支付' },
  paidContent: {
    en: 'We received {total} USD for order {orderNo}. The seller will ship it soon.',
    zh: '订单 {orderNo} 已收到付款 {total} 美元，卖家将尽快发货。',
  },
  soldTitle: { en: 'New paid order {orderNo}', zh: '新的已付款订单 {orderNo}' },
  soldContent: {
    en: 'Order {orderNo} of {total} USD was paid and is waiting to be shipped.',
    zh: '订单 {orderNo}（{total} 美元）已付款，等待发货。',
  },
  timeoutTitle: { en: 'Order {orderNo} was cancelled', zh: '订单 {orderNo} 已取消' },
  timeoutContent: {
    en: 'Order {orderNo} was not paid in time and has been cancelled; its stock and coupon were released.',
    zh: '订单 {orderNo} 未在规定时间内付款，已自动取消，库存和优惠券已退回。',
  },
} as const;

/** The message a buyer gets when the seller ships an order. */
export const shippedText = {
  title: { en: 'Order {orderNo} has shipped', zh: '订单 {orderNo} 已发货' },
  content: {
    en: 'Order {orderNo} is on its way with {carrier}. Tracking number: {trackingNo}.',
    zh: '订单 {orderNo} 已由{carrier}发出，运单号：{trackingNo}。',
  },
} as const;

/** The order states in words, as messages name them. */
export const orderStatusText = {
  unpaid: { en: 'unpaid', zh: '待付款' },
  paid: { en: 'paid', zh: '已付款' },
  pending_dispatch: { en: 'pending dispatch', zh: '待出库' },
  shipped: { en: 'shipped', zh: '已发货' },
  finished: { en: 'finished', zh: '已完成' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  refunded: { en: 'refunded', zh: '已退款' },
} as const;

/** What shipping an order says to people, in both languages. */
export const fulfilmentText = {
  orderMissing: { en: 'This order does not exist', zh: '该订单不存在' },
  alreadyShipped: {
    en: 'Order {orderNo} has already been shipped',
    zh: '订单 {orderNo} 已发货，不能重复发货',
  },
  notShippable: {
    en: 'Only paid orders can be shipped; order {orderNo} is {status}',
    zh: '只有已付款订单可以发货；订单 {orderNo} 当前为{status}',
  },
  unknownCarrier: { en: 'Please choose one of the listed carriers', zh: '请选择列表中的物流公司' },
  notAcknowledgeable: {
    en: 'Only paid orders waiting for the seller can be acknowledged; order {orderNo} is {status}',
    zh: '只有待卖家处理的已付款订单可以确认；订单 {orderNo} 当前为{status}',
  },
  status: orderStatusText,
  event: {
    paid: { en: 'Payment received; the seller is preparing the parcel', zh: '已付款，卖家正在备货' },
    acknowledged: {
      en: 'The seller acknowledged the order; it waits for dispatch from the warehouse',
      zh: '卖家已确认订单，等待仓库出库',
    },
    shipped: {
      en: 'Shipped with {carrier}, tracking number {trackingNo}',
      zh: '已由{carrier}发出，运单号 {trackingNo}',
    },
    finished: { en: 'Received by the buyer', zh: '买家已确认收货' },
  },
} as const;
