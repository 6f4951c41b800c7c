import type { NoticeCounts } from '@dropmall/contract';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '../../lib/time';
import { useLatestMessage, useMarkRead } from './useNotices';

interface BellPanelProps {
  counts: NoticeCounts | undefined;
  total: number;
  /** Where View all goes (the messages page, or /login without a session). */
  viewAll: string;
  close: () => void;
}

/**
 * What the bell's popup shows (spec 000 §2): the unread counts, the newest unread message with Mark read, and
 * View all. Loaded on the first click (MessageBell), with the antd Button and Empty it draws.
 */
export default function BellPanel({ counts, total, viewAll, close }: BellPanelProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const latest = useLatestMessage(true);
  const { markRead, pending } = useMarkRead();
  const message = latest.data ?? null;

  const openMessage = async () => {
    if (!message) return;
    await markRead([message.id]);
    close();
    navigate(message.link || '/message/index');
  };

  return (
    <div className="dm-bell" data-testid="bell-popover">
      {counts && total > 0 ? (
        <p className="dm-bell__counts" data-testid="bell-counts">
          {t('messages.countsLine', { orders: counts.orderCount, system: counts.sysCount })}
        </p>
      ) : null}
      {message ? (
        <div className="dm-bell__message" data-testid="bell-message">
          <button type="button" className="dm-bell__title" onClick={() => void openMessage()}>
            {message.title}
          </button>
          <p className="dm-bell__content">{message.content}</p>
          <time className="dm-bell__time">{formatTime(message.createTime, '', i18n.language)}</time>
          <Button
            size="small"
            loading={pending}
            onClick={() => void markRead([message.id])}
            data-testid="bell-mark-read"
          >
            {t('messages.markRead')}
          </Button>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noMessages')} />
      )}
      <Link to={viewAll} className="dm-bell__all" data-testid="header-messages-all" onClick={close}>
        {t('header.viewAll')}
      </Link>
    </div>
  );
}
