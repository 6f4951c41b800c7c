/** What other features may use of messages: the header bell and the unread counts. */
export { MessageBell } from './MessageBell';
export { useNoticeCounts } from './useNotices';
