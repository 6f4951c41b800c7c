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
  sandboxOff: {
    en: 'The sandbox store is not available on this server',
    zh: '本服务器未开启沙箱店铺',
  },
} as const;
