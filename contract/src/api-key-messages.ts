/** Messages of API keys (issue 18, page /myCenter/api), in both languages; `api-keys.ts` uses the keys. */
export const apiKeyMessages = {
  apiKeyName: { en: 'the key name is 1 to 60 characters', zh: '密钥名称为 1 到 60 个字符' },
  apiKeyScopes: { en: 'choose at least one scope', zh: '请至少选择一个权限范围' },
  apiKeyExpiry: {
    en: 'the key lives 30, 90 or 365 days, or does not expire',
    zh: '密钥有效期为 30、90 或 365 天，或永不过期',
  },
} as const;
