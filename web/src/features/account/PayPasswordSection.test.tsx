import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import { PayPasswordSection } from './PayPasswordSection';

const slow = { timeout: 20_000 };
const state = (over: object) =>
  ok({ set: false, locked: false, lockedUntil: null, triesLeft: 5, canManage: true, ...over });

describe('the payment password section', () => {
  beforeEach(() => writeStorage('businessId', '7'));

  it('sets one: six digits twice', async () => {
    const api = stubApi({
      '/business/payPassword': state({}),
      '/business/payPassword/set': ok(null, 'Payment password saved'),
    });
    renderPage('/System/password', <PayPasswordSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('pay-password-new', {}, slow), '246810');
    await user.type(screen.getByTestId('pay-password-confirm'), '246810');
    await user.click(screen.getByTestId('pay-password-set'));
    expect(await screen.findByText('Payment password saved')).toBeTruthy();
    expect(api.sent('/business/payPassword/set')).toEqual([{ password: '246810' }]);
  });

  it('refuses five digits and a confirmation that differs without calling', async () => {
    const api = stubApi({ '/business/payPassword': state({}) });
    renderPage('/System/password', <PayPasswordSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('pay-password-new', {}, slow), '24681');
    await user.type(screen.getByTestId('pay-password-confirm'), '246810');
    await user.click(screen.getByTestId('pay-password-set'));
    expect(await screen.findByText('the payment password is 6 digits')).toBeTruthy();
    expect(await screen.findByText('the two passwords differ')).toBeTruthy();
    expect(api.sent('/business/payPassword/set')).toEqual([]);
  });

  it('a locked one shows the spec text and opens on the reset tab', async () => {
    stubApi({
      '/business/payPassword': state({ set: true, locked: true, lockedUntil: '2030-01-01T10:00:00Z' }),
    });
    renderPage('/System/password', <PayPasswordSection />);
    expect(await screen.findByText('The 6-digit password has been disabled', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('pay-password-reset')).toBeTruthy();
  });

  it('staff see the state only', async () => {
    stubApi({ '/business/payPassword': state({ set: true, canManage: false }) });
    renderPage('/System/password', <PayPasswordSection />);
    expect(await screen.findByText(/Only the owner of the business/, {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('pay-password-change')).toBeNull();
  });

  it('hides itself for an operator, without asking the server', async () => {
    writeStorage('businessId', '');
    const api = stubApi({
      '/business/payPassword': failure(403, 'Only business accounts have a payment password'),
    });
    renderPage('/System/password', <PayPasswordSection />);
    await waitFor(() => expect(screen.queryByTestId('pay-password-section')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/business/payPassword')).toEqual([]);
  });
});
