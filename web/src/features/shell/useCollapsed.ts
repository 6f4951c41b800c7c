import { MOBILE_BREAKPOINT_PX } from '@dropmall/contract';
import { useEffect, useState } from 'react';

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The side menu's collapsed state: collapsed by default on screens of 680 px or narrower (spec 001 §2), and
 * collapsed again when the window shrinks to that width; the user's toggle wins otherwise.
 */
export function useCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setCollapsed(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [collapsed, setCollapsed];
}
