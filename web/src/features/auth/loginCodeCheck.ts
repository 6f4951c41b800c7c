import { EMAIL_PATTERN, LOGIN_MOBILE_PATTERN } from '@dropmall/contract';
import { i18n } from '../../lib/i18n';

/**
 * Why a login code cannot be sent to this username, or null. An e-mail address gets an e-mailed code;
 * anything else is taken as a mobile and checked as spec 001 §5 says (its messages are Chinese on purpose).
 */
export function loginCodeProblem(username: string): string | null {
  if (username.includes('@')) return EMAIL_PATTERN.test(username) ? null : i18n.t('auth.emailInvalid');
  if (!username) return i18n.t('login.mobileEmpty');
  if (!LOGIN_MOBILE_PATTERN.test(username)) return i18n.t('login.mobileInvalid');
  return null;
}
