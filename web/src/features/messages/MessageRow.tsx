import type { MessageItem } from '@dropmall/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';

interface MessageRowProps {
  message: MessageItem;
  onOpen: (message: MessageItem) => void;
  onRead: (message: MessageItem) => void;
}

/** One message of the list: unread ones are marked with a dot and bold title, and offer Mark read. */
export function MessageRow({ message, onOpen, onRead }: MessageRowProps) {
  const { t, i18n } = useTranslation();
  const unread = message.status === 0;
  return (
    <div className={`dm-message${unread ? ' dm-message--unread' : ''}`} data-testid="message-row">
      <span className="dm-message__dot" aria-hidden />
      <div className="dm-message__body">
        <p className="dm-message__title">
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(message)}>
            {message.title}
          </Button>
        </p>
        <p className="dm-message__content">{message.content}</p>
        <div className="dm-message__meta">
          <Tag color={message.category === 'order' ? 'blue' : 'purple'}>
            {t(message.category === 'order' ? 'messages.categoryOrder' : 'messages.categorySystem')}
          </Tag>
          <time>{formatTime(message.createTime, '', i18n.language)}</time>
          <span>{t(unread ? 'messages.unread' : 'messages.read')}</span>
        </div>
      </div>
      {unread ? (
        <Button size="small" onClick={() => onRead(message)} data-testid="message-mark-read">
          {t('messages.markRead')}
        </Button>
      ) : null}
    </div>
  );
}
