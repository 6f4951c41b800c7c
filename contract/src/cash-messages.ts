/**
 * Messages of withdrawals (spec 001 §2 "Withdrawal management"), in both languages. The schemas of `cash.ts`
 * use the keys, so the apply page and POST /cash/apply say the same.
 */
export const cashMessages = {
  withdrawAmountFormat: {
    en: 'the amount must be a number above 0 with at most 2 decimals',
    zh: '金额必须是大于 0 且最多两位小数的数字',
  },
  withdrawMinimum: { en: 'the minimum withdrawal is 10.00 USD', zh: '最低提现金额为 10.00 美元' },
  withdrawAboveBalance: {
    en: 'the amount exceeds your available balance ({balance} USD)',
    zh: '提现金额超过可用余额（{balance} 美元）',
  },
  payoutMethodInvalid: { en: 'choose Pix or bank transfer', zh: '请选择 Pix 或银行转账' },
  pixKeyInvalid: {
    en: 'the Pix key must be a CPF, CNPJ, e-mail, phone (+55 and 10-11 digits) or random key',
    zh: 'Pix 密钥必须是 CPF、CNPJ、邮箱、手机号（+55 加 10-11 位数字）或随机密钥',
  },
  bankNameInvalid: {
    en: 'please enter the bank name (up to 100 characters)',
    zh: '请填写银行名称（最多 100 个字符）',
  },
  branchInvalid: {
    en: 'the branch is 1 to 5 digits, with an optional check digit (e.g. 0001-9)',
    zh: '支行号为 1 到 5 位数字，可带校验位（如 0001-9）',
  },
  accountNumberInvalid: {
    en: 'the account number is 1 to 13 digits, with an optional check digit (e.g. 12345-6)',
    zh: '账号为 1 到 13 位数字，可带校验位（如 12345-6）',
  },
  holderNameInvalid: {
    en: 'please enter the account holder’s name (up to 100 characters)',
    zh: '请填写开户人姓名（最多 100 个字符）',
  },
  withdrawalNotFound: { en: 'This withdrawal does not exist', zh: '该提现申请不存在' },
  withdrawalNotPending: {
    en: 'This withdrawal is no longer pending: it is {state}. Refresh to see it.',
    zh: '该提现申请已不是待处理状态（当前：{state}），请刷新查看。',
  },
} as const;
