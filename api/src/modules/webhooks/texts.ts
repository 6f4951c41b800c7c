/** The webhooks module's refusals, in both languages. */
export const webhookTexts = {
  notFound: { en: 'Webhook endpoint not found', zh: 'Webhook 端点不存在' },
  deliveryNotFound: { en: 'Webhook delivery not found', zh: 'Webhook 投递记录不存在' },
  tooMany: {
    en: 'A business may register at most {max} webhook endpoints; delete one first',
    zh: '每个商家最多注册 {max} 个 Webhook 端点，请先删除一个',
  },
  privateAddress: {
    en: 'The endpoint {host} is a private, local or reserved address; use a public address',
    zh: '端点 {host} 是私有、本地或保留地址，请使用公网地址',
  },
  unresolvable: {
    en: 'The endpoint host {host} could not be found',
    zh: '无法解析端点主机 {host}',
  },
  selfAddress: {
    en: 'The endpoint cannot be this server itself',
    zh: '端点不能是本服务器自身',
  },
} as const;
