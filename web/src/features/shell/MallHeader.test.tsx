import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { CATEGORY_TREE, HOT_KEYS } from '../../../test/catalog';
import { writeMenu } from '../../../test/menu';
import { renderPage } from '../../../test/render';
import { browser } from '../../lib/browser';
import { readStorage, writeStorage } from '../../lib/storage';
import { MallHeader } from './MallHeader';

/** The header's own reads: the category selector, the hot searches and (with a session) the cart count. */
const HEADER_CALLS = {
  '/mall/index/category': ok(CATEGORY_TREE),
  '/mall/index/hotSearchKey': ok(HOT_KEYS),
  '/api/shopingCar/count': { body: { success: 'true', result: { count: 3 }, message: 'success' } },
  '/api/message/noticeCount': {
    body: {
      success: 'true',
      result: { orderCount: 0, sysCount: 0, totalCount: 0, list: [] },
      message: 'success',
    },
  },
  '/api/message/activityMessage': { body: { success: 'true', result: null, message: 'success' } },
};

function renderHeader(url = '/') {
  return renderPage('/', <MallHeader />, url);
}

describe('mall header', () => {
  it('offers Register and Login when logged out; cart and messages lead to /login', () => {
    stubApi(HEADER_CALLS);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registerPage');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Order management' })).toBeNull();
    expect(screen.getByTestId('header-cart').getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/myCenter/cartList')}`,
    );
  });

  it('shows the live cart count, and the message bell with no unread message', async () => {
    stubApi(HEADER_CALLS);
    writeStorage('token', 'tok-1');
    writeMenu(['/myCenter/cartList', '/message/index']);
    const user = userEvent.setup();
    renderHeader();
    const cart = await screen.findByRole('link', { name: 'Cart (3)' });
    expect(cart.getAttribute('href')).toBe('/myCenter/cartList');
    // The count is drawn by CSS, not text: the visible text stays "Cart", inside the name "Cart (3)".
    expect(within(cart).getByTestId('count-badge').getAttribute('data-count')).toBe('3');
    expect(cart.textContent).toBe('Cart');
    await user.click(screen.getByRole('button', { name: 'Messages (0 unread)' }));
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/message/index');
  });

  it('offers the user name, Order management and Logout when logged in; logout confirms, clears the session, goes home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = stubApi({ ...HEADER_CALLS, '/logout': ok(null, 'Logged out') });
    writeStorage('token', 'tok-1');
    writeStorage('userInfo', {
      token: 'tok-1',
      username: 'shop',
      mobile: '13800138000',
      id: 1,
      email: 'a@b.co',
    });
    writeStorage('Tags', [{ title: 'Roles', path: '/System/rolesList' }]);
    writeStorage('lang', 'en');
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByTestId('header-user').textContent).toBe('a@b.co');
    expect(screen.getByRole('link', { name: 'Order management' }).getAttribute('href')).toBe(
      '/order/ordinaryOrder',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Confirm To Exit?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('confirm to log out')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const logout = api.calls.find((call) => call.path === '/logout');
    expect(logout?.method).toBe('POST'); // the server revokes the token
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(readStorage('token')).toBeNull();
    expect(readStorage('Tags')).toBeNull();
    expect(readStorage('lang')).toBe('en');
  });

  it('searches: the typed text and the chosen top category go to /mall/list', async () => {
    stubApi(HEADER_CALLS);
    const user = userEvent.setup();
    renderHeader();
    const category = screen.getByRole('combobox', { name: 'Search in category' });
    await screen.findByRole('option', { name: "Women's Clothing" });
    await user.selectOptions(category, "Women's Clothing");
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'hoodie');
    await user.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/mall/list?categoryId=1&title=hoodie');
  });

  it('takes no more than the 100 characters the catalogue searches (a longer title would be ignored)', async () => {
    stubApi(HEADER_CALLS);
    const user = userEvent.setup();
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(box);
    await user.paste('a'.repeat(150));
    expect((box as HTMLInputElement).value).toBe('a'.repeat(100));
  });

  it('searches on Enter, and an empty box lists everything', async () => {
    stubApi(HEADER_CALLS);
    const user = userEvent.setup();
    renderHeader();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  {Enter}');
    expect((await screen.findByTestId('landed')).textContent).toBe('/mall/list');
  });

  it('suggests the hot searches; choosing one searches for it', async () => {
    stubApi(HEADER_CALLS);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('combobox', { name: 'Search products' }));
    expect(await screen.findByText('Hot searches')).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'yoga mat' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/mall/list?title=yoga+mat');
  });

  it('moves through the suggestions with the arrow keys; Enter searches the highlighted one, Escape closes', async () => {
    stubApi(HEADER_CALLS);
    const user = userEvent.setup();
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(box);
    await screen.findByRole('option', { name: 'yoga mat' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}'); // opens again, nothing highlighted yet
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe(HOT_KEYS.list[1]?.keyword);
    await user.keyboard('{Enter}');
    const title = encodeURIComponent(HOT_KEYS.list[1]?.keyword ?? '').replace(/%20/g, '+');
    expect((await screen.findByTestId('landed')).textContent).toBe(`/mall/list?title=${title}`);
  });

  it('shows what the list searches for when it is on the list', () => {
    stubApi(HEADER_CALLS);
    renderPage('/mall/list', <MallHeader />, '/mall/list?title=earbuds&tagId=2');
    expect((screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'earbuds',
    );
  });

  it('offers no cart and asks no cart or message counts of a session whose menu lacks those pages (an operator)', async () => {
    const api = stubApi(HEADER_CALLS);
    writeStorage('token', 'tok-op');
    writeMenu(['/System/productReview']);
    renderHeader();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/mall/index/category').length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('header-cart')).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/shopingCar/count');
    expect(api.calls.map((call) => call.path)).not.toContain('/api/message/noticeCount');
  });
});
