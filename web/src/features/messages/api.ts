import type {
  Announcement,
  AnnouncementRequest,
  MessageCategory,
  MessageItem,
  MessageListQuery,
  MessagesUpdated,
  NoticeCounts,
  Page,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The message calls (spec 001 §7 /api/message/*); answers use the { success, result, message } envelope. */

export type MessageQuery = MessageListQuery;
export type { Announcement };
export type AnnouncementInput = AnnouncementRequest;

export const messageKeys = {
  all: ['messages'] as const,
  counts: ['messages', 'counts'] as const,
  latest: ['messages', 'latest'] as const,
  list: (query: MessageQuery) => ['messages', 'list', query] as const,
};

// Polled in the background: no overlay, no toast (the next poll tries again).
const polled = { quiet: true, background: true };
export const fetchCounts = () => get<NoticeCounts>('/api/message/noticeCount', undefined, polled);
export const fetchLatest = () => get<MessageItem | null>('/api/message/activityMessage', undefined, polled);
export const fetchMessages = (query: MessageQuery) =>
  get<Page<MessageItem>>('/api/message/list', {
    current: query.current,
    size: query.size,
    status: query.status,
    category: query.category,
  });
export const markRead = (ids: readonly number[]) =>
  post<MessagesUpdated>('/api/message/setRead', { ids: ids.join(',') });
export const markAllRead = (category?: MessageCategory) =>
  post<MessagesUpdated>('/api/message/setAllRead', { category });

export const announcementKeys = { list: (current: number) => ['announcements', current] as const };
export const fetchAnnouncements = (current: number) =>
  post<Page<Announcement>>('/message/announcement/list', { current, size: 10 });
export const sendAnnouncement = (input: AnnouncementInput) =>
  post<Announcement>('/message/announcement/send', { ...input });
