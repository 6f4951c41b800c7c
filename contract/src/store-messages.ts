/**
 * Messages of connected stores (issue 16, CRM "Stores"), in both languages. The schemas of `stores.ts` use
 * the keys, so the store page and POST /store/connect say the same.
 */
export const storeMessages = {
  storePlatform: {
    en: 'choose Shopify, WooCommerce or the sandbox store',
    zh: '请选择 Shopify、WooCommerce 或沙箱店铺',
  },
  autoPayAmount: {
    en: 'an amount in USD from 0 to 1,000,000, at most 2 decimals',
    zh: '金额为 0 到 1,000,000 美元，最多两位小数',
  },
  autoPayCaps: {
    en: 'automatic payment needs a per-order cap and a daily cap above 0, the daily cap at least the per-order cap',
    zh: '自动付款需要大于 0 的单笔上限和每日上限，且每日上限不小于单笔上限',
  },
  syncBuffer: {
    en: 'the safety buffer is a whole number of units from 0 to 100,000',
    zh: '安全库存为 0 到 100,000 的整数件数',
  },
  syncHoldPercent: {
    en: 'the price rise threshold is a percent from 0 to 1,000, at most 2 decimals (0: never held)',
    zh: '涨价阈值为 0 到 1,000 的百分比，最多两位小数（0 表示从不暂缓）',
  },
  syncStop: {
    en: 'choose what a variant the mall stops selling becomes: quantity 0, or its product unpublished',
    zh: '请选择商城停售的规格如何处理：库存设为 0，或下架其商品',
  },
  storeName: { en: 'the store name is 1 to 60 characters', zh: '店铺名称为 1 到 60 个字符' },
  shopDomain: {
    en: 'the shop domain looks like your-shop.myshopify.com',
    zh: '店铺域名格式如 your-shop.myshopify.com',
  },
  shopifyToken: {
    en: 'paste the Admin API access token of your custom app (it starts with shpat_)',
    zh: '请粘贴自定义应用的 Admin API 访问令牌（以 shpat_ 开头）',
  },
  shopifyAuth: {
    en: 'choose how the shop is connected: a Dev Dashboard app, or a legacy custom app token',
    zh: '请选择连接方式：开发者后台应用，或旧版自定义应用令牌',
  },
  shopifyClientId: {
    en: "paste the app's Client ID from the Dev Dashboard (letters and digits)",
    zh: '请粘贴开发者后台中应用的 Client ID（字母和数字）',
  },
  shopifyClientSecret: {
    en: "paste the app's Client secret from the Dev Dashboard (it starts with shpss_)",
    zh: '请粘贴开发者后台中应用的 Client secret（以 shpss_ 开头）',
  },
  shopifyApiSecret: {
    en: "the app's API secret key is letters and digits (it may start with shpss_)",
    zh: '应用的 API 密钥由字母和数字组成（可能以 shpss_ 开头）',
  },
  siteUrl: {
    en: 'the site address starts with https:// (for example https://shop.example.com)',
    zh: '站点地址以 https:// 开头（例如 https://shop.example.com）',
  },
  wooKey: { en: 'the consumer key starts with ck_', zh: '消费者密钥（Consumer key）以 ck_ 开头' },
  bindSku: {
    en: 'enter the SKU of a mall product (1 to 100 characters)',
    zh: '请输入商城商品的 SKU（1 到 100 个字符）',
  },
  bindPick: {
    en: 'choose the mall product variant, or enter its SKU',
    zh: '请选择商城商品规格，或输入其 SKU',
  },
  storeVariantId: { en: 'choose a product variant of the store', zh: '请选择店铺的商品规格' },
  pickKeyword: { en: 'search with at most 100 characters', zh: '搜索词最多 100 个字符' },
  priceMultiplier: { en: 'the multiplier is a number from 1 to 20', zh: '倍数为 1 到 20 之间的数字' },
  priceFixed: { en: 'the fixed amount is from 0 to 10000', zh: '固定加价为 0 到 10000' },
  crmPickOrders: {
    en: 'choose 1 to 20 different store orders to pay',
    zh: '请选择 1 到 20 个不同的店铺订单进行支付',
  },
  wooSecret: { en: 'the consumer secret starts with cs_', zh: '消费者密钥（Consumer secret）以 cs_ 开头' },
  invoiceReason: {
    en: 'say what the corrected invoice changes (1 to 255 characters)',
    zh: '请说明更正的内容（1 到 255 个字符）',
  },
} as const;
