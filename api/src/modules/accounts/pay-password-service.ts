import {
  type Language,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_TRIES,
  type PayPasswordState,
  PayType,
  ResultCode,
} from '@dropmall/contract';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payPasswords } from '../../db/schema/accounts';
import type { Principal } from '../../http/auth';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { findAccountById } from './account-store';
import type { CodeService } from './code-service';
import { hashPassword, verifyPassword } from './passwords';
import { payPasswordText as text } from './texts';

const LOCK_MS = PAY_PASSWORD_LOCK_MINUTES * 60_000;

const wrongOrMissing = (message: typeof text.wrong | typeof text.required, params?: { left: number }) =>
  new AppError(400, ResultCode.payPasswordWrong, message, params);

const disabled = (until: Date, now: Date) =>
  new AppError(423, ResultCode.payPasswordDisabled, text.disabled, {
    minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)),
  });

/** `de***@dropmall.test`: enough for the owner to know where to look, not a whole address on screen. */
const mask = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/**
 * The business's 6-digit payment password (opt-in). Hashed like login passwords (argon2id). Every try is
 * counted before it is compared, in one conditional update that only passes while fewer than 5 tries are
 * counted (or the lock has run out), so however many guesses arrive at once at most 5 are ever compared; the
 * fifth counted wrong try leaves the password locked for 30 minutes. A right try clears the count.
 */
export class PayPasswordService {
  /** A business's row, or none: read before every payment, so prepared once. */
  private readonly rowOf;

  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rowOf = db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.businessId, sql.placeholder('businessId')))
      .prepare('pay_password_of');
  }

  private async row(businessId: number) {
    const [row] = await this.rowOf.execute({ businessId });
    return row ?? null;
  }

  async state(principal: Principal): Promise<PayPasswordState> {
    const businessId = principal.businessId;
    if (principal.kind !== 'business' || businessId === null) throw forbidden(text.businessOnly);
    const row = await this.row(businessId);
    const now = this.now();
    const locked = !!row?.lockedUntil && row.lockedUntil > now;
    const counted = row && !locked && row.lockedUntil ? 0 : (row?.failedAttempts ?? 0);
    return {
      set: row !== null,
      locked,
      lockedUntil: locked ? (row?.lockedUntil?.toISOString() ?? null) : null,
      triesLeft: locked ? 0 : PAY_PASSWORD_MAX_TRIES - counted,
      canManage: principal.isOwner && !principal.apiKey,
    };
  }

  /** Setting, changing and resetting: the owner, in a session (never an API key). */
  private owner(principal: Principal): number {
    if (principal.kind !== 'business' || principal.businessId === null) throw forbidden(text.businessOnly);
    if (!principal.isOwner || principal.apiKey) throw forbidden(text.ownerOnly);
    return principal.businessId;
  }

  async set(principal: Principal, password: string): Promise<void> {
    const businessId = this.owner(principal);
    const inserted = await this.db
      .insert(payPasswords)
      .values({ businessId, passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: payPasswords.businessId });
    if (inserted.length === 0) throw conflict(text.alreadySet);
  }

  async change(principal: Principal, oldPassword: string, password: string): Promise<void> {
    const businessId = this.owner(principal);
    if (!(await this.row(businessId))) throw badRequest(text.notSet);
    await this.verify(businessId, oldPassword);
    await this.store(businessId, password);
  }

  /** The reset code goes to the owner's own e-mail address, never to one the caller names. */
  async sendResetCode(principal: Principal, lang: Language): Promise<{ sentTo: string }> {
    const email = await this.ownerEmail(principal);
    await this.codes.send({ channel: 'email', target: email, purpose: 'payPassword' }, lang);
    return { sentTo: mask(email) };
  }

  /** A right code sets a new password and lifts any lock; it works whether or not one was set before. */
  async reset(principal: Principal, code: string, password: string): Promise<void> {
    const email = await this.ownerEmail(principal);
    const businessId = this.owner(principal);
    const target = { target: email, purpose: 'payPassword' as const };
    await this.codes.check(target, code);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, target, code);
      const values = { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: this.now() };
      await tx
        .insert(payPasswords)
        .values({ businessId, ...values })
        .onConflictDoUpdate({ target: payPasswords.businessId, set: values });
    });
  }

  private async ownerEmail(principal: Principal): Promise<string> {
    this.owner(principal);
    const account = await findAccountById(this.db, 'business', principal.id);
    if (!account) throw notFound();
    return account.email;
  }

  private async store(businessId: number, password: string) {
    await this.db
      .update(payPasswords)
      .set({
        passwordHash: await hashPassword(password),
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: this.now(),
      })
      .where(eq(payPasswords.businessId, businessId));
  }

  /**
   * Before a payment: a balance payment of a business that set a password needs the right one; any other
   * payment (or a business without one) passes untouched. Throws 400 (missing, wrong) or 423 (locked).
   */
  async guardPayment(businessId: number, payType: number, password: string | undefined): Promise<void> {
    if (payType !== PayType.balance) return;
    const row = await this.row(businessId);
    if (!row) return;
    const now = this.now();
    if (row.lockedUntil && row.lockedUntil > now) throw disabled(row.lockedUntil, now);
    if (password === undefined) throw wrongOrMissing(text.required);
    await this.verify(businessId, password);
  }

  /** Counts the try, then compares; see the class comment. */
  private async verify(businessId: number, password: string): Promise<void> {
    const now = this.now();
    const lockEnd = new Date(now.getTime() + LOCK_MS);
    const expired = and(sql`${payPasswords.lockedUntil} is not null`, lte(payPasswords.lockedUntil, now));
    const [counted] = await this.db
      .update(payPasswords)
      .set({
        // A lock that has run out starts a new count with this try.
        failedAttempts: sql`case when ${expired} then 1 else ${payPasswords.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${expired} then null::timestamptz
          when ${payPasswords.failedAttempts} + 1 >= ${PAY_PASSWORD_MAX_TRIES} then ${lockEnd}::timestamptz
          else null::timestamptz end`,
      })
      .where(
        and(
          eq(payPasswords.businessId, businessId),
          or(lt(payPasswords.failedAttempts, PAY_PASSWORD_MAX_TRIES), expired),
        ),
      )
      .returning();
    if (!counted) {
      const row = await this.row(businessId);
      throw disabled(row?.lockedUntil ?? lockEnd, now);
    }
    if (await verifyPassword(counted.passwordHash, password)) {
      await this.db
        .update(payPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(payPasswords.businessId, businessId));
      return;
    }
    const left = PAY_PASSWORD_MAX_TRIES - counted.failedAttempts;
    if (left <= 0) throw disabled(counted.lockedUntil ?? lockEnd, now);
    throw wrongOrMissing(text.wrong, { left });
  }
}
