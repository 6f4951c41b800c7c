import type { PageProps } from '../../lib/page';
import { MessagesView } from './MessagesPage';

/** /message/message2: the system messages (products, settlement, exports, announcements). */
export default function SystemMessagesPage(props: PageProps) {
  return <MessagesView {...props} category="system" />;
}
