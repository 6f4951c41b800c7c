import type { LoginModel } from '@dropmall/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { readStorage, writeStorage } from '../../lib/storage';
import LoginPage from './LoginPage';

const slow = { timeout: 5_000 };
const MENU = [{ id: 1, name: 'My Profile', path: '-', iconCls: '', IsHide: false, meta: {}, children: [] }];

function model(patch: Partial<LoginModel> = {}): LoginModel {
  return {
    token: 'tok-9',
    id: 7,
    username: 'ann@shop.test',
    email: 'ann@shop.test',
    mobile: '13800138000',
    roleName: 'Owner',
    accountKind: 'business',
    businessId: 3,
    status: 1,
    settleStatus: 2,
    rzStatus: 2,
    esignStatus: 0,
    canLjk: 1,
    salt: '0',
    ...patch,
  };
}

function renderLogin(url = '/login') {
  renderPage('/login', <LoginPage />, url);
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ann@shop.test');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByTestId('login-submit'));
}

describe('login form', () => {
  it('names every missing field with the messages of spec 001 §5', async () => {
    const api = stubApi({});
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please Enter Email')).toBeTruthy();
    expect(await screen.findByText('Please Enter Password')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('checks the code when it loses focus', async () => {
    stubApi({});
    renderLogin();
    const code = screen.getByLabelText('Verification code');
    fireEvent.focus(code);
    expect(screen.queryByText('Please enter the verification code')).toBeNull();
    fireEvent.blur(code);
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
  });

  it('strips spaces from username and password as typed and clears a lone 0', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderLogin();
    const username = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(username, ' ann @shop.test ');
    await user.type(password, 'se cret 1');
    expect(username.value).toBe('ann@shop.test');
    expect(password.value).toBe('secret1');
    await user.clear(username);
    await user.type(username, '0');
    expect(username.value).toBe('');
  });

  it('asks for a mobile before sending an SMS code, and checks its pattern', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('Please enter your mobile number first')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), '12800138000');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends an SMS login code to a mobile, shows the server message and counts down', async () => {
    const api = stubApi({ '/getMoblieMessage': ok(null, 'get Success!') });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), '13800138000');
    const clicked = Date.now();
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('get Success!')).toBeTruthy();
    expect(api.sent('/getMoblieMessage')).toEqual([{ mobile: '13800138000', purpose: 'login' }]);
    const button = screen.getByTestId('code-button');
    // Real time passes on a busy machine; the exact seconds are checked with a controlled clock in CodeButton.test.
    expect(button.textContent).toMatch(/^(11\d|120)s to resend$/);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(readStorage('myEndTime')).toBeGreaterThanOrEqual(clicked + 120_000);
  });

  it('sends an e-mailed login code when the username is an e-mail address', async () => {
    const api = stubApi({ '/business/emailCode': ok(null, 'get Success!') });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'Ann@Shop.test');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('get Success!')).toBeTruthy();
    expect(api.sent('/business/emailCode')).toEqual([{ email: 'Ann@Shop.test', purpose: 'login' }]);
    expect(api.sent('/getMoblieMessage')).toEqual([]);
  });

  it('does not send a code to a malformed e-mail address', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ann@shop');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('please enter a correct e-mail')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('login flow (spec 001 §4)', () => {
  it('stores the session and goes to /Settlement while certification is required, without a menu', async () => {
    const api = stubApi({ '/businessLogin': ok(model({ settleStatus: 0, rzStatus: 4, status: 0 })) });
    writeStorage('myEndTime', Date.now() + 60_000);
    renderLogin('/login?redirect=%2FCRM%2FmyOrder');
    await fillAndSubmit();
    expect((await screen.findByTestId('landed', {}, slow)).textContent).toBe('/Settlement');
    expect(api.sent('/businessLogin')).toEqual([
      { mobile: 'ann@shop.test', loginPwd: 'secret12', code: '123456' },
    ]);
    expect(api.sent('/sysuser/permission_list')).toEqual([]);
    expect(readStorage('token')).toBe('tok-9');
    expect(readStorage('userInfo')).toEqual({
      token: 'tok-9',
      username: 'ann@shop.test',
      mobile: '13800138000',
      id: 7,
      email: 'ann@shop.test',
      roleName: 'Owner',
      status: 0,
    });
    expect(readStorage('settStatus')).toBe('0');
    expect(readStorage('rzStatus')).toBe('4');
    expect(readStorage('businessId')).toBe('3');
    expect(readStorage('canLjk')).toBe('1');
    expect(readStorage('salt')).toBe('0');
    expect(readStorage('username')).toBe('ann@shop.test');
    expect(readStorage('myEndTime')).toBeNull();
  });

  it('fails the login on an empty menu: message, no session left, stays on /login', async () => {
    const api = stubApi({
      '/businessLogin': ok(model()),
      '/sysuser/permission_list': ok([]),
      '/logout': ok(null),
    });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Login Failed. Please Contact The Administrator', {}, slow)).toBeTruthy();
    expect(api.sent('/logout')).toHaveLength(1);
    expect(readStorage('token')).toBeNull();
    expect(readStorage('router')).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('goes to the business profile after 1 s while the profile is incomplete, whatever the redirect', async () => {
    stubApi({ '/businessLogin': ok(model({ status: 0 })), '/sysuser/permission_list': ok(MENU) });
    renderLogin('/login?redirect=%2FCRM%2FmyOrder');
    await fillAndSubmit();
    expect(await screen.findByText('Login Successfully!', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull(); // not before the 1 s delay
    expect((await screen.findByTestId('landed', {}, slow)).textContent).toBe('/myCenter/businessInfo');
    expect(readStorage('router')).toEqual(MENU);
  });

  it('goes back to the redirect target with its query', async () => {
    stubApi({ '/businessLogin': ok(model()), '/sysuser/permission_list': ok(MENU) });
    renderLogin('/login?redirect=%2FCRM%2FmyOrder%3Fid%3D3');
    await fillAndSubmit();
    expect((await screen.findByTestId('landed', {}, slow)).textContent).toBe('/CRM/myOrder?id=3');
  });

  it.each([
    ['another site', 'https://evil.test/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['the login page itself', '/login?redirect=/x'],
    ['an empty redirect', ''],
  ])('ignores %s as a redirect and goes home', async (_what, target) => {
    stubApi({ '/businessLogin': ok(model()), '/sysuser/permission_list': ok(MENU) });
    renderLogin(`/login?redirect=${encodeURIComponent(target)}`);
    await fillAndSubmit();
    expect((await screen.findByTestId('landed', {}, slow)).textContent).toBe('/');
  });
});
