import { loginRedirectUrl } from '@dropmall/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasToken } from './session';

/**
 * Actions that need a session (favourite, download, publish, cart: spec 000 §6): returns a check that
 * sends a visitor to /login?redirect=<this page> and answers false, or answers true with a token.
 */
export function useLoginGate(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (hasToken()) return true;
    void navigate(loginRedirectUrl(pathname + search));
    return false;
  }, [navigate, pathname, search]);
}
