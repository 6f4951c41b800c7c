/** What the messages module says to people, in both languages. */
export const messageText = {
  messageMissing: {
    en: 'Message {ids} does not exist or is not yours',
    zh: '消息 {ids} 不存在或不属于您',
  },
} as const;
