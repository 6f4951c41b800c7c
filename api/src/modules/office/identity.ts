import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/errors';
import { identityInUse } from '../accounts/business-users';
import { text } from './texts';

/**
 * An e-mail or mobile belongs to one account only, across business users and operators (the login page
 * looks a username up in both). `exceptUserId` is the business user being edited.
 */
export async function assertIdentityFree(
  tx: Tx,
  identity: { email: string; mobile: string | null },
  exceptUserId: number | null,
): Promise<void> {
  const check = async (field: 'email' | 'mobile', value: string) => {
    if (await identityInUse(tx, field, value, exceptUserId))
      throw conflict(field === 'email' ? text.emailTaken : text.mobileTaken);
  };
  await check('email', identity.email);
  if (identity.mobile) await check('mobile', identity.mobile);
}

/** Runs a write that may lose that race, answering it as the check would have. */
export async function withIdentityRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text.emailTaken);
    throw error;
  }
}
