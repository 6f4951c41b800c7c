/** Ledger reasons and messages of seller income and withdrawals, in both languages. */
export const cashText = {
  incomeReason: { en: 'Income of finished order {orderNo}', zh: '订单 {orderNo} 已完成，收入入账' },
  holdReason: { en: 'Withdrawal {withdrawalNo} applied', zh: '提现申请 {withdrawalNo}' },
  returnReason: {
    en: 'Withdrawal {withdrawalNo} {action}: amount returned',
    zh: '提现申请 {withdrawalNo} 已{action}，金额退回',
  },
  actions: {
    reject: { en: 'rejected', zh: '驳回' },
    cancel: { en: 'cancelled', zh: '取消' },
  },
  states: {
    pending: { en: 'pending', zh: '待处理' },
    paid: { en: 'paid', zh: '已打款' },
    rejected: { en: 'rejected', zh: '已驳回' },
    cancelled: { en: 'cancelled', zh: '已取消' },
  },
  incomeTitle: { en: 'Income from order {orderNo}', zh: '订单 {orderNo} 收入到账' },
  incomeContent: {
    en: 'Order {orderNo} is finished: {amount} USD was added to your balance.',
    zh: '订单 {orderNo} 已完成，{amount} 美元已计入您的余额。',
  },
  paidTitle: { en: 'Withdrawal {withdrawalNo} paid', zh: '提现 {withdrawalNo} 已打款' },
  paidContent: {
    en: 'Your withdrawal of {amount} USD was paid to your {method} account.',
    zh: '您的 {amount} 美元提现已打款至您的 {method} 账户。',
  },
  rejectedTitle: { en: 'Withdrawal {withdrawalNo} rejected', zh: '提现 {withdrawalNo} 被驳回' },
  rejectedContent: {
    en: 'Your withdrawal of {amount} USD was rejected: {reason}. The amount is back in your balance.',
    zh: '您的 {amount} 美元提现被驳回：{reason}。金额已退回您的余额。',
  },
} as const;
