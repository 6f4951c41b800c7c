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
  scope: {
    en: "The store's app lacks the access scopes {scopes}. Add them to the app, install it again, and try again.",
    zh: '店铺应用缺少访问权限 {scopes}。请为应用添加这些权限并重新安装后重试。',
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
  appOff: {
    en: 'The Dropmall app for Shopify is not set up on this server: connect the shop with its own app instead',
    zh: '本服务器未配置 Dropmall 的 Shopify 应用：请改用店铺自己的应用连接',
  },
  sandboxOff: {
    en: 'The sandbox store is not available on this server',
    zh: '本服务器未开启沙箱店铺',
  },
  csvNoPublish: {
    en: 'The store "{name}" has no API access: publish to it with the CSV files of the publish list',
    zh: '店铺“{name}”没有 API 权限：请使用发布列表的 CSV 文件发布到该店铺',
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
  scope: {
    en: "The store's app lacks a scope publishing needs (products, publications): add it to the app and publish again",
    zh: '店铺应用缺少发布所需的权限（商品、销售渠道）：请为应用添加后重新发布',
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
  notOnSale: {
    en: 'That mall product variant is not on sale. Choose another.',
    zh: '该商城商品规格未在售，请选择其他规格。',
  },
  noSuchSku: {
    en: 'No mall product on sale has the SKU "{sku}" (or several do)',
    zh: '没有在售的商城商品使用 SKU“{sku}”（或有多个）',
  },
  notActive: {
    en: 'The store "{name}" is paused or disconnected: resume it on the Stores page to sync its orders',
    zh: '店铺“{name}”已暂停或已断开：请先在店铺页面恢复后再同步订单',
  },
  csvOnly: {
    en: 'The store "{name}" has no API access: import its orders from a Shopify order-export CSV file',
    zh: '店铺“{name}”没有 API 权限：请从 Shopify 导出的订单 CSV 文件导入订单',
  },
} as const;

/** Why sending a shipment's tracking to the store failed (or waits); stored as the key, shown translated. */
export const trackingFailureTexts = {
  credentials: {
    en: 'The store refused our credentials: reconnect it on the Stores page, then retry',
    zh: '店铺拒绝了凭据：请在店铺页面重新连接后重试',
  },
  unreachable: {
    en: 'The store could not be reached; tried again several times',
    zh: '无法连接店铺，已多次重试',
  },
  private: {
    en: "The store's address is inside a private network: tracking cannot be sent to it",
    zh: '店铺地址位于内网，无法回传物流信息',
  },
  busy: {
    en: 'The store kept answering "too many requests"; tried again several times',
    zh: '店铺持续返回“请求过多”，已多次重试',
  },
  refused: {
    en: 'The store refused the fulfillment (already fulfilled there, or the app may not write fulfillments)',
    zh: '店铺拒绝了发货记录（可能已在店铺发货，或应用无权写入发货信息）',
  },
  gone: { en: 'The order is no longer in the store', zh: '该订单已不在店铺中' },
  scope: {
    en: "The store's app cannot see the order's fulfillment orders: add the merchant-managed fulfillment order scopes to the app, then retry",
    zh: '店铺应用无法读取订单的履约单：请为应用添加商家自管履约单权限后重试',
  },
  storePaused: {
    en: 'The store is paused: the tracking is sent once it is resumed',
    zh: '店铺已暂停：恢复后将自动回传物流信息',
  },
  storeOff: {
    en: 'The store was disconnected: tracking cannot be sent to it',
    zh: '店铺已断开连接，无法回传物流信息',
  },
  noApi: {
    en: 'The store has no API access: enter the carrier and tracking number in your store yourself',
    zh: '该店铺没有 API 权限：请在您的店铺中自行填写承运商和物流单号',
  },
  failed: { en: 'Sending the tracking failed; please retry', zh: '回传物流信息失败，请重试' },
} as const;
export type TrackingFailure = keyof typeof trackingFailureTexts;

/** The retry of a tracking push. */
export const trackingTexts = {
  notFound: { en: 'Order not found', zh: '订单不存在' },
  notRetryable: {
    en: 'Nothing to retry: this tracking is not waiting or failed',
    zh: '无需重试：该物流回传不在等待或失败状态',
  },
} as const;

/** Refusals of a Shopify order-export CSV import (the file line is the spreadsheet's row number). */
export const csvImportTexts = {
  empty: { en: 'The file is empty', zh: '文件为空' },
  missingColumn: {
    en: 'This is not a Shopify order export: the column "{column}" is missing (Orders > Export > CSV)',
    zh: '这不是 Shopify 订单导出文件：缺少“{column}”列（订单 > 导出 > CSV）',
  },
  noOrders: { en: 'The file has a header but no orders', zh: '文件只有表头，没有订单' },
  unclosedQuote: {
    en: 'Line {line}: a quoted field is never closed',
    zh: '第 {line} 行：引号内的字段没有结束',
  },
  tooManyFields: {
    en: 'Line {line}: {count} fields, but the header has {expected}',
    zh: '第 {line} 行：有 {count} 个字段，但表头只有 {expected} 个',
  },
  noName: { en: 'Line {line}: the order name (#1001) is empty', zh: '第 {line} 行：订单名称（#1001）为空' },
  noItem: {
    en: 'Line {line}: the item has neither a SKU nor a name',
    zh: '第 {line} 行：商品既没有 SKU 也没有名称',
  },
  badDate: {
    en: 'Line {line}: "{column}" is not a date: "{value}"',
    zh: '第 {line} 行：“{column}”不是日期：“{value}”',
  },
  badValue: {
    en: 'Line {line}: "{column}" is not valid: "{value}"',
    zh: '第 {line} 行：“{column}”无效：“{value}”',
  },
  refused: {
    en: 'Nothing was imported: {count} problem(s) in the file',
    zh: '未导入任何订单：文件中有 {count} 处问题',
  },
  moreProblems: { en: '... and {count} more', zh: '……另有 {count} 处' },
  defaultTitle: { en: 'Order import: {store}', zh: '订单导入：{store}' },
  importMissing: { en: 'This import does not exist', zh: '该导入任务不存在' },
  stopped: {
    en: 'The import stopped after {done} of {orders} orders; import the same file again to finish (orders already imported are skipped)',
    zh: '导入在 {orders} 个订单中的第 {done} 个后中断；请再次导入同一文件以完成（已导入的订单会跳过）',
  },
  tooManyOrders: {
    en: 'The file has more than {max} orders: export and import them in parts',
    zh: '文件中的订单超过 {max} 个：请分批导出并导入',
  },
  orderRefused: {
    en: 'Order {order} cannot be kept as it is (a value out of range or not readable): nothing was imported',
    zh: '订单 {order} 无法按原样保存（有数值超出范围或无法读取）：未导入任何内容',
  },
  notCsvStore: {
    en: 'The store "{name}" is connected: its orders come by webhooks and Sync orders, not by file',
    zh: '店铺“{name}”已连接：其订单通过回调和同步获取，无需导入文件',
  },
} as const;

/** The business's message when a store changes an order after its fulfilment was paid. */
export const storeChangeTexts = {
  title: {
    en: 'Store order {order} changed after payment',
    zh: '店铺订单 {order} 在支付后被修改',
  },
  content: {
    en: 'Order {order} of {store} was changed in the store after you paid its fulfilment ({count} difference(s)). The mall orders keep what was paid; what differs is shown on My Orders.',
    zh: '店铺“{store}”的订单 {order} 在您支付履约费用后被店铺修改（{count} 处不同）。商城订单保持已支付的内容，差异显示在“我的订单”中。',
  },
} as const;
