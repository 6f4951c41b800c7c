import { isPublicPath, loginRedirectUrl } from '@dropmall/contract';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { browser } from '../lib/browser';
import { hasToken } from '../lib/session';

/**
 * The route guard of spec 001 §2, around every known route: a non-public path without a token reloads
 * on /login?redirect=<path+query> (empty redirect for /404). Unknown paths never reach here (404 in place).
 */
export function RequireToken() {
  const { pathname, search } = useLocation();
  const allowed = isPublicPath(pathname) || hasToken();

  useEffect(() => {
    if (!allowed) browser.replace(loginRedirectUrl(pathname + search));
  }, [allowed, pathname, search]);

  return allowed ? <Outlet /> : null;
}
