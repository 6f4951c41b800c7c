export const addressText = {
  regionMismatch: {
    en: 'The country, state, city and district do not belong together',
    zh: '国家、省/州、城市和区县不匹配',
  },
  missing: { en: 'This address does not exist', zh: '该地址不存在' },
};
