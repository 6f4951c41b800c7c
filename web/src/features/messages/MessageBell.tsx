import { BellOutlined } from '@ant-design/icons';
import { loginRedirectUrl, UNREAD_BADGE_MAX } from '@dropmall/contract';
import { Badge, Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasToken } from '../../lib/session';
import { formatTime } from '../../lib/time';
import { useLatestMessage, useMarkRead, useNoticeCounts } from './useNotices';
import './messages.css';

interface MessageBellProps {
  /** 'mall': the storefront header (label under the icon, 0 shown); 'office': the back-office header. */
  tone: 'mall' | 'office';
}

/**
 * The message bell (spec 000 §2, spec 001 §2): the unread count, and on click the newest unread message with
 * Mark read and View all (to /message/index, or /login without a token). Popover: click, 200 ms close delay.
 */
export function MessageBell({ tone }: MessageBellProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { counts, total } = useNoticeCounts();
  const latest = useLatestMessage(open);
  const { markRead, pending } = useMarkRead();
  const message = latest.data ?? null;
  const viewAll = hasToken() ? '/message/index' : loginRedirectUrl('/message/index');

  const openMessage = async () => {
    if (!message) return;
    await markRead([message.id]);
    setOpen(false);
    navigate(message.link || '/message/index');
  };

  const content = (
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
      <Link
        to={viewAll}
        className="dm-bell__all"
        data-testid="header-messages-all"
        onClick={() => setOpen(false)}
      >
        {t('header.viewAll')}
      </Link>
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('header.messages')}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      mouseEnterDelay={0}
      mouseLeaveDelay={0.2}
    >
      <button
        type="button"
        className={tone === 'mall' ? 'dm-badges__item' : 'dm-office-bell'}
        aria-label={t('header.messageCount', { count: total })}
        data-testid="header-bell"
      >
        <Badge
          count={total}
          showZero={tone === 'mall'}
          overflowCount={UNREAD_BADGE_MAX}
          size="small"
          color={tone === 'mall' ? 'var(--dm-brand)' : undefined}
        >
          <BellOutlined className={tone === 'mall' ? 'dm-badges__icon' : 'dm-office-bell__icon'} />
        </Badge>
        {tone === 'mall' ? <span className="dm-badges__text">{t('header.messages')}</span> : null}
      </button>
    </Popover>
  );
}
