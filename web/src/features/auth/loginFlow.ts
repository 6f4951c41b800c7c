import { type LoginModel, needsSettlement, StorageKey } from '@dropmall/contract';
import { clearCooldown } from '../../lib/codeCooldown';
import { post } from '../../lib/http';
import { fetchMenu } from '../../lib/menu';
import { forgetSession, storeLogin } from '../../lib/session';
import { type MenuNode, writeStorage } from '../../lib/storage';
import { safeRedirect } from './redirect';

export type AfterLogin = { kind: 'settlement' } | { kind: 'noMenu' } | { kind: 'enter'; to: string };

/** A login that cannot go on leaves nothing behind: no token stored, none alive on the server. */
async function abandon(): Promise<void> {
  await post('/logout', {}, { quiet: true, stayOnSessionLoss: true }).catch(() => undefined);
  forgetSession();
}

/**
 * Spec 001 §4 after a successful login call: store the session; certification first (/Settlement);
 * else fetch the menu: empty means the login failed, otherwise store it and enter: the profile page while
 * the profile is incomplete (status not 1), else the `redirect` target when it is safe, else home.
 */
export async function afterLogin(model: LoginModel, redirect: string | null): Promise<AfterLogin> {
  storeLogin(model);
  clearCooldown(); // the code is used up; its cool-down must not hold the next form's button
  if (needsSettlement(model)) return { kind: 'settlement' };

  let menu: MenuNode[];
  try {
    menu = await fetchMenu();
  } catch (error) {
    await abandon();
    throw error;
  }
  if (menu.length === 0) {
    await abandon();
    return { kind: 'noMenu' };
  }
  writeStorage(StorageKey.router, menu);
  const to = model.status !== 1 ? '/myCenter/businessInfo' : (safeRedirect(redirect) ?? '/');
  return { kind: 'enter', to };
}
