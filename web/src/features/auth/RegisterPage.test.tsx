import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import RegisterPage from './RegisterPage';

function renderRegister() {
  renderPage('/registerPage', <RegisterPage />);
}

describe('register page (spec 000 §5)', () => {
  it('asks for every field', async () => {
    const api = stubApi({});
    renderRegister();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('please enter a name')).toBeTruthy();
    expect(await screen.findByText('please enter e-mail')).toBeTruthy();
    expect(await screen.findByText('please enter a mobile number')).toBeTruthy();
    expect(await screen.findByText('please enter a password')).toBeTruthy();
    expect(await screen.findByText('please enter the verification code')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends no code without a correct e-mail', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('please enter e-mail')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('please enter a correct e-mail')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a register code to a correct e-mail and counts down', async () => {
    const api = stubApi({ '/business/emailCode': ok(null, 'get Success!') });
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop.test');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('get Success!')).toBeTruthy();
    expect(api.sent('/business/emailCode')).toEqual([{ email: 'ann@shop.test', purpose: 'register' }]);
    // Real time passes on a busy machine; the exact seconds are checked with a controlled clock in CodeButton.test.
    expect(screen.getByTestId('code-button').textContent).toMatch(/^(11\d|120)s to resend$/);
  });

  it('strips whitespace from the password and keeps it to 6-20 characters', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderRegister();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(password, 'ab c1 2');
    expect(password.value).toBe('abc12');
    expect(await screen.findByText('the password must be 6 to 20 characters')).toBeTruthy();
    await user.type(password, '3');
    await waitFor(() => expect(screen.queryByText('the password must be 6 to 20 characters')).toBeNull());
    await user.type(password, 'x'.repeat(15));
    expect(await screen.findByText('the password must be 6 to 20 characters')).toBeTruthy();
  });

  it('registers with the fields of the spec, shows the message and goes to /login', async () => {
    const api = stubApi({
      '/mall/index/register': ok({ businessId: 4 }, 'Registered successfully, please log in'),
    });
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Name'), 'Ann Shop');
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop.test');
    await user.type(screen.getByLabelText('Mobile number'), '5511987654321');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Registered successfully, please log in')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(api.sent('/mall/index/register')).toEqual([
      {
        name: 'Ann Shop',
        email: 'ann@shop.test',
        mobile: '5511987654321',
        loginPwd: 'secret12',
        code: '654321',
      },
    ]);
  });

  it("stays on the page with the server's message when the e-mail is taken", async () => {
    stubApi({ '/mall/index/register': failure(409, 'This e-mail is already registered') });
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Name'), 'Ann Shop');
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop.test');
    await user.type(screen.getByLabelText('Mobile number'), '5511987654321');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
