/** What the business is told when its Shopify shop uninstalls the app or sends a privacy request. */
export const shopifyAppEventTexts = {
  badBody: { en: 'The webhook does not carry a privacy request', zh: '回调内容不是隐私请求' },
  uninstalledTitle: { en: 'Store disconnected', zh: '店铺已断开连接' },
  uninstalledContent: {
    en: 'The app was uninstalled in the shop of your store {store}, so Dropmall can no longer reach it: the store is disconnected. Its orders stay in Dropmall; connect the store again to go on.',
    zh: '您的店铺 {store} 已在店铺后台卸载应用，Dropmall 无法再访问该店铺，店铺已断开连接。其订单仍保留在 Dropmall 中；如需继续，请重新连接店铺。',
  },
  dataRequestTitle: { en: 'A customer asks for their data', zh: '顾客请求查看其数据' },
  dataRequestContent: {
    en: 'Through Shopify, the customer {customer} of your store {store} asks for the data held about them. Dropmall holds their name, e-mail, shipping address and tax id on the store orders {orders} (CRM -> My Orders); send them to the customer as your shop answers such requests.',
    zh: '通过 Shopify，您的店铺 {store} 的顾客 {customer} 请求查看其数据。Dropmall 在店铺订单 {orders} 中保存了其姓名、邮箱、收货地址和税号（CRM -> 我的订单）；请按您店铺处理此类请求的方式发送给顾客。',
  },
  dataRequestNoneContent: {
    en: 'Through Shopify, the customer {customer} of your store {store} asks for the data held about them. Dropmall holds no order of theirs.',
    zh: '通过 Shopify，您的店铺 {store} 的顾客 {customer} 请求查看其数据。Dropmall 中没有该顾客的订单。',
  },
  redactedTitle: { en: 'Customer data erased', zh: '顾客数据已删除' },
  redactedContent: {
    en: "At Shopify's request, a customer's personal data was erased from {count} store orders of your store {store} (name, e-mail, address, tax id); their lines and amounts stay.",
    zh: '应 Shopify 的请求，已从您的店铺 {store} 的 {count} 个店铺订单中删除顾客的个人数据（姓名、邮箱、地址、税号）；订单商品和金额保留。',
  },
  shopRedactedContent: {
    en: "At Shopify's request, 48 hours after the app was uninstalled, the customers' personal data was erased from the {count} store orders of your store {store}; their lines and amounts stay.",
    zh: '应 Shopify 的请求（应用卸载 48 小时后），已从您的店铺 {store} 的 {count} 个店铺订单中删除顾客的个人数据；订单商品和金额保留。',
  },
} as const;
