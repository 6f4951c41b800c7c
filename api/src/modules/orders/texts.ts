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
