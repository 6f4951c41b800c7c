/** What the reports module says to people, in both languages. */
export const reportText = {
  badDate: { en: '{field} is not a real date: {value}', zh: '{field}不是有效日期：{value}' },
  endBeforeStart: {
    en: 'The end date ({end}) is before the start date ({start})',
    zh: '结束日期（{end}）早于开始日期（{start}）',
  },
  rangeTooLong: {
    en: 'The date range is {days} days long; choose at most {max} days',
    zh: '所选日期范围为 {days} 天，最多只能选择 {max} 天',
  },
} as const;
