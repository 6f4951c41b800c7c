import { flushSync } from 'react-dom';

/**
 * Lets a navigation render at once when it asks to (`flushSync: true`, the list's filters), as the
 * RouterProvider of react-router/dom does. Passed to react-router's own RouterProvider: importing the dom
 * entry as well would load a second copy of the router's contexts in tests.
 */
export function routerFlushSync(fn: () => unknown): undefined {
  flushSync(fn);
  return undefined;
}
