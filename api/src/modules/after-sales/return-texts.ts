/** What after-sales say about a return's items and their receipt into stock, in both languages. */
export const returnText = {
  itemUnknown: { en: 'That item is not part of this order', zh: '该商品不在此订单中' },
  tooMany: {
    en: 'You bought {num} of “{title}”: return at most that many',
    zh: '“{title}”您只购买了 {num} 件，退货数量不能超过该数量',
  },
  tooManyLeft: {
    en: 'Earlier returns brought some of “{title}” back: at most {num} more can be returned',
    zh: '“{title}”已有部分退回，最多还能退 {num} 件',
  },
  lineUnknown: { en: 'That line is not part of this return', zh: '该行不属于此退货' },
  receivedAbove: {
    en: 'The buyer sent back {num} of “{title}”: receive at most that many',
    zh: '买家退回“{title}”{num} 件，收货数量不能超过该数量',
  },
  nothingReceived: {
    en: 'Enter at least one item that arrived (a parcel with nothing usable is rejected under After-sale Handling)',
    zh: '请至少填写一件实际收到的商品（若包裹无可用商品，请在售后处理中拒绝收货）',
  },
  alreadyReceived: {
    en: 'This return was received into stock already',
    zh: '该退货已入库',
  },
  notOnItsWay: {
    en: 'Only a return the buyer has sent back can be received into stock',
    zh: '只有买家已寄回的退货才能入库',
  },
};
