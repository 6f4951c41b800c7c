/**
 * The `redirect` query of /login, kept only when it is a path of this site: one leading '/', not '//' or
 * '/\' (another host), and not the login page itself. Anything else means "go home".
 */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(target, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname === '/login') return null;
  return url.pathname + url.search + url.hash;
}
