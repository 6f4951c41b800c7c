/** Messages of outgoing webhooks (issue 18, page /myCenter/api), in both languages; `webhooks.ts` uses the keys. */
export const webhookMessages = {
  webhookUrl: {
    en: 'the endpoint is an http:// or https:// address of at most 500 characters',
    zh: '端点须为 http:// 或 https:// 地址，最多 500 个字符',
  },
  webhookEvents: { en: 'choose at least one event', zh: '请至少选择一个事件' },
  webhookDeliveryId: { en: 'unknown delivery id', zh: '投递编号无效' },
  stockLowThreshold: {
    en: 'the low-stock threshold is a whole number from 0 to 100000',
    zh: '低库存阈值为 0 到 100000 之间的整数',
  },
} as const;
