import type { Principal } from '../http/auth';
import { forbidden } from '../http/errors';

const businessOnly = { en: 'Only business accounts can do this', zh: '仅商家账号可执行此操作' };

/** The business a caller acts for; operators and accounts without a business are refused. */
export function callerBusinessId(principal: Principal | null): number {
  if (principal?.kind !== 'business' || principal.businessId === null) throw forbidden(businessOnly);
  return principal.businessId;
}
