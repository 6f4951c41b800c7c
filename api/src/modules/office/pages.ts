/**
 * The menu pages that guard the management calls, per scope (see db/seed/menu-tree.ts). Roles and
 * permissions live on the same paths in both scopes; business users on the staff page of a business and on
 * the business-users page of the platform.
 */
export const ROLES_PAGE = { business: '/System/rolesList', platform: '/System/rolesList' };
export const ASSIGN_PAGE = { business: '/System/assign', platform: '/System/assign' };
export const USERS_PAGE = { business: '/System/staffManagement', platform: '/System/staffList' };
/** The platform's own staff: operators only. */
export const OPERATORS_PAGE = { platform: '/System/operatorList' };
