import { i18n } from '../../lib/i18n';

/** A server timestamp (ISO, UTC) in the user's language and time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** The pagination of the management tables: total, size changer and quick jumper, as the spec's lists have. */
export function tablePaging(
  page: { current: number; size: number; total: number },
  onChange: (current: number, size: number) => void,
  total: (n: number) => string,
) {
  return {
    current: page.current,
    pageSize: page.size,
    total: page.total,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: total,
    onChange,
  };
}
