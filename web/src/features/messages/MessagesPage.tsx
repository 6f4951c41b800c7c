import type { MessageCategory, MessageItem } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Pagination, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import { fetchMessages, messageKeys } from './api';
import { MessageRow } from './MessageRow';
import { useMarkRead, useNoticeCounts } from './useNotices';
import './messages.css';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unread' | 'read';
const STATUS: Record<Filter, number | undefined> = { all: undefined, unread: 0, read: 1 };

interface MessagesViewProps extends PageProps {
  /** A fixed category (message2 shows system messages); otherwise the user picks one. */
  category?: MessageCategory;
}

/** /message/index and /message/message2: the list with read/unread filter, paging, mark read and mark all. */
export function MessagesView({ titleKey, category: fixed }: MessagesViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = (['all', 'unread', 'read'] as const).find((f) => f === params.get('status')) ?? 'all';
  const picked = (['order', 'system'] as const).find((c) => c === params.get('category'));
  const category = fixed ?? picked;
  const current = Math.max(1, Number(params.get('current')) || 1);
  const query = { current, size: PAGE_SIZE, status: STATUS[filter], category };
  const page = useQuery({
    queryKey: messageKeys.list(query),
    queryFn: () => fetchMessages(query),
    placeholderData: keepPreviousData,
  });
  const { counts } = useNoticeCounts();
  const { markRead, markAllRead, pending } = useMarkRead();
  const go = (next: { status?: Filter; category?: MessageCategory | 'all'; current?: number }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === 'all' || value === 1) search.delete(key);
      else search.set(key, String(value));
    }
    if (next.current === undefined) search.delete('current');
    setParams(search);
  };
  const open = async (message: MessageItem) => {
    if (message.status === 0) await markRead([message.id]);
    if (message.link) navigate(message.link);
  };
  const unreadHere =
    fixed === 'system'
      ? counts?.sysCount
      : category === 'order'
        ? counts?.orderCount
        : category === 'system'
          ? counts?.sysCount
          : counts?.totalCount;

  return (
    <section className="dm-messages" data-testid="messages-page">
      <header className="dm-messages__head">
        <h1>{t(titleKey)}</h1>
        <Button
          onClick={() => void markAllRead(category)}
          loading={pending}
          disabled={!unreadHere}
          data-testid="messages-mark-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </header>
      <div className="dm-messages__bar">
        <Segmented
          value={filter}
          onChange={(value) => go({ status: value as Filter })}
          options={[
            { value: 'all', label: t('messages.all') },
            { value: 'unread', label: t('messages.unreadCount', { count: unreadHere ?? 0 }) },
            { value: 'read', label: t('messages.read') },
          ]}
          data-testid="messages-filter"
        />
        {fixed ? null : (
          <Segmented
            value={category ?? 'all'}
            onChange={(value) => go({ category: value as MessageCategory | 'all' })}
            options={[
              { value: 'all', label: t('messages.categoryAll') },
              { value: 'order', label: t('messages.categoryOrderCount', { count: counts?.orderCount ?? 0 }) },
              { value: 'system', label: t('messages.categorySystemCount', { count: counts?.sysCount ?? 0 }) },
            ]}
            data-testid="messages-category"
          />
        )}
      </div>
      <List
        bordered
        loading={page.isLoading}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('messages.empty')} /> }}
        renderItem={(message) => (
          <List.Item key={message.id}>
            <MessageRow
              message={message}
              onOpen={(m) => void open(m)}
              onRead={(m) => void markRead([m.id])}
            />
          </List.Item>
        )}
      />
      {(page.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          current={current}
          pageSize={PAGE_SIZE}
          total={page.data?.total ?? 0}
          showTotal={(total) => t('messages.total', { count: total })}
          onChange={(next) => go({ current: next })}
          showSizeChanger={false}
        />
      ) : null}
    </section>
  );
}

export default function MessagesPage(props: PageProps) {
  return <MessagesView {...props} />;
}
