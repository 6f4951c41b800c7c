import { LOGOUT_CLEARED_KEYS, type LoginModel, StorageKey } from '@dropmall/contract';
import { browser } from './browser';
import { ALL_STORAGE_KEYS, clearStorage, readStorage, type UserInfo, writeStorage } from './storage';

export function getToken(): string | null {
  const token = readStorage(StorageKey.token);
  return token ? token : null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** The name shown in headers: the e-mail, else the mobile (spec 001 §2), else the login name. */
export function displayUserName(): string {
  const info = readStorage(StorageKey.userInfo);
  return info?.email || info?.mobile || info?.username || readStorage(StorageKey.username) || '';
}

/** Whether the logged-in user belongs to a business (an operator has no business id). */
export function isBusinessSession(): boolean {
  return Boolean(readStorage(StorageKey.businessId));
}

/**
 * Forgets everything stored after the server said the session is gone (1001/1007). The language is a
 * preference of the device, not of the session, so it survives.
 */
export function forgetSession(): void {
  clearStorage(ALL_STORAGE_KEYS.filter((key) => key !== StorageKey.lang));
}

/** Logout (spec 001 §2): clear the session keys, go to the mall home and reload. */
export function logout(): void {
  clearStorage(LOGOUT_CLEARED_KEYS);
  browser.assign('/');
}

/** Spec 001 §4: what a successful login stores (user info, token and the status values, as text). */
export function storeLogin(model: LoginModel): void {
  const info: UserInfo = {
    token: model.token,
    username: model.username,
    mobile: model.mobile,
    id: model.id,
    status: model.status,
  };
  if (model.email) info.email = model.email;
  if (model.roleName) info.roleName = model.roleName;
  writeStorage(StorageKey.userInfo, info);
  writeStorage(StorageKey.token, model.token);
  writeStorage(StorageKey.settStatus, String(model.settleStatus));
  writeStorage(StorageKey.rzStatus, String(model.rzStatus));
  writeStorage(StorageKey.businessId, model.businessId === null ? '' : String(model.businessId));
  writeStorage(StorageKey.canLjk, String(model.canLjk));
  writeStorage(StorageKey.salt, model.salt);
  writeStorage(StorageKey.username, model.username);
}

/** Changes fields of the stored user info (after a profile save or a new mobile); no-op when logged out. */
export function updateUserInfo(patch: Partial<UserInfo>): void {
  const info = readStorage(StorageKey.userInfo);
  if (info) writeStorage(StorageKey.userInfo, { ...info, ...patch });
}
