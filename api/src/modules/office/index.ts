import type { Db } from '../../db/client';
import type { SessionService } from '../accounts/session-service';
import { BusinessUserService } from './business-user-service';
import { GrantService } from './grant-service';
import { MenuService } from './menu-service';
import { OperatorService } from './operator-service';
import { PermissionService } from './permission-service';
import { RoleService } from './role-service';

export type Office = ReturnType<typeof createOffice>;

/** The office module's services, wired once: menus, permissions, roles, grants, business users, operators. */
export function createOffice(db: Db, sessions: SessionService) {
  const permissions = new PermissionService(db);
  const roles = new RoleService(db, permissions);
  return {
    permissions,
    roles,
    menus: new MenuService(db, permissions),
    grants: new GrantService(db, permissions, roles),
    users: new BusinessUserService(db, permissions, roles, sessions),
    operators: new OperatorService(db, permissions, roles, sessions),
  };
}
