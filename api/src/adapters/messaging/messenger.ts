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
 */
export class Messenger {
  constructor(
    private readonly db: Db,
    private readonly transports: Partial<Record<Channel, Transport>> = {},
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const transport = this.transports[message.channel];
    if (transport) await transport.send(message);
    await this.db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: transport ? `(delivered via ${transport.name})` : message.body,
      deliveredVia: transport?.name ?? 'outbox',
    });
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
