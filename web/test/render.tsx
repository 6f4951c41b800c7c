import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../src/app/queryClient';
import { routerFlushSync } from '../src/app/routerFlushSync';

/** Any page the one under test navigates to: shows where the user landed. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

/**
 * Renders a page at `url` (its route is `path`) in a memory router with a fresh query cache. Returns the
 * router: `router.state.location` is where the page has taken the user (URL state, back and forward).
 */
export function renderPage(
  path: string,
  page: ReactElement,
  url: string = path,
  client: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </QueryClientProvider>,
  );
  return router;
}
