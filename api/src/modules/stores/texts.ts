/** The stores module's refusals, in both languages. */
export const storeTexts = {
  credentials: {
    en: 'The store refused these credentials. Check them in your store admin and try again.',
    zh: '店铺拒绝了这些凭据，请在店铺后台核对后重试。',
  },
  unreachable: {
    en: 'The store at {domain} could not be reached, or it is not a {platform} store. Check the address.',
    zh: '无法连接 {domain} 的店铺，或它不是 {platform} 店铺，请检查地址。',
  },
  private: {
    en: 'The address {domain} is inside a private network; connect a store that is reachable on the internet.',
    zh: '地址 {domain} 位于内网，请连接可从互联网访问的店铺。',
  },
  busy: {
    en: 'The store is answering too many requests. Try again in a minute.',
    zh: '店铺请求过于频繁，请稍后再试。',
  },
  refused: {
    en: 'The store refused the request. Check that the app may read the shop and its products.',
    zh: '店铺拒绝了请求，请确认应用拥有读取店铺和商品的权限。',
  },
  notFound: { en: 'Store not found', zh: '店铺不存在' },
  already: { en: 'This store is already connected', zh: '该店铺已连接' },
  state: {
    en: 'This store cannot do that in its current state',
    zh: '店铺当前状态不允许此操作',
  },
  notActive: {
    en: 'The store "{name}" is paused or disconnected: resume it on the Stores page before publishing to it',
    zh: '店铺“{name}”已暂停或已断开：请先在店铺页面恢复后再发布',
  },
  sandboxOff: {
    en: 'The sandbox store is not available on this server',
    zh: '本服务器未开启沙箱店铺',
  },
} as const;

/** Why publishing a product to a store failed; stored as the key, shown in the reader's language. */
export const publishFailureTexts = {
  credentials: {
    en: 'The store refused our credentials: reconnect it on the Stores page',
    zh: '店铺拒绝了凭据：请在店铺页面重新连接',
  },
  unreachable: { en: 'The store could not be reached', zh: '无法连接店铺' },
  private: {
    en: "The store's address is inside a private network: it cannot be published to",
    zh: '店铺地址位于内网，无法发布',
  },
  busy: {
    en: 'The store kept answering "too many requests"; publish again later',
    zh: '店铺持续返回“请求过多”，请稍后重新发布',
  },
  refused: {
    en: 'The store refused the product: check that the app may write products',
    zh: '店铺拒绝了该商品：请确认应用拥有写入商品的权限',
  },
  offShelf: { en: 'The product is no longer on sale in the mall', zh: '该商品已在商城下架' },
  storeOff: {
    en: 'The store was paused or disconnected before the product was sent',
    zh: '发送商品前店铺已暂停或断开',
  },
  failed: { en: 'Publishing failed; please try again', zh: '发布失败，请重试' },
} as const;
export type PublishFailure = keyof typeof publishFailureTexts;

/** Store orders: webhooks and sync. */
export const storeOrderTexts = {
  badSignature: { en: 'The webhook signature is not valid', zh: '回调签名无效' },
  badOrder: { en: 'The webhook does not carry an order', zh: '回调内容不是订单' },
  lineNotFound: { en: 'Order line not found', zh: '订单行不存在' },
  noSuchSku: {
    en: 'No mall product on sale has the SKU "{sku}" (or several do)',
    zh: '没有在售的商城商品使用 SKU“{sku}”（或有多个）',
  },
  notActive: {
    en: 'The store "{name}" is paused or disconnected: resume it on the Stores page to sync its orders',
    zh: '店铺“{name}”已暂停或已断开：请先在店铺页面恢复后再同步订单',
  },
} as const;
