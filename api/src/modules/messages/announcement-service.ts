import type { AnnouncementRequest, Page } from '@dropmall/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { announcements } from '../../db/schema/messages';
import { everyBusinessId } from '../accounts/directory';

type Input = z.infer<typeof AnnouncementRequest>;

export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  type: number;
  recipients: number;
  createTime: string;
}

/**
 * Operators' announcements to all businesses: one message per business that exists when it is sent, written
 * in one statement inside one transaction (all of them or none). Businesses that join later do not get it.
 */
export class AnnouncementService {
  constructor(private readonly db: Db) {}

  async send(operatorId: number, input: Input): Promise<AnnouncementItem> {
    const title = { en: input.title, zh: input.titleZh || input.title };
    const content = { en: input.content, zh: input.contentZh || input.content };
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(announcements)
        .values({ title, content, type: input.type, operatorId })
        .returning();
      if (!created) throw new Error('announcement insert returned nothing');
      // One statement: every business gets its copy, or (on any failure) none does.
      const sent = await queryRows<{ id: number }>(
        tx as unknown as Db,
        sql`insert into messages (business_id, category, type, title, content, link, event_key)
            select b.id, 'system', ${input.type}, ${JSON.stringify(title)}::jsonb,
                   ${JSON.stringify(content)}::jsonb, '/message/message2',
                   'announcement:' || ${created.id}::text || ':' || b.id::text
            from (${everyBusinessId(tx)}) b
            on conflict (event_key) do nothing
            returning id`,
      );
      const [updated] = await tx
        .update(announcements)
        .set({ recipients: sent.length })
        .where(eq(announcements.id, created.id))
        .returning();
      return updated ?? created;
    });
    return this.view(row, 'en');
  }

  async list(query: { current: number; size: number }, lang: 'en' | 'zh'): Promise<Page<AnnouncementItem>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(announcements)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(announcements),
    ]);
    return {
      records: rows.map((r) => this.view(r, lang)),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }

  private view(row: typeof announcements.$inferSelect, lang: 'en' | 'zh'): AnnouncementItem {
    return {
      id: row.id,
      title: row.title[lang],
      content: row.content[lang],
      type: row.type,
      recipients: row.recipients,
      createTime: row.createdAt.toISOString(),
    };
  }
}
