import { BellOutlined } from '@ant-design/icons';
import { loginRedirectUrl, UNREAD_BADGE_MAX } from '@dropmall/contract';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../lib/session';
import { CountBadge } from '../../lib/ui/CountBadge';
import { usePopup } from '../../lib/ui/usePopup';
import { useNoticeCounts } from './useNotices';
import './messages.css';
import { lazyInTheme } from '../../lib/ui/AntdTheme';

const BellPanel = lazyInTheme(() => import('./BellPanel'));

interface MessageBellProps {
  /** 'mall': the storefront header (label under the icon, 0 shown); 'office': the back-office header. */
  tone: 'mall' | 'office';
}

/**
 * The message bell (spec 000 §2, spec 001 §2): the unread count, and on click the newest unread message with
 * Mark read and View all (to /message/index, or /login without a token). The popup is our own (drawn like
 * antd's Popover, placement bottom-right) and its content is fetched on the first click: the bell is on
 * every page, its popup rarely opened.
 */
export function MessageBell({ tone }: MessageBellProps) {
  const { t } = useTranslation();
  const { open, setOpen, root, trigger } = usePopup();
  const panelId = useId();
  const { counts, total } = useNoticeCounts();
  const viewAll = hasToken() ? '/message/index' : loginRedirectUrl('/message/index');
  const mall = tone === 'mall';

  return (
    <div className="dm-popup-anchor" ref={root}>
      <button
        ref={trigger}
        type="button"
        className={mall ? 'dm-badges__item' : 'dm-office-bell'}
        aria-label={t('header.messageCount', { count: total })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="header-bell"
        onClick={() => setOpen(!open)}
      >
        <CountBadge
          count={total}
          showZero={mall}
          max={UNREAD_BADGE_MAX}
          color={mall ? 'var(--dm-brand)' : undefined}
        >
          <BellOutlined className={mall ? 'dm-badges__icon' : 'dm-office-bell__icon'} />
        </CountBadge>
        {mall ? <span className="dm-badges__text">{t('header.messages')}</span> : null}
      </button>
      {open && (
        <>
          <span className="dm-popup__arrow" aria-hidden="true" />
          <section
            id={panelId}
            className="dm-popup dm-popup--right dm-popover"
            aria-label={t('header.messages')}
          >
            <div className="dm-popup__title">{t('header.messages')}</div>
            <Suspense fallback={<div className="dm-bell dm-bell--loading" />}>
              <BellPanel counts={counts} total={total} viewAll={viewAll} close={() => setOpen(false)} />
            </Suspense>
          </section>
        </>
      )}
    </div>
  );
}
