import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ok, stubApi } from '../../test/api';
import { CATEGORY_TREE, HOT_KEYS } from '../../test/catalog';
import { browser } from '../lib/browser';
import { writeStorage } from '../lib/storage';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './router';

let replace: MockInstance<typeof browser.replace>;

beforeEach(() => {
  replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
});

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const slow = { timeout: 20_000 };

describe('route guard', () => {
  it('lets a visitor without a token open a public path', async () => {
    // The mall header reads the categories and hot searches for its search box.
    stubApi({ '/mall/index/category': ok(CATEGORY_TREE), '/mall/index/hotSearchKey': ok(HOT_KEYS) });
    renderAt('/refund_returns');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refund and Returns Policy' }, slow),
    ).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a visitor without a token from a known non-public path to login with the path and query', async () => {
    renderAt('/CRM/myOrder?status=2&page=3');
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/login?redirect=%2FCRM%2FmyOrder%3Fstatus%3D2%26page%3D3'),
    );
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('uses an empty redirect when the guarded target is /404', async () => {
    renderAt('/404');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?redirect='));
  });

  it('shows the page behind the guard when a token is stored', async () => {
    writeStorage('token', 'tok-1');
    // A back-office page of the inventory opens when the user's menu names it (dynamic routes).
    writeStorage('router', [
      {
        id: 1,
        name: 'Warehouse pick-out',
        path: '/stock/warehousePickOut',
        meta: { btnPermissions: [] },
        children: [],
      },
    ]);
    stubApi({
      '/stock/places': ok({ warehouses: [], locations: [] }),
      '/stock/pick/list': ok({
        records: [],
        total: 0,
        current: 1,
        size: 20,
        orderCount: 0,
        totalQuantity: 0,
      }),
    });
    renderAt('/stock/warehousePickOut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse pick-out' }, slow)).toBeTruthy();
    expect(await screen.findByTestId('pick-table', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(document.title).toBe('Warehouse pick-out - Dropmall');
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['a visitor', false],
    ['a logged-in user', true],
  ])('shows the 404 page in place of an unknown path for %s', async (_who, loggedIn) => {
    if (loggedIn) writeStorage('token', 'tok-1');
    const router = renderAt('/no/such/page?x=1');
    expect(await screen.findByText('Oops, The Page Is Lost!', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(replace).not.toHaveBeenCalled();
  });

  it('matches paths exactly as the spec spells them', async () => {
    writeStorage('token', 'tok-1');
    renderAt('/welcome');
    expect(await screen.findByText('Oops, The Page Is Lost!', {}, slow)).toBeTruthy();
  });
});
