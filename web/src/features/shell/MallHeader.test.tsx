import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { readStorage, writeStorage } from '../../lib/storage';
import { MallHeader } from './MallHeader';

function renderHeader() {
  render(
    <MemoryRouter>
      <MallHeader />
    </MemoryRouter>,
  );
}

describe('mall header', { timeout: 20_000 }, () => {
  it('offers Register and Login when logged out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registerPage');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Order management' })).toBeNull();
  });

  it('offers Order management and Logout when logged in; logout confirms, clears the session, goes home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ code: 0, msg: 'Logged out', model: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    writeStorage('token', 'tok-1');
    writeStorage('Tags', [{ title: 'Roles', path: '/System/rolesList' }]);
    writeStorage('lang', 'en');
    const user = userEvent.setup();
    renderHeader();
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

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/logout'); // the server revokes the token
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(readStorage('token')).toBeNull();
    expect(readStorage('Tags')).toBeNull();
    expect(readStorage('lang')).toBe('en');
  });
});
