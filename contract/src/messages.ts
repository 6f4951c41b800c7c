import type { Language } from './constants';

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
  rateLimited: {
    en: 'Too many requests, please retry in {seconds} seconds',
    zh: '请求过于频繁，请 {seconds} 秒后重试',
  },
  internal: {
    en: 'Something went wrong on our side, please retry later',
    zh: '服务器开小差了，请稍后重试',
  },
  webNotBuilt: {
    en: 'The web app is not built yet: run npm run build',
    zh: '网页应用尚未构建：请运行 npm run build',
  },
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
