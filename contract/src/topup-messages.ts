/** Messages of balance top-ups, in both languages (the schemas of `topups.ts` use the keys). */
export const topUpMessages = {
  topUpAmountFormat: {
    en: 'the amount must be a number above 0 with at most 2 decimals',
    zh: '金额必须是大于 0 且最多两位小数的数字',
  },
  topUpMethodInvalid: {
    en: 'choose how to pay: Pix, boleto or card',
    zh: '请选择支付方式：Pix、Boleto 或银行卡',
  },
  topUpBelowMinimum: {
    en: 'the smallest top-up is {minimum} USD',
    zh: '最低充值金额为 {minimum} 美元',
  },
  topUpAboveMaximum: {
    en: 'the largest top-up is {maximum} USD',
    zh: '最高充值金额为 {maximum} 美元',
  },
  topUpMethodUnavailable: {
    en: 'This payment method is not available for top-ups here',
    zh: '此处暂不支持该充值方式',
  },
  topUpUnavailable: {
    en: 'Top-ups are not available: no payment provider is configured',
    zh: '暂不支持充值：未配置支付服务商',
  },
  topUpNotFound: { en: 'This top-up does not exist', zh: '该充值记录不存在' },
} as const;
