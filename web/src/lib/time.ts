import { i18n } from './i18n';

const locale = (language: string) => (language.startsWith('zh') ? 'zh-CN' : 'en-GB');

/**
 * A server time (ISO, UTC) in the reader's zone and language, to the minute: '22/11/2026, 14:05' or
 * '2026/11/22 14:05'; `empty` when there is no time.
 */
export function formatTime(iso: string | null | undefined, empty = '', language = i18n.language): string {
  if (!iso) return empty;
  return new Date(iso).toLocaleString(locale(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The management tables' form: '22 Nov 2026, 14:05' or '2026年11月22日 14:05'; '' for a bad time. */
export function formatTimeMedium(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The cash tables' compact form, the same in both languages so columns stay narrow: '2026-11-22 14:05' in the
 * reader's zone. (Plain Date, not dayjs: this module is on the storefront's first load through the bell.)
 */
export function formatTimeCompact(iso: string | null): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Invalid Date'; // what dayjs said
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
