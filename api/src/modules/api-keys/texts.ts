/** The api-keys module's refusals, in both languages. */
export const apiKeyTexts = {
  notFound: { en: 'API key not found', zh: 'API 密钥不存在' },
  tooMany: {
    en: 'A business may have at most {max} active API keys; revoke one first',
    zh: '每个商家最多拥有 {max} 个有效的 API 密钥，请先吊销一个',
  },
  revoked: { en: 'This API key is already revoked', zh: '该 API 密钥已被吊销' },
} as const;
