import type {
  OperatorEditRequest,
  OperatorItem,
  OperatorListRequest,
  OperatorSaveRequest,
  Page,
} from '@dropmall/contract';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Principal } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import {
  createOperator,
  findOperatorForUpdate,
  listOperators,
  lockSuperOperators,
  type OperatorRow,
  otherActiveSupers,
  updateOperator,
} from '../accounts/operators';
import { hashPassword } from '../accounts/passwords';
import type { SessionService } from '../accounts/session-service';
import { type Actor, loadActor } from './actor';
import { roleNames } from './business-user-query';
import { assertIdentityFree, withIdentityRace } from './identity';
import type { PermissionService } from './permission-service';
import type { RoleService } from './role-service';
import { text } from './texts';

/**
 * The platform's own staff (Platform Staff page): operators add operators with a platform role, change
 * their name, role and password, disable and enable them. Giving a role is granting its permissions, so
 * an operator gives only roles within what they hold; a super operator (every permission, made by the
 * installation, not here) is changed by no one but another super operator; nobody changes themselves here
 * (their own password is on the settings page).
 */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
    private readonly roles: RoleService,
    private readonly sessions: SessionService,
  ) {}

  async list(principal: Principal, query: OperatorListRequest): Promise<Page<OperatorItem>> {
    await this.operatorActor(principal);
    const { rows, total } = await listOperators(
      this.db,
      { state: query.state, pattern: query.keyword ? containsPattern(query.keyword) : null },
      query,
    );
    const names = await roleNames(this.db, rows);
    return {
      records: rows.map((row) => toItem(row, names)),
      total,
      current: query.current,
      size: query.size,
    };
  }

  async create(principal: Principal, input: OperatorSaveRequest): Promise<{ id: number }> {
    const actor = await this.operatorActor(principal);
    const passwordHash = await hashPassword(input.password);
    return withIdentityRace(() =>
      this.db.transaction(async (tx) => {
        await assertIdentityFree(tx, { email: input.email, mobile: input.mobile ?? null }, null);
        await this.checkRole(actor, input.roleId, tx);
        const id = await createOperator(tx, {
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          passwordHash,
          roleId: input.roleId,
        });
        return { id };
      }),
    );
  }

  async edit(principal: Principal, input: OperatorEditRequest): Promise<void> {
    const actor = await this.operatorActor(principal);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    await this.db.transaction(async (tx) => {
      const target = await this.target(actor, input.id, tx);
      if (target.roleId !== input.roleId) await this.checkRole(actor, input.roleId, tx);
      await updateOperator(tx, target.id, {
        name: input.name,
        // A super operator holds everything whatever its role says; its role stays as it is.
        roleId: target.isSuper ? target.roleId : input.roleId,
        ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
      });
    });
    // A new password ends the old sessions, as a password change does.
    if (passwordHash) await this.sessions.revokeAll({ kind: 'operator', id: input.id });
  }

  async changeState(principal: Principal, id: number, action: 'disable' | 'enable'): Promise<void> {
    const actor = await this.operatorActor(principal);
    await this.db.transaction(async (tx) => {
      if (action === 'disable') await lockSuperOperators(tx);
      const target = await this.target(actor, id, tx);
      if (action === 'disable' && target.state === 'disabled') throw conflict(text.alreadyDisabled);
      // Two super operators disabling each other at once would leave the platform with none.
      if (action === 'disable' && target.isSuper && (await otherActiveSupers(tx, target.id)) === 0)
        throw conflict(text.lastSuper);
      if (action === 'enable' && target.state !== 'disabled') throw conflict(text.notDisabled);
      await updateOperator(tx, id, {
        state: action === 'disable' ? 'disabled' : 'active',
        ...(action === 'enable' ? { failedLogins: 0 } : {}),
      });
    });
    // Sessions from before the change never come back to life, whichever way the state moved.
    await this.sessions.revokeAll({ kind: 'operator', id });
  }

  private async operatorActor(principal: Principal): Promise<Actor> {
    const actor = await loadActor(this.db, principal);
    if (actor.kind !== 'operator') throw forbidden();
    return actor;
  }

  /**
   * The operator to change: never oneself, a super operator only by another, and nobody who holds more than
   * the actor (a new password for a stronger colleague would be a way into their permissions).
   */
  private async target(actor: Actor, id: number, tx: Tx): Promise<OperatorRow> {
    if (id === actor.id) throw forbidden(text.notYourselfHere);
    const target = await findOperatorForUpdate(tx, id);
    if (!target) throw notFound();
    if (target.isSuper && !actor.holdsAll) throw forbidden(text.superBySuper);
    if (target.roleId !== null) await this.permissions.assertHoldsRole(actor, target.roleId, tx);
    return target;
  }

  /** A platform role (404 otherwise), within the permissions the actor holds. */
  private async checkRole(actor: Actor, roleId: number, tx: Tx): Promise<void> {
    await this.roles.ownRole(actor, roleId, tx);
    await this.permissions.assertHoldsRole(actor, roleId, tx);
  }
}

function toItem(row: OperatorRow, names: Map<number, string>): OperatorItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile ?? '',
    isSuper: row.isSuper,
    roleId: row.isSuper ? null : row.roleId,
    roleName: row.isSuper || row.roleId === null ? '' : (names.get(row.roleId) ?? ''),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}
