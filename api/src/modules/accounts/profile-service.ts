import type { BusinessInfoRequest } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema/accounts';
import type { Principal } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { accountTable, findAccountById, identityTaken, loadBusiness } from './account-store';
import type { CodeService } from './code-service';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import { text } from './texts';

type BusinessInfo = z.infer<typeof BusinessInfoRequest>;

/** What a logged-in person changes about themselves and their business. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly sessions: SessionService,
  ) {}

  private async account(principal: Principal) {
    const account = await findAccountById(this.db, principal.kind, principal.id);
    if (!account) throw notFound();
    return account;
  }

  /** Changing the password ends every session, this one included: the user logs in again. */
  async changePassword(principal: Principal, oldPassword: string, newPassword: string): Promise<void> {
    const account = await this.account(principal);
    if (!(await verifyPassword(account.passwordHash, oldPassword))) throw badRequest(text.oldPasswordWrong);
    if (oldPassword === newPassword) throw badRequest(text.samePassword);
    const table = accountTable(account.kind);
    await this.db
      .update(table)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date() })
      .where(eq(table.id, account.id));
    await this.sessions.revokeAll({ kind: account.kind, id: account.id });
  }

  /** A new mobile, proven by a code sent to it; nobody else may hold it (said only after the code). */
  async bindMobile(principal: Principal, mobile: string, code: string): Promise<void> {
    const account = await this.account(principal);
    const codeTarget = { target: mobile, purpose: 'bind' as const };
    await this.codes.check(codeTarget, code);
    if (await identityTaken(this.db, 'mobile', mobile)) throw conflict(text.mobileTaken);
    const table = accountTable(account.kind);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, codeTarget, code);
      await tx.update(table).set({ mobile }).where(eq(table.id, account.id));
    });
  }

  private async businessOf(principal: Principal) {
    if (principal.kind !== 'business') throw forbidden(text.businessOnly);
    const account = await this.account(principal);
    const business = account.businessId === null ? null : await loadBusiness(this.db, account.businessId);
    if (!business) throw notFound();
    return { account, business };
  }

  /** The country a business gave in its profile (free text), for what a payment provider charges it in. */
  async businessCountry(businessId: number): Promise<string | null> {
    return (await loadBusiness(this.db, businessId))?.country ?? null;
  }

  async businessInfo(principal: Principal) {
    const { account, business } = await this.businessOf(principal);
    return {
      businessId: business.id,
      name: business.name,
      contactName: business.contactName ?? '',
      contactPhone: business.contactPhone ?? '',
      country: business.country ?? '',
      address: business.address ?? '',
      storeUrl: business.storeUrl ?? '',
      status: business.status,
      email: account.email,
      mobile: account.mobile ?? '',
    };
  }

  /** Only the owner edits the business profile; a complete profile sets status 1. */
  async saveBusinessInfo(principal: Principal, info: BusinessInfo) {
    const { account, business } = await this.businessOf(principal);
    if (!account.isOwner) throw forbidden();
    await this.db
      .update(businesses)
      .set({ ...info, storeUrl: info.storeUrl ?? null, status: 1, updatedAt: new Date() })
      .where(eq(businesses.id, business.id));
    return this.businessInfo(principal);
  }
}
