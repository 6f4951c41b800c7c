/** A message time in the reader's locale: date and minutes. */
export function messageTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language.startsWith('zh') ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
