import type { Tx } from '../db/client';

/** A text in both languages, with `{name}` placeholders filled from `params`. */
export interface NoticeText {
  en: string;
  zh: string;
}

/**
 * A message the system sends on an event. `to` is a whole business (every one of its users sees it) or one
 * business user. `eventKey` names the event ("order-paid:buyer:42"): the same key never sends twice.
 */
export interface Notice {
  to: { businessId: number } | { userId: number };
  /** 'order' notices count as orderCount, every other one as sysCount. */
  category: 'order' | 'system';
  title: NoticeText;
  content: NoticeText;
  params?: Record<string, string | number>;
  /** A back-office or mall path the message opens, e.g. '/order/ordinaryDetail?id=42'. */
  link?: string;
  /** 1 (default): counted for the badge; 0: listed only. */
  type?: 0 | 1;
  eventKey: string;
}

/**
 * What other modules receive to send messages: called inside their own transaction, so the message is
 * written if and only if the event happened. Services take it as an optional constructor argument. Several
 * notices of one event (each buyer and seller of a payment) go in one call, written by one statement.
 */
export type Notify = (tx: Tx, notice: Notice | readonly Notice[]) => Promise<void>;

/**
 * A person's words set inside one of our sentences ("was rejected: {reason}. The amount ..."): their own
 * closing full stop is dropped, since the sentence brings one.
 */
export const asClause = (words: string): string => words.trim().replace(/[\s.。!！;；]+$/u, '');
