export const payText = {
  orderMissing: { en: 'Some of these orders do not exist', zh: '部分订单不存在' },
  notPayable: {
    en: 'This order can no longer be paid (it was cancelled or closed)',
    zh: '该订单已无法支付（已取消或已关闭）',
  },
  amountMismatch: {
    en: 'The amount to pay is {expected}, not {given}; please reload the order',
    zh: '应付金额为 {expected}，而不是 {given}，请刷新订单',
  },
  notZero: { en: 'Only an order totalling 0 can be paid this way', zh: '只有金额为 0 的订单可以这样支付' },
  insufficient: {
    en: 'Your balance of {balance} USD does not cover {amount} USD',
    zh: '您的余额 {balance} 美元不足以支付 {amount} 美元',
  },
  badSignature: { en: 'The webhook signature is not valid', zh: '回调签名无效' },
  badEvent: { en: 'The webhook body is not a payment event', zh: '回调内容不是支付事件' },
  paymentMissing: { en: 'This payment does not exist', zh: '该支付不存在' },
  methodUnavailable: {
    en: 'This payment method is not available; please pay with your balance',
    zh: '该支付方式暂不可用，请使用余额支付',
  },
  providerFailed: {
    en: 'The payment provider did not answer; please try again in a moment',
    zh: '支付服务商暂无响应，请稍后重试',
  },
  refundReason: {
    en: 'Payment {paymentNo} arrived after order {orderNo} was closed: refunded to balance',
    zh: '支付 {paymentNo} 到账时订单 {orderNo} 已关闭：已退回余额',
  },
  paymentReason: { en: 'Payment of order(s) {orders}', zh: '支付订单 {orders}' },
  samplesOnly: {
    en: 'With the Try-on List page you can pay sample orders only',
    zh: '试穿列表权限只能支付样品订单',
  },
} as const;

export const topUpText = {
  providerFailed: {
    en: 'The payment provider did not answer; please try again in a moment',
    zh: '支付服务商暂无响应，请稍后重试',
  },
  ledgerReason: {
    en: 'Top-up {topUpNo} (provider reference {ref})',
    zh: '充值 {topUpNo}（支付服务商参考号 {ref}）',
  },
} as const;

/** The message of a dispute (chargeback) opened on a payment (issue 33, item 4). */
export const disputeText = {
  title: { en: 'Payment {paymentNo} is disputed', zh: '付款 {paymentNo} 被发起争议（拒付）' },
  content: {
    en: 'The buyer’s bank opened a dispute of {amount} on payment {paymentNo} (orders {orderNos}), reason: {reason}. The money of these orders is frozen: no refund of them is paid until the dispute is settled.',
    zh: '买家的银行对付款 {paymentNo}（订单 {orderNos}）发起了 {amount} 的争议，原因：{reason}。这些订单的款项已冻结：争议解决前不会支付其退款。',
  },
};

/** The messages of a dispute the bank decided (charge.dispute.closed, issue 33). */
export const disputeClosedText = {
  won: {
    title: { en: 'Dispute of payment {paymentNo} won', zh: '付款 {paymentNo} 的争议已胜诉' },
    buyer: {
      en: 'The bank decided the dispute of {amount} on payment {paymentNo} (orders {orderNos}) in the platform’s favour. Nothing was taken back; refunds of these orders can be paid again.',
      zh: '银行已就付款 {paymentNo}（订单 {orderNos}）{amount} 的争议作出有利于平台的裁决。没有扣回任何款项；这些订单的退款可以重新支付。',
    },
    seller: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was won. The money of these orders is no longer frozen: a refund that failed because of it can be retried.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已胜诉。这些订单的款项不再冻结：因此失败的退款可以重试。',
    },
    operator: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was won. Its refunds are unfrozen.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已胜诉，其退款已解冻。',
    },
  },
  lost: {
    title: { en: 'Dispute of payment {paymentNo} lost', zh: '付款 {paymentNo} 的争议已败诉' },
    buyer: {
      en: 'The bank decided the dispute of {amount} on payment {paymentNo} (orders {orderNos}) for you and returned the money to your card. {taken} was taken from your balance, as the platform paid these orders’ sellers.',
      zh: '银行已就付款 {paymentNo}（订单 {orderNos}）{amount} 的争议作出有利于您的裁决，款项已退回您的卡。由于平台已向这些订单的卖家付款，已从您的余额扣除 {taken}。',
    },
    seller: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was lost: the buyer’s bank took the money back, and the platform took {taken} from the buyer’s balance. Your income is not touched; refunds of these orders can be paid again.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已败诉：买家的银行扣回了款项，平台已从买家余额扣除 {taken}。您的收入不受影响；这些订单的退款可以重新支付。',
    },
    operator: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was lost. {taken} was taken from the buyer’s balance; nothing is left to recover.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已败诉。已从买家余额扣除 {taken}，无待追回款项。',
    },
  },
  lostShort: {
    title: { en: 'Dispute of payment {paymentNo} lost', zh: '付款 {paymentNo} 的争议已败诉' },
    buyer: {
      en: 'The bank decided the dispute of {amount} on payment {paymentNo} (orders {orderNos}) for you and returned the money to your card. {taken} was taken from your balance; {short} is still owed to the platform, which will contact you.',
      zh: '银行已就付款 {paymentNo}（订单 {orderNos}）{amount} 的争议作出有利于您的裁决，款项已退回您的卡。已从您的余额扣除 {taken}；仍欠平台 {short}，平台将与您联系。',
    },
    seller: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was lost: the buyer’s bank took the money back. Refunds of these orders stay frozen until the platform recovers the rest.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已败诉：买家的银行扣回了款项。在平台追回余款之前，这些订单的退款仍被冻结。',
    },
    operator: {
      en: 'The dispute of {amount} on payment {paymentNo} (orders {orderNos}) was lost. {taken} was taken from the buyer’s balance; {short} is still to recover from the buyer. Refunds of these orders stay frozen.',
      zh: '付款 {paymentNo}（订单 {orderNos}）{amount} 的争议已败诉。已从买家余额扣除 {taken}；仍需向买家追回 {short}。这些订单的退款仍被冻结。',
    },
  },
  ledgerReason: {
    en: 'Dispute {disputeId} of payment {paymentNo} lost: the bank took the payment back',
    zh: '付款 {paymentNo} 的争议 {disputeId} 败诉：银行扣回了款项',
  },
};
