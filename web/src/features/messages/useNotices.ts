import { NOTICE_POLL_MS } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMenuHas } from '../../lib/menu';
import { hasToken } from '../../lib/session';
import { setUnreadCount } from '../../lib/unread';
import { fetchCounts, fetchLatest, markAllRead, markRead, messageKeys } from './api';

/**
 * The unread counts, asked again every NOTICE_POLL_MS while a page is open (and on focus), so a new message
 * shows within a minute without a reload. The badge count (totalCount) is handed to lib/unread for the menu.
 */
export function useNoticeCounts() {
  const hasMessages = useMenuHas('/message/index');
  const loggedIn = hasToken() && hasMessages;
  const query = useQuery({
    queryKey: messageKeys.counts,
    queryFn: fetchCounts,
    enabled: loggedIn,
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const total = loggedIn ? (query.data?.totalCount ?? 0) : 0;
  useEffect(() => setUnreadCount(total), [total]);
  return { counts: query.data, total };
}

/** The newest unread message, refreshed with the counts. */
export function useLatestMessage(enabled: boolean) {
  const hasMessages = useMenuHas('/message/index');
  return useQuery({
    queryKey: messageKeys.latest,
    queryFn: fetchLatest,
    enabled: enabled && hasToken() && hasMessages,
    refetchInterval: NOTICE_POLL_MS,
  });
}

/** Mark read (some ids, or all): every message query is asked again at once, so counts drop now. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
  const some = useMutation({ mutationFn: markRead, onSettled: refresh });
  const all = useMutation({ mutationFn: markAllRead, onSettled: refresh });
  return {
    markRead: some.mutateAsync,
    markAllRead: all.mutateAsync,
    pending: some.isPending || all.isPending,
  };
}
