import type { AgreementRecord, AgreementSaveRequest, Page } from '@dropmall/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { agreementReads, agreements } from '../../db/schema/agreements';
import { notFound } from '../../http/errors';
import { agreementText as text } from './texts';

type Row = typeof agreements.$inferSelect;
type SaveInput = z.infer<typeof AgreementSaveRequest>;

const record = (row: Row, read: boolean): AgreementRecord => ({
  id: row.id,
  title: row.title,
  updateTime: row.updatedAt.toISOString(),
  context: row.context,
  messageFile: row.messageFile,
  state: row.state,
  status: read ? 1 : 0,
});

/**
 * Agreements (treaties, spec 001 §3, §4): operators write and publish them; businesses read the published
 * ones, and a business that has not read every published one (at its current version) logs in with salt '1'.
 * Reading is recorded per business: one of its users reading it reads it for the business.
 */
export class AgreementService {
  constructor(private readonly db: Db) {}

  private readJoin(businessId: number) {
    return and(eq(agreementReads.agreementId, agreements.id), eq(agreementReads.businessId, businessId));
  }

  /** Unread: published, and never read by the business or read at an older version. */
  private unread(): SQL {
    return or(isNull(agreementReads.version), lt(agreementReads.version, agreements.version)) as SQL;
  }

  readonly hasUnread = async (businessId: number): Promise<boolean> => {
    const [row] = await this.db
      .select({ id: agreements.id })
      .from(agreements)
      .leftJoin(agreementReads, this.readJoin(businessId))
      .where(and(eq(agreements.state, 'published'), this.unread()))
      .limit(1);
    return row !== undefined;
  };

  /** Published agreements for a business, oldest first (the reading order); status 0 unread, 1 read. */
  async page(
    businessId: number,
    query: { current: number; size: number; status?: number },
  ): Promise<Page<AgreementRecord>> {
    const readFilter =
      query.status === 0 ? this.unread() : query.status === 1 ? sql`not (${this.unread()})` : undefined;
    const where = and(eq(agreements.state, 'published'), readFilter);
    const base = () => this.db.select().from(agreements).leftJoin(agreementReads, this.readJoin(businessId));
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(asc(agreements.publishedAt), asc(agreements.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db
        .select({ n: count() })
        .from(agreements)
        .leftJoin(agreementReads, this.readJoin(businessId))
        .where(where),
    ]);
    return {
      records: rows.map((r) => record(r.agreements, this.isRead(r.agreements, r.agreement_reads))),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }

  private isRead(row: Row, read: typeof agreementReads.$inferSelect | null): boolean {
    return read !== null && read.version >= row.version;
  }

  /** One published agreement; a draft answers 404 to businesses, as if it did not exist. */
  async detail(businessId: number, id: number): Promise<AgreementRecord> {
    const [row] = await this.db
      .select()
      .from(agreements)
      .leftJoin(agreementReads, this.readJoin(businessId))
      .where(and(eq(agreements.id, id), eq(agreements.state, 'published')));
    if (!row) throw notFound(text.agreementMissing, { ids: String(id) });
    return record(row.agreements, this.isRead(row.agreements, row.agreement_reads));
  }

  /** Marks published agreements read for the business, at their current version; all or nothing. */
  async markRead(businessId: number, userId: number, ids: number[]): Promise<{ read: number }> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: agreements.id, version: agreements.version })
        .from(agreements)
        .where(and(inArray(agreements.id, unique), eq(agreements.state, 'published')));
      if (rows.length !== unique.length) {
        const known = new Set(rows.map((r) => r.id));
        throw notFound(text.agreementMissing, { ids: unique.filter((id) => !known.has(id)).join(', ') });
      }
      for (const row of rows) {
        await tx
          .insert(agreementReads)
          .values({ agreementId: row.id, businessId, version: row.version, userId })
          .onConflictDoUpdate({
            target: [agreementReads.businessId, agreementReads.agreementId],
            set: { version: row.version, userId, readAt: new Date() },
          });
      }
      return { read: rows.length };
    });
  }

  /** Operators: every agreement, drafts included, newest change first. */
  async manageList(query: { current: number; size: number }): Promise<Page<AgreementRecord>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(agreements)
        .orderBy(desc(agreements.updatedAt), desc(agreements.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(agreements),
    ]);
    return {
      records: rows.map((r) => record(r, false)),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }

  /**
   * Creates or edits an agreement; `publish` publishes a draft. Editing a published agreement raises its
   * version, so every business must read the new text.
   */
  async save(input: SaveInput): Promise<AgreementRecord> {
    const now = new Date();
    const fields = {
      title: input.title,
      context: input.context,
      messageFile: input.messageFile,
      updatedAt: now,
    };
    if (input.id === undefined) {
      const [row] = await this.db
        .insert(agreements)
        .values({
          ...fields,
          state: input.publish ? 'published' : 'draft',
          publishedAt: input.publish ? now : null,
        })
        .returning();
      if (!row) throw new Error('agreement insert returned nothing');
      return record(row, false);
    }
    const [row] = await this.db
      .update(agreements)
      .set({
        ...fields,
        // A published text that changes is a new version; a draft being published starts at its version.
        version: sql`case when ${agreements.state} = 'published' then ${agreements.version} + 1 else ${agreements.version} end`,
        state: sql`case when ${input.publish} or ${agreements.state} = 'published' then 'published' else 'draft' end`,
        publishedAt: sql`coalesce(${agreements.publishedAt}, case when ${input.publish} then ${now.toISOString()}::timestamptz end)`,
      })
      .where(eq(agreements.id, input.id))
      .returning();
    if (!row) throw notFound(text.agreementMissing, { ids: String(input.id) });
    return record(row, false);
  }
}
