export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  body: string;
}

/** A way out for messages beyond the outbox: an SMTP server, an SMS provider. */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
