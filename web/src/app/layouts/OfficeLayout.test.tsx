import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MenuNode, readStorage, writeStorage } from '../../lib/storage';
import { setUnreadCount } from '../../lib/unread';
import { createQueryClient } from '../queryClient';
import { buildRoutes } from '../router';

const MENU: MenuNode[] = [
  {
    id: 1,
    name: 'My Profile',
    path: '-',
    iconCls: 'user',
    meta: { btnPermissions: null },
    children: [
      { id: 2, name: 'Rule Display', path: '/About', meta: { btnPermissions: [] }, children: [] },
      { id: 3, name: 'My Orders', path: '/CRM/myOrder', meta: { btnPermissions: [] }, children: [] },
      {
        id: 4,
        name: 'Order Details',
        path: '/order/ordinaryDetail',
        IsHide: true,
        meta: { btnPermissions: [] },
        children: [],
      },
    ],
  },
  {
    id: 5,
    name: 'Stock Management',
    path: '-',
    iconCls: 'inbox',
    meta: { btnPermissions: null },
    children: [
      { id: 6, name: 'Not Built', path: '/stock/noSuchPage', meta: { btnPermissions: [] }, children: [] },
      { id: 7, name: 'Third-party Stock-in', path: '', meta: { btnPermissions: [] }, children: [] },
    ],
  },
  {
    id: 8,
    name: 'Messages',
    path: '/message/index',
    iconCls: 'bell',
    meta: { btnPermissions: [] },
    children: [],
  },
];

function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === '(max-width: 680px)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const slow = { timeout: 25_000 };
const tabTitles = () => screen.queryAllByTestId('office-tab').map((tab) => tab.textContent);

beforeEach(() => {
  writeStorage('token', 'tok-1');
  writeStorage('businessId', '3');
  writeStorage('router', MENU);
  narrowScreen(false);
});

describe('back-office shell', () => {
  it('collapses the side menu by default at 680 px or narrower, showing the short name', async () => {
    narrowScreen(true);
    renderAt('/Welcome');
    const side = await screen.findByTestId('side', {}, slow);
    expect(side.getAttribute('data-collapsed')).toBe('true');
    expect(screen.getByTestId('office-brand').textContent).toBe('DM');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(side.getAttribute('data-collapsed')).toBe('false');
  });

  it('opens the side menu on wider screens with the full name', async () => {
    renderAt('/Welcome');
    expect((await screen.findByTestId('side', {}, slow)).getAttribute('data-collapsed')).toBe('false');
    expect(screen.getByTestId('office-brand').textContent).toBe('Business Center');
  });

  it('names an operator’s office the Platform Center, and welcomes an operator to its own work', async () => {
    writeStorage('businessId', '');
    renderAt('/Welcome');
    expect((await screen.findByTestId('office-brand', {}, slow)).textContent).toBe('Platform Center');
    expect(await screen.findByText(/Review products, settlements and withdrawals/, {}, slow)).toBeTruthy();
    expect(screen.getByText(/Dropmall Platform Center/)).toBeTruthy();
  });

  it('maps menu paths to pages: hidden ones stay out, a path without a page is only logged, a pending one alerts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/About');
    const menu = await screen.findByTestId('side-menu', {}, slow);
    expect(within(menu).getByText('Rule Display')).toBeTruthy();
    expect(within(menu).getByText('My Orders')).toBeTruthy();
    expect(within(menu).queryByText('Order Details')).toBeNull();
    expect(within(menu).queryByText('Not Built')).toBeNull();
    expect(warn).toHaveBeenCalledWith('menu path without a page: /stock/noSuchPage (Not Built)');
    fireEvent.click(within(menu).getByText('Stock Management'));
    fireEvent.click(await within(menu).findByText('Third-party Stock-in'));
    expect(alert).toHaveBeenCalledWith('This page has no address yet');
  });

  it('shows the unread count on the Message item: hidden at 0, at most 99', async () => {
    renderAt('/Welcome');
    const menu = await screen.findByTestId('side-menu', {}, slow);
    const badge = () => menu.querySelector('.ant-badge-count')?.textContent ?? null;
    expect(within(menu).getByText('Messages')).toBeTruthy();
    expect(badge()).toBeNull();
    act(() => setUnreadCount(7));
    await waitFor(() => expect(badge()).toBe('7'));
    act(() => setUnreadCount(150));
    await waitFor(() => expect(badge()).toBe('99+'));
    act(() => setUnreadCount(0)); // the next test starts from no messages again
  });

  it('registers only the pages the menu names: another page shows 403 in place', async () => {
    renderAt('/CRM/store');
    expect(await screen.findByTestId('forbidden', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Ask the administrator of your business account/)).toBeTruthy();
    expect(tabTitles()).toEqual([]);
  });

  it("tells an operator who opens a seller's page that it is a seller's, not to ask an administrator", async () => {
    writeStorage('businessId', '');
    renderAt('/CRM/store');
    expect(await screen.findByTestId('forbidden', {}, slow)).toBeTruthy();
    expect(screen.getByText(/part of a seller's own office/)).toBeTruthy();
    expect(screen.queryByText(/Ask the administrator/)).toBeNull();
  });

  it('lets a hidden menu page and the static pages open', async () => {
    renderAt('/order/ordinaryDetail');
    await waitFor(() => expect(document.title).toBe('Order details - Dropmall'), slow);
    expect(screen.queryByTestId('forbidden')).toBeNull();
  });

  it('shows the breadcrumb of the matched route: home, the menu group, the page', async () => {
    renderAt('/CRM/myOrder');
    const crumbs = await screen.findByTestId('breadcrumb', {}, slow);
    await waitFor(() => expect(crumbs.textContent).toContain('My orders'));
    expect(crumbs.textContent?.trim()).toBe('Back office/My Profile/My orders');
  });
});

describe('tab bar', () => {
  it('restores Tags, opens the current page, switches on click, and saves', async () => {
    writeStorage('Tags', [{ title: 'Old title', path: '/About' }]);
    const router = renderAt('/Welcome');
    await waitFor(() => expect(tabTitles()).toEqual(['About', 'Welcome']), slow);
    expect(readStorage('Tags')).toEqual([
      { title: 'Old title', path: '/About' },
      { title: 'Welcome', path: '/Welcome' },
    ]);
    fireEvent.click(screen.getByText('About'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/About'));
  });

  it('closes a tab by its x and by a middle click; closing the active one opens its neighbour', async () => {
    writeStorage('Tags', [
      { title: 'About', path: '/About' },
      { title: 'My orders', path: '/CRM/myOrder' },
    ]);
    const router = renderAt('/Welcome');
    await waitFor(() => expect(tabTitles()).toEqual(['About', 'My orders', 'Welcome']), slow);
    fireEvent.click(screen.getAllByTestId('office-tab-close')[0] as HTMLElement);
    await waitFor(() => expect(tabTitles()).toEqual(['My orders', 'Welcome']));
    fireEvent(
      screen.getByText('Welcome', { selector: '[data-testid=office-tab]' }),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    await waitFor(() => expect(tabTitles()).toEqual(['My orders']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CRM/myOrder'));
  });

  it('is a tablist the keyboard works: one Tab stop, arrows, Home and End move, Enter opens, Delete closes', async () => {
    writeStorage('Tags', [
      { title: 'About', path: '/About' },
      { title: 'My orders', path: '/CRM/myOrder' },
    ]);
    const router = renderAt('/Welcome');
    await waitFor(() => expect(tabTitles()).toEqual(['About', 'My orders', 'Welcome']), slow);
    const list = screen.getByRole('tablist');
    const tabs = () => within(list).getAllByRole('tab');
    // Only the tabs are in the tablist's accessibility tree (no close buttons: aria-required-children).
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    const at = (i: number) => tabs()[i] as HTMLElement;
    at(2).focus();
    fireEvent.keyDown(at(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(at(0));
    fireEvent.keyDown(at(0), { key: 'End' });
    expect(document.activeElement).toBe(at(2));
    fireEvent.keyDown(at(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(at(1));
    fireEvent.keyDown(at(1), { key: 'Home' });
    expect(document.activeElement).toBe(at(0));
    fireEvent.click(at(0)); // Enter and Space on a button are a click
    await waitFor(() => expect(router.state.location.pathname).toBe('/About'));
    fireEvent.keyDown(at(1), { key: 'Delete' });
    await waitFor(() => expect(tabTitles()).toEqual(['About', 'Welcome']));
  });

  it('closes all but the current tab, and all tabs going home', async () => {
    writeStorage('Tags', [
      { title: 'About', path: '/About' },
      { title: 'My orders', path: '/CRM/myOrder' },
    ]);
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the home page's calls: never answered here
    const router = renderAt('/Welcome');
    await waitFor(() => expect(tabTitles()).toHaveLength(3), slow);
    fireEvent.click(screen.getByTestId('tabs-actions'));
    fireEvent.click(await screen.findByText('Close others'));
    await waitFor(() => expect(tabTitles()).toEqual(['Welcome']));
    expect(readStorage('Tags')).toEqual([{ title: 'Welcome', path: '/Welcome' }]);
    fireEvent.click(screen.getByTestId('tabs-actions'));
    fireEvent.click(await screen.findByText('Close all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readStorage('Tags')).toEqual([]);
    // The home's code is on its way: the test ends once it is in, not while the next file runs.
    await Promise.all([import('./MallLayout'), import('../../features/mall/home/HomePage')]);
  });

  it('opens no tab for a page flagged not to show in tabs', async () => {
    renderAt('/Settlement');
    await screen.findByTestId('office-tabs', {}, slow);
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    expect(tabTitles()).toEqual([]);
    await import('../../features/account/SettlementPage'); // its code, asked by the route, is in before the end
  });
});
