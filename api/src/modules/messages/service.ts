import {
  formatText,
  type Language,
  type MessageCategory,
  type MessageItem,
  MessageStatus,
  MessageType,
  type NoticeCounts,
  type Page,
} from '@dropmall/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type BilingualText, messages } from '../../db/schema/messages';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { Notice, NoticeText } from '../notices';
import { messageText as text } from './texts';

/** Whose messages a caller reads: their business's and their own. Operators receive none (yet). */
export type Reader = { businessId: number; userId: number } | null;

export function readerOf(principal: Principal): Reader {
  if (principal.kind !== 'business' || principal.businessId === null) return null;
  return { businessId: principal.businessId, userId: principal.id };
}

const fill = (t: NoticeText, params: Record<string, string | number> = {}): BilingualText => ({
  en: formatText(t.en, params),
  zh: formatText(t.zh, params),
});

type Row = typeof messages.$inferSelect;

const view = (row: Row, lang: Language): MessageItem => ({
  id: row.id,
  type: row.type,
  status: row.status,
  category: row.category,
  title: row.title[lang],
  content: row.content[lang],
  link: row.link,
  createTime: row.createdAt.toISOString(),
});

/**
 * Messages (spec 001 §2, §3, §7): sent by events of other modules (through `notify`) and by operators'
 * announcements, read by businesses and their users. A business's message is one row for the whole
 * business: when one of its users reads it, it is read for all of them.
 */
export class MessageService {
  constructor(private readonly db: Db) {}

  /** Writes notices inside the caller's transaction, in one statement; a repeated event key writes nothing. */
  readonly notify = async (tx: Tx, given: Notice | readonly Notice[]): Promise<void> => {
    const notices: readonly Notice[] = Array.isArray(given) ? given : [given as Notice];
    if (notices.length === 0) return;
    const rows = notices.map((notice) => ({
      business_id: 'businessId' in notice.to ? notice.to.businessId : null,
      user_id: 'userId' in notice.to ? notice.to.userId : null,
      category: notice.category,
      type: notice.type ?? MessageType.counted,
      title: fill(notice.title, notice.params),
      content: fill(notice.content, notice.params),
      link: notice.link ?? '',
      event_key: notice.eventKey ?? null,
    }));
    // One text whatever the number of notices (every paid order writes two): drizzle's insert builder cost
    // more CPU than the statement itself.
    await tx.execute(sql`
      insert into ${messages} (business_id, user_id, category, type, title, content, link, event_key)
      select business_id, user_id, category, type, title, content, link, event_key
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(business_id bigint, user_id bigint,
        category text, type smallint, title jsonb, content jsonb, link text, event_key text)
      on conflict (event_key) do nothing`);
  };

  private mine(reader: NonNullable<Reader>): SQL {
    return or(eq(messages.businessId, reader.businessId), eq(messages.userId, reader.userId)) as SQL;
  }

  async list(
    reader: Reader,
    query: { current: number; size: number; status?: number; category?: MessageCategory },
    lang: Language,
  ): Promise<Page<MessageItem>> {
    const { current, size } = query;
    if (!reader) return { records: [], total: 0, current, size };
    const where = and(
      this.mine(reader),
      query.status === undefined ? undefined : eq(messages.status, query.status),
      query.category ? eq(messages.category, query.category) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(messages).where(where),
    ]);
    return { records: rows.map((r) => view(r, lang)), total: Number(total?.n ?? 0), current, size };
  }

  /** The newest unread message, for the header's popover; null when everything is read. */
  async latestUnread(reader: Reader, lang: Language): Promise<MessageItem | null> {
    if (!reader) return null;
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(this.mine(reader), eq(messages.status, MessageStatus.unread)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    return row ? view(row, lang) : null;
  }

  /**
   * Marks the caller's messages read. Every id must be one of the caller's messages: an unknown id, or
   * another business's, answers 404 and nothing is marked. Marking a read message again changes nothing.
   */
  async setRead(reader: Reader, ids: number[]): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const visible = reader
        ? await tx
            .select({ id: messages.id, status: messages.status })
            .from(messages)
            .where(and(inArray(messages.id, unique), this.mine(reader)))
        : [];
      if (visible.length !== unique.length) {
        const known = new Set(visible.map((v) => v.id));
        throw notFound(text.messageMissing, { ids: unique.filter((id) => !known.has(id)).join(', ') });
      }
      const unread = visible.filter((v) => v.status === MessageStatus.unread).map((v) => v.id);
      if (unread.length === 0) return { updated: 0 };
      const done = await tx
        .update(messages)
        .set({ status: MessageStatus.read, readAt: new Date() })
        .where(and(inArray(messages.id, unread), eq(messages.status, MessageStatus.unread)))
        .returning({ id: messages.id });
      return { updated: done.length };
    });
  }

  async setAllRead(reader: Reader, category?: MessageCategory): Promise<{ updated: number }> {
    if (!reader) return { updated: 0 };
    const done = await this.db
      .update(messages)
      .set({ status: MessageStatus.read, readAt: new Date() })
      .where(
        and(
          this.mine(reader),
          eq(messages.status, MessageStatus.unread),
          category ? eq(messages.category, category) : undefined,
        ),
      )
      .returning({ id: messages.id });
    return { updated: done.length };
  }

  /** Unread counts: orderCount and sysCount are the badge's (type 1) by category; list has every type. */
  async counts(reader: Reader): Promise<NoticeCounts> {
    if (!reader) return { orderCount: 0, sysCount: 0, totalCount: 0, list: [] };
    const rows = await this.db
      .select({ category: messages.category, type: messages.type, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(this.mine(reader), eq(messages.status, MessageStatus.unread)))
      .groupBy(messages.category, messages.type);
    const counted = (category: MessageCategory) =>
      rows
        .filter((r) => r.category === category && r.type === MessageType.counted)
        .reduce((sum, r) => sum + r.n, 0);
    const byType = new Map<number, number>();
    for (const r of rows) byType.set(r.type, (byType.get(r.type) ?? 0) + r.n);
    const orderCount = counted('order');
    const sysCount = counted('system');
    return {
      orderCount,
      sysCount,
      totalCount: orderCount + sysCount,
      list: [...byType].sort(([a], [b]) => b - a).map(([type, num]) => ({ type, num })),
    };
  }
}
