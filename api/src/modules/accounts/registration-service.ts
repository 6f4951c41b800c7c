import type { Language } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessUsers } from '../../db/schema/accounts';
import { badRequest, conflict } from '../../http/errors';
import { accountTable, findAccount, identityTaken } from './account-store';
import type { CodeService } from './code-service';
import { hashPassword } from './passwords';
import type { SessionService } from './session-service';
import { text } from './texts';

/**
 * A new business and its owner (uncertified, profile to complete). Registration calls it once the code is
 * checked; the test fixtures call it too, so a fixture business is made exactly as a registered one.
 */
export async function insertBusinessWithOwner(
  tx: Tx,
  input: { name: string; email: string; mobile: string; passwordHash: string },
): Promise<{ businessId: number; userId: number }> {
  const [business] = await tx.insert(businesses).values({ name: input.name }).returning();
  if (!business) throw new Error('business insert returned nothing');
  const [owner] = await tx
    .insert(businessUsers)
    .values({
      businessId: business.id,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      passwordHash: input.passwordHash,
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  return { businessId: business.id, userId: owner?.id ?? 0 };
}

/** How a business comes to exist, and how anyone gets back in: codes, registration, password reset. */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * A code request answers the same whether or not the address has an account, so it tells nobody which
   * addresses do. register: a free e-mail gets the code, a taken one a notice that it has an account.
   * reset and login: only an e-mail of an account gets a code; any other gets nothing.
   */
  async sendEmailCode(email: string, purpose: 'register' | 'reset' | 'login', lang: Language): Promise<void> {
    const taken = await identityTaken(this.db, 'email', email);
    const delivery = purpose === 'register' ? (taken ? 'notice' : 'code') : taken ? 'code' : 'none';
    await this.codes.send({ channel: 'email', target: email, purpose }, lang, delivery);
  }

  /** login: only a mobile of an account gets a code. bind: a free mobile gets it, a taken one a notice. */
  async sendSmsCode(mobile: string, purpose: 'login' | 'bind', lang: Language): Promise<void> {
    const taken = await identityTaken(this.db, 'mobile', mobile);
    const delivery = purpose === 'bind' ? (taken ? 'notice' : 'code') : taken ? 'code' : 'none';
    await this.codes.send({ channel: 'sms', target: mobile, purpose }, lang, delivery);
  }

  /**
   * Creates the business and its owner in one transaction, using up the code in the same one. The code is
   * checked first: only who holds the e-mail's code hears that the e-mail or the mobile is taken.
   */
  async register(input: { name: string; email: string; mobile: string; loginPwd: string; code: string }) {
    const codeTarget = { target: input.email, purpose: 'register' as const };
    await this.codes.check(codeTarget, input.code);
    if (await identityTaken(this.db, 'email', input.email)) throw conflict(text.emailTaken);
    if (await identityTaken(this.db, 'mobile', input.mobile)) throw conflict(text.mobileTaken);
    const passwordHash = await hashPassword(input.loginPwd);
    try {
      return await this.db.transaction(async (tx) => {
        await this.codes.consume(tx, codeTarget, input.code);
        return insertBusinessWithOwner(tx, { ...input, passwordHash });
      });
    } catch (error) {
      // Two registrations racing for one e-mail or mobile: the unique index decides, the loser hears why.
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      ) {
        throw conflict(text.emailTaken);
      }
      throw error;
    }
  }

  /**
   * Sets a new password from an e-mailed code and ends every session of the account. The code is checked
   * first, so an e-mail without an account fails exactly like a wrong code (it never got one).
   */
  async resetPassword(input: { email: string; newUserPassword: string; registCode: string }): Promise<void> {
    const codeTarget = { target: input.email, purpose: 'reset' as const };
    await this.codes.check(codeTarget, input.registCode);
    const account = await findAccount(this.db, input.email);
    if (!account) throw badRequest(text.codeMissing);
    const passwordHash = await hashPassword(input.newUserPassword);
    const table = accountTable(account.kind);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, codeTarget, input.registCode);
      await tx
        .update(table)
        .set({ passwordHash, passwordChangedAt: new Date(), failedLogins: 0 })
        .where(eq(table.id, account.id));
    });
    await this.sessions.revokeAll({ kind: account.kind, id: account.id });
  }
}
