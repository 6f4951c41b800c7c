import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation } from 'react-router';
import { useMenu } from './menu';
import { menuButtons } from './menuTree';

/**
 * The path of the tab a page lives in. A page kept alive in a hidden tab must keep answering for its own
 * route, not for the one on screen.
 */
export const PagePathContext = createContext<string | null>(null);

/** The current page's path: its tab's when it has one, else the location's. */
export function usePagePath(): string {
  const own = useContext(PagePathContext);
  const { pathname } = useLocation();
  return own ?? pathname;
}

/** Tells whether a button label is in the current route's btnPermissions (spec 001 §6). */
export function usePermitted(): (label: string) => boolean {
  const { menu } = useMenu();
  const path = usePagePath();
  const labels = menuButtons(menu, path);
  return useCallback((label: string) => labels.includes(label), [labels]);
}

interface PermittedProps {
  /** A button label of the spec, e.g. 'add role'. */
  label: string;
  children: ReactNode;
}

/**
 * The one button-permission rule of the app: its children are removed (not disabled) unless `label` is in
 * the current route's btnPermissions. The server refuses the call anyway; this only hides what it refuses.
 */
export function Permitted({ label, children }: PermittedProps) {
  return usePermitted()(label) ? children : null;
}
