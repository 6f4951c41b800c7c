import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { buildRoutes } from '../../app/router';
import type { AppRoute } from '../../app/routeTable';
import { browser } from '../../lib/browser';

let reload: MockInstance<typeof browser.reload>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  // The page logs the error for developers; React logs the caught error too.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.sessionStorage.clear();
});
afterEach(() => consoleError.mockRestore());

let failure = new Error('not set');
function FailingPage(): never {
  throw failure;
}

/** A public path (no token needed) whose page fails with `error` while rendering. */
function renderFailingPage(error: Error) {
  failure = error;
  const table: AppRoute[] = [
    {
      path: '/login',
      layout: 'bare',
      titleKey: 'titles.login',
      load: async () => ({ default: FailingPage }),
    },
  ];
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: ['/login'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a page that fails to render', () => {
  it('shows an apology with a reload, never the error or its stack', async () => {
    const error = new Error('secret internals at Object.<anonymous> (DetailPage.tsx:12)');
    renderFailingPage(error);
    const page = await screen.findByTestId('route-error', {}, { timeout: 20_000 });
    expect(page.textContent).toContain('Something went wrong on this page.');
    expect(page.textContent).not.toContain('secret internals');
    expect(page.textContent).not.toContain('DetailPage.tsx');
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once for code gone after a redeploy, and apologises if the reload did not help', async () => {
    const missing = new TypeError(
      'Failed to fetch dynamically imported module: http://shop/assets/ShippingDialog-1a2b.js',
    );
    renderFailingPage(missing);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('route-error').textContent).toContain('Loading the latest version');

    // The reloaded page fails the same way within the minute: a server problem, not a stale tab.
    cleanup();
    renderFailingPage(missing);
    // It first says it is loading, then finds it already reloaded a moment ago.
    await waitFor(() =>
      expect(screen.getByTestId('route-error').textContent).toContain('Something went wrong on this page.'),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
