import { type Language, StorageKey, toLanguage } from '@dropmall/contract';

/** What login stores as `userInfo` (spec 001 §3). */
export interface UserInfo {
  token: string;
  username: string;
  mobile: string;
  id: string | number;
  email?: string;
  roleName?: string;
  /** The business's profile state from the login model (1 = complete); updated when the profile is saved. */
  status?: number;
}

/** A node of the server's menu, saved as `router` (spec 001 §3). */
export interface MenuNode {
  id: string | number;
  name: string;
  path: string;
  iconCls?: string;
  meta?: { btnPermissions?: string[] | null };
  children?: MenuNode[];
  IsHide?: boolean;
}

/** An open tab of the back office, saved in `Tags`. */
export interface TabItem {
  title: string;
  path: string;
}

/** The value type behind each storage key. */
export interface StoredValues {
  userInfo: UserInfo;
  token: string;
  settStatus: string;
  rzStatus: string;
  businessId: string;
  canLjk: string;
  salt: string;
  router: MenuNode[];
  NavigationBar: unknown;
  Tags: TabItem[];
  myEndTime: number;
  lang: string;
  username: string;
  forgetPass: string;
  registerPage: string;
}

interface Codec<T> {
  parse(raw: string): T | null;
  format(value: T): string;
}

const text: Codec<string> = { parse: (raw) => raw, format: (value) => value };

function json<T>(): Codec<T> {
  return {
    parse(raw) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null; // a hand-edited or foreign value reads as absent rather than crashing the app
      }
    },
    format: (value) => JSON.stringify(value),
  };
}

const epochMs: Codec<number> = {
  parse(raw) {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  },
  format: (value) => String(value),
};

// Typed per key: a StorageKey without a codec here fails to compile.
const codecs: { [K in StorageKey]: Codec<StoredValues[K]> } = {
  userInfo: json<UserInfo>(),
  token: text,
  settStatus: text,
  rzStatus: text,
  businessId: text,
  canLjk: text,
  salt: text,
  router: json<MenuNode[]>(),
  NavigationBar: json<unknown>(),
  Tags: json<TabItem[]>(),
  myEndTime: epochMs,
  lang: text,
  username: text,
  forgetPass: text,
  registerPage: text,
};

export const ALL_STORAGE_KEYS: readonly StorageKey[] = Object.values(StorageKey);

export function readStorage<K extends StorageKey>(key: K): StoredValues[K] | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as logged out
  }
  return raw === null ? null : codecs[key].parse(raw);
}

export function writeStorage<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  window.localStorage.setItem(key, codecs[key].format(value));
}

export function removeStorage(key: StorageKey): void {
  window.localStorage.removeItem(key);
}

/** Removes the given keys (all of ours by default). */
export function clearStorage(keys: readonly StorageKey[] = ALL_STORAGE_KEYS): void {
  for (const key of keys) window.localStorage.removeItem(key);
}

/** The language the user chose, English when none. */
export function storedLanguage(): Language {
  return toLanguage(readStorage(StorageKey.lang));
}
