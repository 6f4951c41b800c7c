import type { BusinessUserEditRequest, BusinessUserItem, BusinessUserSaveRequest } from '@dropmall/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Principal } from '../../http/auth';
import { badRequest, conflict, forbidden } from '../../http/errors';
import {
  createBusiness,
  createBusinessUser,
  deleteBusinessUser,
  otherActiveOwners,
  updateBusinessUser,
} from '../accounts/business-users';
import { hashPassword } from '../accounts/passwords';
import type { SessionService } from '../accounts/session-service';
import { type Actor, loadActor } from './actor';
import { type BusinessUserQuery, findBusinessUser, listBusinessUsers } from './business-user-query';
import { assertIdentityFree, withIdentityRace } from './identity';
import type { PermissionService } from './permission-service';
import type { RoleService } from './role-service';
import { text } from './texts';

type SaveInput = z.infer<typeof BusinessUserSaveRequest>;
type EditInput = z.infer<typeof BusinessUserEditRequest>;
export type StateAction = 'disable' | 'enable' | 'unfreeze';

/** From which state each action moves an account, and what it refuses otherwise. */
const TRANSITIONS = {
  disable: { to: 'disabled', from: ['active', 'frozen'] },
  enable: { to: 'active', from: ['disabled'] },
  unfreeze: { to: 'active', from: ['frozen'] },
} as const;

/**
 * Business users: a business manages its own staff (never its owners, who are the platform's to manage);
 * operators manage everybody's and add new businesses with their owner. Nobody disables or deletes
 * themselves. A business's last active owner is never deleted or made staff; an operator may disable it,
 * which suspends the business's owner access until it is enabled again.
 */
export class BusinessUserService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
    private readonly roles: RoleService,
    private readonly sessions: SessionService,
  ) {}

  async list(principal: Principal, query: BusinessUserQuery) {
    return listBusinessUsers(this.db, await loadActor(this.db, principal), query);
  }

  async info(principal: Principal, id: number) {
    return findBusinessUser(this.db, await loadActor(this.db, principal), id);
  }

  /** The target of a change: visible to the actor, and for a business never an owner. */
  private async target(actor: Actor, id: number, tx: Db | Tx): Promise<BusinessUserItem> {
    const user = await findBusinessUser(tx, actor, id);
    if (actor.kind === 'business' && user.isOwner) throw forbidden(text.ownerByPlatform);
    // Nobody manages a colleague who holds more than they do (a new password would be a way into it).
    if (actor.kind === 'business' && !actor.holdsAll && user.roleId !== null)
      await this.permissions.assertHoldsRole(actor, user.roleId, tx);
    return user;
  }

  /**
   * A role for a staff member of `businessId`: one of that business's roles (404 otherwise). Giving a role is
   * granting its permissions, so a staff member may only give a role within what they hold themselves.
   */
  private async checkRole(actor: Actor, businessId: number, roleId: number, tx: Tx): Promise<void> {
    const owner = { scope: 'business' as const, businessId };
    await this.roles.ownRole({ ...actor, ...owner }, roleId, tx);
    if (actor.holdsAll || actor.kind === 'operator') return;
    await this.permissions.assertHoldsRole(actor, roleId, tx);
  }

  async create(principal: Principal, input: SaveInput): Promise<{ id: number }> {
    const actor = await loadActor(this.db, principal);
    if (actor.kind === 'business' && input.roleId === undefined) throw badRequest(text.roleRequired);
    if (actor.kind === 'operator' && input.businessName === undefined)
      throw badRequest(text.businessNameRequired);
    const passwordHash = await hashPassword(input.password);
    return withIdentityRace(() =>
      this.db.transaction(async (tx) => {
        await assertIdentityFree(tx, { email: input.email, mobile: input.mobile ?? null }, null);
        let businessId = actor.businessId;
        if (businessId === null) businessId = await createBusiness(tx, input.businessName ?? input.name);
        else if (input.roleId !== undefined) await this.checkRole(actor, businessId, input.roleId, tx);
        const id = await createBusinessUser(tx, {
          businessId,
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          passwordHash,
          // An operator's new user opens a new business, so it is that business's owner.
          isOwner: actor.kind === 'operator',
          roleId: actor.kind === 'operator' ? null : (input.roleId ?? null),
        });
        return { id };
      }),
    );
  }

  async edit(principal: Principal, input: EditInput): Promise<void> {
    const actor = await loadActor(this.db, principal);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const revoke = await withIdentityRace(() =>
      this.db.transaction(async (tx) => {
        const user = await this.target(actor, input.id, tx);
        await assertIdentityFree(tx, { email: input.email, mobile: input.mobile ?? null }, user.id);
        const isOwner =
          actor.kind === 'operator' && input.isOwner !== undefined ? input.isOwner === '1' : user.isOwner;
        if (user.isOwner && !isOwner) await this.assertAnotherOwner(user, tx);
        const roleId = isOwner ? null : (input.roleId ?? user.roleId);
        if (!isOwner && roleId !== null && roleId !== user.roleId)
          await this.checkRole(actor, user.businessId, roleId, tx);
        await updateBusinessUser(tx, user.id, {
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          isOwner,
          roleId,
          ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
        });
        return passwordHash !== null;
      }),
    );
    // A new password ends the old sessions, as a password change does.
    if (revoke) await this.sessions.revokeAll({ kind: 'business', id: input.id });
  }

  /** Deleting is for real (nothing references a business user); their sessions end with them. */
  async remove(principal: Principal, id: number): Promise<void> {
    const actor = await loadActor(this.db, principal);
    this.refuseSelf(actor, id);
    await this.db.transaction(async (tx) => {
      const user = await this.target(actor, id, tx);
      if (user.isOwner) await this.assertAnotherOwner(user, tx);
      await deleteBusinessUser(tx, id);
    });
    await this.sessions.revokeAll({ kind: 'business', id });
  }

  async changeState(principal: Principal, id: number, action: StateAction): Promise<void> {
    const actor = await loadActor(this.db, principal);
    if (action === 'disable') this.refuseSelf(actor, id);
    const rule = TRANSITIONS[action];
    await this.db.transaction(async (tx) => {
      const user = await this.target(actor, id, tx);
      if (!(rule.from as readonly string[]).includes(user.state)) {
        if (action === 'disable') throw conflict(text.alreadyDisabled);
        if (action === 'unfreeze') throw conflict(text.notFrozen);
        throw conflict(user.state === 'frozen' ? text.frozenUseUnfreeze : text.notDisabled);
      }
      await updateBusinessUser(
        tx,
        id,
        { state: rule.to, ...(action === 'unfreeze' ? { failedLogins: 0 } : {}) },
        user.state,
      );
    });
    // Sessions from before the change never come back to life, whichever way the state moved.
    await this.sessions.revokeAll({ kind: 'business', id });
  }

  private refuseSelf(actor: Actor, id: number): void {
    if (actor.kind === 'business' && actor.id === id) throw forbidden(text.notYourself);
  }

  /** Another active owner must remain, or the business would be locked out of its own back office. */
  private async assertAnotherOwner(user: BusinessUserItem, tx: Tx): Promise<void> {
    if ((await otherActiveOwners(tx, user.businessId, user.id)) === 0) throw conflict(text.lastOwner);
  }
}
