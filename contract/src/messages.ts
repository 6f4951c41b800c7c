import { afterSaleMessages } from './after-sales';
import { apiKeyMessages } from './api-key-messages';
import { brandMessages } from './brand-messages';
import { cashMessages } from './cash-messages';
import type { Language } from './constants';
import { couponTemplateMessages } from './coupon-templates';
import { fulfilmentMessages } from './fulfilment-messages';
import { productMessages } from './product-messages';
import { reconcileMessages } from './reconciliation';
import { stockMessages } from './stock-messages';
import { storeMessages } from './store-messages';
import { topUpMessages } from './topup-messages';
import { webhookMessages } from './webhook-messages';

/** A text in both of our languages. Server messages are built from these, never from one language alone. */
export type LocalText = Record<Language, string>;

/**
 * Messages that both the server and the client show, keyed. Zod schemas in this package use these keys as
 * their custom messages, so a rule broken on either side reads the same, in the user's language.
 * `{name}` placeholders are filled by `formatText`.
 */
export const messages = {
  required: { en: '{field} is required', zh: '{field}不能为空' },
  invalidJson: { en: '{field} must be valid JSON', zh: '{field}必须是有效的 JSON' },
  invalidField: { en: '{field}: {detail}', zh: '{field}：{detail}' },
  notFound: { en: 'Not found', zh: '未找到' },
  routeNotFound: { en: 'No such call: {method} {path}', zh: '接口不存在：{method} {path}' },
  noToken: { en: 'Please log in first', zh: '请先登录' },
  sessionExpired: { en: 'Your session has expired, please log in again', zh: '登录已过期，请重新登录' },
  forbidden: { en: 'You do not have permission to do this', zh: '您没有执行此操作的权限' },
  tooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  unsupportedMediaType: { en: 'Unsupported content type: {type}', zh: '不支持的内容类型：{type}' },
  badBody: { en: 'The request body could not be read', zh: '无法解析请求内容' },
  textNul: {
    en: '{field} contains a NUL character (\\u0000), which text cannot hold',
    zh: '{field}包含空字符（\\u0000），文本中不能包含该字符',
  },
  rateLimited: {
    en: 'Too many requests, please retry in {seconds} seconds',
    zh: '请求过于频繁，请 {seconds} 秒后重试',
  },
  internal: {
    en: 'Something went wrong on our side, please retry later',
    zh: '服务器开小差了，请稍后重试',
  },
  tooLong: { en: '{field} is too long', zh: '{field}过长' },
  idRange: { en: '{field} is not a valid id', zh: '{field}不是有效的 ID' },
  emailInvalid: { en: 'please enter a correct e-mail', zh: '请输入正确的邮箱' },
  mobileInvalid: { en: 'please enter a correct mobile number', zh: '请输入正确的手机号码' },
  postalCodeInvalid: {
    en: 'please enter a correct postal code (letters, digits, spaces, hyphens and dots)',
    zh: '请输入正确的邮政编码（字母、数字、空格、连字符和点）',
  },
  passwordLength: { en: 'the password must be 6 to 20 characters', zh: '密码长度为 6 到 20 个字符' },
  passwordSpaces: { en: 'the password cannot contain spaces', zh: '密码不能包含空格' },
  codeFormat: { en: 'the verification code is 6 digits', zh: '验证码为 6 位数字' },
  payPasswordFormat: { en: 'the payment password is 6 digits', zh: '支付密码为 6 位数字' },
  urlInvalid: { en: 'please enter a correct web address', zh: '请输入正确的网址' },
  taxIdInvalid: { en: 'the CPF or CNPJ number is not valid', zh: 'CPF 或 CNPJ 号码无效' },
  newestWindow: { en: 'newest must be 2, 3, 5, 7 or 30 days', zh: '最新时间只能是 2、3、5、7 或 30 天' },
  productNotFound: { en: 'This product does not exist or is no longer on sale', zh: '该商品不存在或已下架' },
  quantityRange: { en: 'the quantity must be 1 to 9999', zh: '数量必须在 1 到 9999 之间' },
  idNoDigits: { en: 'the ID number must be 11 to 14 digits', zh: '证件号码必须为 11 到 14 位数字' },
  payTypeInvalid: { en: 'unknown payment type', zh: '未知的支付方式' },
  reportDate: { en: '{field} must be a date like 2026-01-31', zh: '{field}必须是形如 2026-01-31 的日期' },
  selectProducts: { en: 'please select products', zh: '请选择商品' },
  taskBatchLimit: {
    en: 'at most 100 products can be downloaded or published at once',
    zh: '一次最多下载或发布 100 个商品',
  },
  taskType: {
    en: 'platformDataType must be 3 (publish) or 4 (download)',
    zh: 'platformDataType 只能是 3（发布）或 4（下载）',
  },
  webNotBuilt: {
    en: 'The web app is not built yet: run npm run build',
    zh: '网页应用尚未构建：请运行 npm run build',
  },
  ...productMessages,
  ...fulfilmentMessages,
  ...stockMessages,
  ...afterSaleMessages,
  ...cashMessages,
  ...couponTemplateMessages,
  ...storeMessages,
  ...apiKeyMessages,
  ...webhookMessages,
  ...brandMessages,
  ...topUpMessages,
  ...reconcileMessages,
} as const satisfies Record<string, LocalText>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Fills `{name}` placeholders; unknown ones stay as they are so a missing value is visible, not blank. */
export function formatText(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
