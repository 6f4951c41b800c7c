/** What the HTTP layer itself says to people, in both languages (its shared keys are in contract/src/messages.ts). */
export const idempotencyText = {
  badKey: {
    en: 'The Idempotency-Key header must be 1 to 255 visible characters',
    zh: 'Idempotency-Key 请求头须为 1 到 255 个可见字符',
  },
  mismatch: {
    en: 'This Idempotency-Key was already used with a different request; use a new key for a new request',
    zh: '该 Idempotency-Key 已用于另一个不同的请求，新请求请使用新的键',
  },
  busy: {
    en: 'A request with this Idempotency-Key is still being handled; try again in a moment',
    zh: '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试',
  },
};

/** A business route called by an operator. */
export const businessOnly = { en: 'Only business accounts can do this', zh: '仅商家账号可执行此操作' };

/** API keys (issue 18): a dead key, and a call outside the key's scopes. */
export const apiKeyText = {
  refused: {
    en: 'This API key is unknown, revoked or expired; please log in to the back office and create a new one',
    zh: '该 API 密钥无效、已吊销或已过期，请登录后台创建新的密钥',
  },
  outOfScope: {
    en: 'This API key may not make this call (its scopes do not include it)',
    zh: '该 API 密钥无权调用此接口（不在其权限范围内）',
  },
};
