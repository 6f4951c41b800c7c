import { LOGOUT_CLEARED_KEYS, StorageKey } from '@dropmall/contract';
import { browser } from './browser';
import { ALL_STORAGE_KEYS, clearStorage, readStorage } from './storage';

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
