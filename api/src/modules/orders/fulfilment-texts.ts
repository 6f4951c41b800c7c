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
  status: {
    unpaid: { en: 'unpaid', zh: '待付款' },
    paid: { en: 'paid', zh: '已付款' },
    shipped: { en: 'shipped', zh: '已发货' },
    finished: { en: 'finished', zh: '已完成' },
    cancelled: { en: 'cancelled', zh: '已取消' },
    refunded: { en: 'refunded', zh: '已退款' },
  },
  event: {
    paid: { en: 'Payment received; the seller is preparing the parcel', zh: '已付款，卖家正在备货' },
    shipped: {
      en: 'Shipped with {carrier}, tracking number {trackingNo}',
      zh: '已由{carrier}发出，运单号 {trackingNo}',
    },
    finished: { en: 'Received by the buyer', zh: '买家已确认收货' },
  },
} as const;
