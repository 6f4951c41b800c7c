import { CODE_COOLDOWN_SECONDS, StorageKey } from '@dropmall/contract';
import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The resend cool-down of the code buttons (spec 000 §4, spec 001 §4). Its end time lives in `myEndTime`
 * so it survives a reload. There is one such key for every form, so a cool-down belongs to the form that
 * started it: the register and reset pages mark theirs with the spec's `registerPage` / `forgetPass` flags,
 * login and bind-mobile leave none. A page entered with someone else's cool-down running drops it: this is
 * how it is "cleared when the user returns to login", and a login code does not block a register code.
 */
export type CodeScope = 'login' | 'registerPage' | 'forgetPass' | 'bindMobile' | 'payPassword';

type FlagKey = typeof StorageKey.registerPage | typeof StorageKey.forgetPass;

const FLAG_OF: Record<CodeScope, FlagKey | null> = {
  login: null,
  bindMobile: null,
  payPassword: null,
  registerPage: StorageKey.registerPage,
  forgetPass: StorageKey.forgetPass,
};

function ownerFlag(): FlagKey | null {
  if (readStorage(StorageKey.registerPage)) return StorageKey.registerPage;
  if (readStorage(StorageKey.forgetPass)) return StorageKey.forgetPass;
  return null;
}

/** Forgets any cool-down and whose it was. */
export function clearCooldown(): void {
  removeStorage(StorageKey.myEndTime);
  removeStorage(StorageKey.registerPage);
  removeStorage(StorageKey.forgetPass);
}

/** On entering a page with a code button: keep the stored cool-down only if this page started it. */
export function claimCooldown(scope: CodeScope): void {
  if (readStorage(StorageKey.myEndTime) !== null && ownerFlag() !== FLAG_OF[scope]) clearCooldown();
}

/**
 * After a successful send the cool-down runs for CODE_COOLDOWN_SECONDS from now; after a refusal, for the
 * seconds the server named (it knows of codes sent from another tab or device). Returns its end.
 */
export function startCooldown(scope: CodeScope, now = Date.now(), seconds = CODE_COOLDOWN_SECONDS): number {
  clearCooldown();
  const end = now + seconds * 1000;
  writeStorage(StorageKey.myEndTime, end);
  const flag = FLAG_OF[scope];
  if (flag) writeStorage(flag, '1');
  return end;
}

export function cooldownEnd(): number | null {
  return readStorage(StorageKey.myEndTime);
}

/** Whole seconds still to wait (0 when none), rounded up so the button never shows 0s. */
export function secondsLeft(end: number | null, now = Date.now()): number {
  return end === null ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}
