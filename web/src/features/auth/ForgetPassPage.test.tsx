import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import ForgetPassPage from './ForgetPassPage';

function renderForget() {
  renderPage('/forgetPass', <ForgetPassPage />);
}

describe('forgot-password page (spec 000 §5)', () => {
  it('asks for e-mail, new password, its confirmation and the code', async () => {
    stubApi({});
    renderForget();
    fireEvent.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('please enter e-mail')).toBeTruthy();
    expect(await screen.findByText('please enter a new password')).toBeTruthy();
    expect(await screen.findByText('enter password again')).toBeTruthy();
    expect(await screen.findByText('please enter the verification code')).toBeTruthy();
  });

  it('says when the two passwords differ, and is satisfied when they match', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderForget();
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret13');
    expect(await screen.findByText('the two passwords differ')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await waitFor(() => expect(screen.queryByText('the two passwords differ')).toBeNull());
  });

  it('checks the new password length (6 to 20)', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderForget();
    await user.type(screen.getByLabelText('New password'), '12345');
    expect(await screen.findByText('the password must be 6 to 20 characters')).toBeTruthy();
  });

  it('sends no code without a correct e-mail, then a reset code to it', async () => {
    const api = stubApi({ '/business/emailCode': ok(null, 'get Success!') });
    const user = userEvent.setup();
    renderForget();
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('please enter e-mail')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop.test');
    await user.click(screen.getByTestId('code-button'));
    expect(await screen.findByText('get Success!')).toBeTruthy();
    expect(api.sent('/business/emailCode')).toEqual([{ email: 'ann@shop.test', purpose: 'reset' }]);
  });

  it('resets with email, newUserPassword and registCode, then goes to /login', async () => {
    const api = stubApi({
      '/business/forget/saveNewPassword': ok(null, 'Password reset, please log in'),
    });
    const user = userEvent.setup();
    renderForget();
    await user.type(screen.getByLabelText('E-mail'), 'ann@shop.test');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('Password reset, please log in')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(api.sent('/business/forget/saveNewPassword')).toEqual([
      { email: 'ann@shop.test', newUserPassword: 'newpass1', registCode: '111222' },
    ]);
  });
});
