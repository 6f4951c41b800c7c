/** What after-sales say to people, in both languages. */
export const afterSaleText = {
  orderMissing: { en: 'This order does not exist', zh: '该订单不存在' },
  missing: { en: 'This after-sale request does not exist', zh: '该售后申请不存在' },
  orderNotPaid: {
    en: 'Only paid orders can ask for an after-sale (this one is {status})',
    zh: '只有已付款的订单可以申请售后（该订单状态：{status}）',
  },
  returnNeedsShipment: {
    en: 'A return needs a shipped order; ask for a refund only instead',
    zh: '订单尚未发货，无法退货退款，请申请仅退款',
  },
  alreadyReturned: {
    en: 'The goods of this order were already returned',
    zh: '该订单的商品已退回',
  },
  windowClosed: {
    en: 'After-sales close {days} days after delivery',
    zh: '确认收货超过 {days} 天，已无法申请售后',
  },
  alreadyOpen: {
    en: 'This order already has an after-sale request in progress ({no})',
    zh: '该订单已有进行中的售后申请（{no}）',
  },
  tooManyRefusals: {
    en: 'The seller refused this order’s after-sale twice; no new request can be made',
    zh: '该订单的售后申请已被商家拒绝两次，无法再次申请',
  },
  nothingToRefund: {
    en: 'Nothing is left to refund on this order',
    zh: '该订单已无可退款金额',
  },
  sellerBalanceShort: {
    en: 'This order was finished and its income paid to you: your balance must cover the refund of {amount} USD',
    zh: '该订单已完成，收入已入账：您的余额需足以支付 {amount} 美元的退款',
  },
  incomeRefundReason: {
    en: 'After-sale {afterSaleNo}: refund of finished order {orderNo} taken back from its income',
    zh: '售后 {afterSaleNo}：已完成订单 {orderNo} 的退款从其收入中扣回',
  },
  amountAbove: {
    en: 'The refund amount cannot exceed {refundable} USD',
    zh: '退款金额不能超过 {refundable} 美元',
  },
  voucherNotOurs: {
    en: 'Voucher pictures must be uploaded here: {url}',
    zh: '凭证图片必须通过本站上传：{url}',
  },
  wrongState: {
    en: 'This cannot be done now: the after-sale is {state}',
    zh: '当前无法执行此操作：售后状态为{state}',
  },
  noReturnAddress: {
    en: 'Please add a return address first (Return Address page)',
    zh: '请先添加退货地址（退货地址页面）',
  },
  paymentDisputed: {
    en: 'the payment of this order is disputed (a chargeback): its money is frozen until the dispute is settled',
    zh: '该订单的付款正处于争议（拒付）中：争议解决前款项已冻结',
  },
  providerRefused: {
    en: 'the payment provider refused the refund ({reason})',
    zh: '支付服务商拒绝了退款（{reason}）',
  },
  returnNotLate: {
    en: 'The buyer has {days} days to send the goods back after you agree; wait until {date}',
    zh: '同意退货后买家有 {days} 天寄回商品，请等到 {date}',
  },
  addressMissing: { en: 'This address does not exist', zh: '该地址不存在' },
  refundReason: {
    en: 'After-sale {afterSaleNo} refund of order {orderNo}',
    zh: '售后 {afterSaleNo} 退款（订单 {orderNo}）',
  },
} as const;

/** The after-sale states in words (spec 001 §4's glossary names). */
export const stateText = {
  pending: { en: 'pending merchant handling', zh: '待商家处理' },
  refused: { en: 'merchant refused refund', zh: '商家拒绝退款' },
  to_return: { en: 'to be returned', zh: '待退货' },
  returning: { en: 'returning', zh: '退货中' },
  receipt_rejected: { en: 'merchant rejected receipt', zh: '商家拒绝收货' },
  refunding: { en: 'refunding', zh: '退款中' },
  refund_failed: { en: 'refund failed (abnormal)', zh: '退款失败（异常）' },
  refund_closed: { en: 'refund closed', zh: '退款关闭' },
  refunded: { en: 'refund succeeded', zh: '退款成功' },
  return_refunded: { en: 'return-and-refund succeeded', zh: '退货退款成功' },
  partially_refunded: { en: 'partial refund/return succeeded', zh: '部分退款/退货成功' },
  failed: { en: 'failed', zh: '失败' },
  closed: { en: 'closed', zh: '已关闭' },
} as const;

/** The messages of after-sales: to the seller on a request and a parcel sent back, to the buyer on every decision. */
export const afterSaleNoticeText = {
  createdTitle: { en: 'New after-sale request {no}', zh: '新的售后申请 {no}' },
  createdContent: {
    en: 'The buyer of order {orderNo} asks for {kind} of {amount} USD. Please handle it.',
    zh: '订单 {orderNo} 的买家申请{kind}，金额 {amount} 美元，请及时处理。',
  },
  shippedTitle: { en: 'Return {no} was sent back', zh: '售后 {no} 的退货已寄回' },
  shippedContent: {
    en: 'The buyer sent the goods of order {orderNo} back with {carrier}, tracking number {trackingNo}.',
    zh: '订单 {orderNo} 的买家已通过 {carrier} 寄回商品，物流单号 {trackingNo}。',
  },
  agreedReturnTitle: { en: 'After-sale {no}: please send the goods back', zh: '售后 {no}：请寄回商品' },
  agreedReturnContent: {
    en: 'The seller agreed to the return of order {orderNo}. Send the goods to the return address and enter the tracking number.',
    zh: '商家已同意订单 {orderNo} 的退货，请将商品寄往退货地址并填写物流单号。',
  },
  refusedTitle: { en: 'After-sale {no} was refused', zh: '售后 {no} 已被拒绝' },
  refusedContent: {
    en: 'The seller refused the after-sale of order {orderNo}: {reason}',
    zh: '商家拒绝了订单 {orderNo} 的售后申请：{reason}',
  },
  rejectedTitle: { en: 'After-sale {no}: the seller rejected the parcel', zh: '售后 {no}：商家拒绝收货' },
  rejectedContent: {
    en: 'The seller rejected the goods returned for order {orderNo}: {reason}',
    zh: '商家拒绝接收订单 {orderNo} 退回的商品：{reason}',
  },
  refundedTitle: { en: 'After-sale {no}: {amount} USD refunded', zh: '售后 {no}：已退款 {amount} 美元' },
  refundedContent: {
    en: 'The refund went through: {amount} USD for order {orderNo} is back on your balance.',
    zh: '退款成功：订单 {orderNo} 的 {amount} 美元已退回您的余额。',
  },
  refundedProviderContent: {
    en: 'The refund went through: {amount} USD for order {orderNo} goes back to the card or account you paid with.',
    zh: '退款成功：订单 {orderNo} 的 {amount} 美元将退回您付款时使用的银行卡或账户。',
  },
  refundFailedTitle: { en: 'After-sale {no}: the refund failed', zh: '售后 {no}：退款失败' },
  refundFailedContent: {
    en: 'The refund of {amount} USD for order {orderNo} could not be paid: {failure}. Retry it or close it on the after-sale page.',
    zh: '订单 {orderNo} 的 {amount} 美元退款未能支付：{failure}。请在售后页面重试或关闭。',
  },
  failedTitle: { en: 'After-sale {no} failed', zh: '售后 {no} 已失败' },
  failedContent: {
    en: 'The goods of order {orderNo} were not sent back within {days} days of the seller agreeing: the return ended.',
    zh: '商家同意退货后 {days} 天内未寄回订单 {orderNo} 的商品，退货已结束。',
  },
} as const;

export const kindText = {
  refund: { en: 'a refund', zh: '仅退款' },
  return: { en: 'a return and refund', zh: '退货退款' },
} as const;

export const openRequestText = {
  en: 'This order has an after-sale request in progress ({no}): decide it before shipping',
  zh: '该订单有进行中的售后申请（{no}），请先处理后再发货',
};
