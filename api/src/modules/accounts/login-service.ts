import type { LoginModel } from '@dropmall/contract';
import { ResultCode } from '@dropmall/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../http/errors';
import {
  type Account,
  accountTable,
  findAccount,
  loadBusiness,
  normalizeUsername,
  usernameKind,
} from './account-store';
import type { CodeService } from './code-service';
import { verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import { text } from './texts';

export const MAX_FAILED_LOGINS = 5;

/** Tells whether a business has agreements it has not read yet (the agreements issue fills this in). */
export type UnreadAgreements = (businessId: number) => Promise<boolean>;

/** The name of the role an account holds, null without one (the office module answers it). */
export type RoleNameOf = (subject: { kind: Account['kind']; id: number }) => Promise<string | null>;

export function refuseInactive(account: Account): void {
  if (account.state === 'disabled') throw forbidden(text.accountDisabled);
  if (account.state === 'frozen') throw forbidden(text.accountFrozen);
}

/**
 * Login with username (e-mail or mobile), password and a login code sent to that username. Five wrong
 * passwords in a row freeze the account and end its sessions; every try, a wrong password too, counts
 * against the code.
 */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly sessions: SessionService,
    private readonly unreadAgreements: UnreadAgreements = async () => false,
    private readonly roleNameOf: RoleNameOf = async () => null,
  ) {}

  async login(input: { mobile: string; loginPwd: string; code: string }): Promise<LoginModel> {
    const username = normalizeUsername(input.mobile);
    const codeTarget = { target: username, purpose: 'login' as const };
    // The code first, for every username: an unknown one fails like a wrong code (it never got one), so
    // the answer tells nobody whether an account exists, nor its state, without the code sent to it.
    await this.codes.check(codeTarget, input.code);
    const account = await findAccount(this.db, username);
    if (!account) throw badRequest(text.loginWrong);
    refuseInactive(account);

    if (!(await verifyPassword(account.passwordHash, input.loginPwd))) {
      throw await this.recordWrongPassword(account);
    }

    const token = await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, codeTarget, input.code);
      const table = accountTable(account.kind);
      await tx.update(table).set({ failedLogins: 0 }).where(eq(table.id, account.id));
      return this.sessions.create({ kind: account.kind, id: account.id }, tx);
    });
    return this.loginModel(account, token, usernameKind(username) === 'email' ? account.email : username);
  }

  private async recordWrongPassword(account: Account): Promise<AppError> {
    const table = accountTable(account.kind);
    const [after] = await this.db
      .update(table)
      .set({
        failedLogins: sql`${table.failedLogins} + 1`,
        state: sql`case when ${table.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then 'frozen' else ${table.state} end`,
      })
      .where(eq(table.id, account.id))
      .returning({ failedLogins: table.failedLogins, state: table.state });
    if (after?.state === 'frozen') {
      await this.sessions.revokeAll({ kind: account.kind, id: account.id });
      return forbidden(text.accountFrozen);
    }
    const left = MAX_FAILED_LOGINS - (after?.failedLogins ?? 0);
    return left <= 2 ? badRequest(text.loginWrongLeft, { left }) : badRequest(text.loginWrong);
  }

  /** The model of spec 001 §3, built for a business user or an operator. */
  async loginModel(account: Account, token: string, username: string): Promise<LoginModel> {
    const base = {
      token,
      id: account.id,
      username,
      email: account.email,
      mobile: account.mobile ?? '',
      accountKind: account.kind,
    };
    // The role name is kept for display (spec 001 §6): owners are 'Owner', others their role's name.
    const roleName = account.isOwner ? null : await this.roleNameOf(account);
    if (account.kind === 'operator' || account.businessId === null) {
      return {
        ...base,
        roleName: roleName ?? 'Platform operator',
        businessId: null,
        status: 1,
        settleStatus: 2,
        rzStatus: 2,
        esignStatus: 0,
        canLjk: 0,
        salt: '0',
      };
    }
    const business = await loadBusiness(this.db, account.businessId);
    if (!business) throw new AppError(500, ResultCode.internal, 'internal');
    return {
      ...base,
      roleName: account.isOwner ? 'Owner' : (roleName ?? 'Staff'),
      businessId: business.id,
      status: business.status,
      settleStatus: business.settleStatus,
      rzStatus: business.rzStatus,
      esignStatus: business.esignStatus,
      canLjk: business.canLjk,
      salt: (await this.unreadAgreements(business.id)) ? '1' : '0',
    };
  }
}
