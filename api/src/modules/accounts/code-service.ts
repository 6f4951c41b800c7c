import { createHash, randomInt } from 'node:crypto';
import { CODE_COOLDOWN_SECONDS, type CodePurpose, formatText, type Language } from '@dropmall/contract';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Channel, OutgoingMessage } from '../../adapters/messaging/types';
import type { Db, Tx } from '../../db/client';
import { verificationCodes } from '../../db/schema/codes';
import { badRequest, tooManyRequests } from '../../http/errors';
import { text } from './texts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (target: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');

export interface CodeTarget {
  channel: Channel;
  /** A lower-case e-mail address or a mobile number. */
  target: string;
  purpose: CodePurpose;
}

/**
 * What a code request sends. `code`: the code. `notice`: the address already has an account, so it is told
 * that instead of getting a code for registering again. `none`: no account uses the address, so nothing is
 * sent. The caller hears the same in every case, so nobody learns which addresses have accounts.
 */
export type CodeDelivery = 'code' | 'notice' | 'none';

/**
 * Verification codes for every purpose: 6 digits, stored hashed, valid 10 minutes, one live code per target
 * and purpose, a resend cool-down (the spec's 120 s unless CODE_RESEND_SECONDS says otherwise), and at most
 * 5 tries at a code, right or wrong.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly cooldownSeconds: number = CODE_COOLDOWN_SECONDS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a fresh code and sends it (or the notice, or nothing). The row is written in every case, so the
   * cool-down answers alike whether or not the address has an account; an undelivered code is never known.
   */
  async send({ channel, target, purpose }: CodeTarget, lang: Language, delivery: CodeDelivery = 'code') {
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      channel,
      target,
      purpose,
      codeHash: hashCode(target, purpose, code),
      attempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      consumedAt: null,
    };
    // The cool-down is the upsert's own condition: of requests at the same moment one writes the code, the
    // others find its row (PostgreSQL re-reads a row it waited for) and are told to wait.
    const cooledDown = new Date(now.getTime() - this.cooldownSeconds * 1000);
    const [written] = await this.db
      .insert(verificationCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [verificationCodes.target, verificationCodes.purpose],
        set: values,
        setWhere: lte(verificationCodes.sentAt, cooledDown),
      })
      .returning({ id: verificationCodes.id });
    if (!written) throw await this.cooldownLeft({ target, purpose }, now);
    if (delivery === 'code') await this.messenger.send(codeMessage(channel, target, code, lang));
    if (delivery === 'notice') await this.messenger.send(takenNotice(channel, target, lang));
  }

  /** The 429 of a code asked for again too soon, with the seconds left (at least one). */
  private async cooldownLeft({ target, purpose }: Omit<CodeTarget, 'channel'>, now: Date) {
    const [existing] = await this.db
      .select({ sentAt: verificationCodes.sentAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)));
    const waited = existing ? (now.getTime() - existing.sentAt.getTime()) / 1000 : 0;
    return tooManyRequests(Math.max(1, Math.ceil(this.cooldownSeconds - waited)), text.codeCooldown);
  }

  /**
   * Checks a code without using it up. Every try is counted first, in one conditional update (`attempts <
   * 5`), and only a counted try is compared: however many guesses arrive at once, at most five are ever
   * checked. The count is written outside any transaction the caller opens, so a failed request cannot roll
   * it back. A right code counts too, so a wrong password after it costs a try as well.
   */
  async check({ target, purpose }: Omit<CodeTarget, 'channel'>, code: string): Promise<void> {
    const [counted] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, this.now()),
          lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });
    if (!counted) throw badRequest(text.codeMissing);
    if (counted.codeHash === hashCode(target, purpose, code)) return;
    const left = CODE_MAX_ATTEMPTS - counted.attempts;
    throw left > 0 ? badRequest(text.codeWrong, { left }) : badRequest(text.codeBurned);
  }

  /** Uses the code up inside the caller's transaction; a second use (a race, a replay) finds nothing. */
  async consume(tx: Tx, { target, purpose }: Omit<CodeTarget, 'channel'>, code: string): Promise<void> {
    const used = await tx
      .update(verificationCodes)
      .set({ consumedAt: this.now() })
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.codeHash, hashCode(target, purpose, code)),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw badRequest(text.codeMissing);
  }
}

function codeMessage(channel: Channel, to: string, code: string, lang: Language): OutgoingMessage {
  return channel === 'email'
    ? { channel, to, subject: text.emailSubject[lang], body: formatText(text.emailBody[lang], { code }) }
    : { channel, to, subject: '', body: formatText(text.smsBody[lang], { code }) };
}

function takenNotice(channel: Channel, to: string, lang: Language): OutgoingMessage {
  return channel === 'email'
    ? { channel, to, subject: text.takenNoticeSubject[lang], body: text.emailTakenNotice[lang] }
    : { channel, to, subject: '', body: text.mobileTakenNotice[lang] };
}
