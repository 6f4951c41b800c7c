/** Messages of shipping orders (the CRM Ship dialog and POST /order/ship), in both languages. */
export const fulfilmentMessages = {
  trackingNoRequired: { en: 'please enter the tracking number', zh: '请输入运单号' },
  trackingNoFormat: {
    en: 'the tracking number must be 4 to 40 letters, digits or dashes',
    zh: '运单号须为 4 到 40 位字母、数字或短横线',
  },
  expressRequired: { en: 'please choose a carrier', zh: '请选择物流公司' },
} as const;
