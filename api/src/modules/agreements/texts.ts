/** What the agreements module says to people, in both languages. */
export const agreementText = {
  agreementMissing: { en: 'Agreement {ids} does not exist', zh: '协议 {ids} 不存在' },
} as const;
