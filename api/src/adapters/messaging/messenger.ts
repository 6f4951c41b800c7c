import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import type { Channel, OutgoingMessage, Transport } from './types';

export interface OutboxEntry {
  id: number;
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  deliveredVia: string;
  time: string;
}

/**
 * Sends e-mail and SMS. Every message is written to the outbox; a configured transport for its channel
 * (SMTP for e-mail, a provider for SMS) delivers it too. With a real transport the outbox keeps only who,
 * what subject and when, so codes do not sit readable in the database of a live shop.
 *
 * The transport runs after the caller has its answer: a request never waits on a mail server. That keeps
 * requests fast, and keeps a code request for an unknown account (nothing sent) from answering measurably
 * sooner than one for a known account (a mail sent). A failed delivery is marked on its outbox row.
 */
export class Messenger {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly transports: Partial<Record<Channel, Transport>> = {},
    private readonly onDeliveryError: (error: unknown, message: OutgoingMessage) => void = () => {},
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const transport = this.transports[message.channel];
    const [row] = await this.db
      .insert(outbox)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: transport ? `(delivered via ${transport.name})` : message.body,
        deliveredVia: transport?.name ?? 'outbox',
      })
      .returning({ id: outbox.id });
    if (!transport || !row) return;
    const delivery = transport.send(message).catch(async (error: unknown) => {
      this.onDeliveryError(error, message);
      await this.db
        .update(outbox)
        .set({ deliveredVia: `${transport.name} (failed)` })
        .where(eq(outbox.id, row.id))
        .catch((markError: unknown) => this.onDeliveryError(markError, message));
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Resolves once every delivery started so far has ended (shutdown waits for it). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** The newest messages first; what GET /v1/dev/outbox shows a developer. */
  async latest(limit: number, recipient?: string): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(recipient ? eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      deliveredVia: r.deliveredVia,
      time: r.createdAt.toISOString(),
    }));
  }
}
