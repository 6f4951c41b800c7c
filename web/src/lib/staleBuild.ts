import { browser } from './browser';

/** When the last reload for a missing piece of code happened (sessionStorage: per tab). */
const RELOADED_AT = 'dm-stale-build-reload';
/** A second failure within this time is a real outage, not a redeploy: no reload loop. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * A piece of the app's code that did not load: after a redeploy an open tab asks for the old build's
 * hashed files, which are gone. Vite and the browsers word it differently; each wording names the import.
 */
export function isMissingCode(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|module script failed|Importing a module script failed|Unable to preload|error loading dynamically imported/i.test(
    message,
  );
}

/**
 * Reloads the page once to fetch the current build. Answers false (and does nothing) when it already
 * reloaded a moment ago: then the server is failing, and the page says so instead of reloading forever.
 */
export function reloadForNewBuild(now: number = Date.now()): boolean {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(RELOADED_AT, String(now));
  browser.reload();
  return true;
}
