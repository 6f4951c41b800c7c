import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { readStorage, writeStorage } from '../../lib/storage';
import ChangePasswordPage from './ChangePasswordPage';

async function fill(oldPassword: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), oldPassword);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByTestId('password-submit'));
}

describe('change password', () => {
  it('ends the session after a change: storage cleared (language kept), message, /login', async () => {
    const api = stubApi({ '/business/changePassword': ok(null, 'Password changed, please log in again') });
    writeStorage('token', 'tok-1');
    writeStorage('router', []);
    writeStorage('lang', 'en');
    renderPage('/System/password', <ChangePasswordPage />);
    await fill('secret12', 'newpass1');
    expect(await screen.findByText('Password changed, please log in again')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(api.sent('/business/changePassword')).toEqual([
      { oldPassword: 'secret12', newPassword: 'newpass1' },
    ]);
    expect(readStorage('token')).toBeNull();
    expect(readStorage('router')).toBeNull();
    expect(readStorage('lang')).toBe('en');
  });

  it('keeps the session when the server refuses', async () => {
    stubApi({ '/business/changePassword': failure(400, 'The current password is wrong') });
    writeStorage('token', 'tok-1');
    renderPage('/System/password', <ChangePasswordPage />);
    await fill('wrong12', 'newpass1');
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(readStorage('token')).toBe('tok-1');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('says when the confirmation differs', async () => {
    const api = stubApi({});
    renderPage('/System/password', <ChangePasswordPage />);
    await fill('secret12', 'newpass1', 'newpass2');
    expect(await screen.findByText('the two passwords differ')).toBeTruthy();
    expect(api.sent('/business/changePassword')).toEqual([]);
  });
});
