import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { ApiError } from '../../lib/http';
import { PayDialog } from './PayDialog';

const slow = { timeout: 20_000 };
const guard = (over: object) =>
  ok({ set: true, locked: false, lockedUntil: null, triesLeft: 5, canManage: true, ...over });

function dialog(error?: unknown) {
  const onPay = vi.fn();
  renderPage(
    '/pay',
    <PayDialog open total={20} paying={false} onPay={onPay} onCancel={() => {}} error={error} />,
  );
  const press = async () => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal .ant-btn-primary')][0];
    if (!button) throw new Error('no Pay button');
    await userEvent.click(button);
  };
  return { onPay, press };
}

describe('the payment password in the pay dialog', () => {
  it('is not asked when the business has none: balance pays as before', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
      '/business/payPassword': guard({ set: false }),
    });
    const { onPay, press } = dialog();
    await screen.findByText('Available balance: $100.00', {}, slow).catch(() => undefined);
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-btn-primary[disabled]')).toBeNull());
    expect(screen.queryByTestId('pay-password-input')).toBeNull();
    await press();
    expect(onPay).toHaveBeenCalledWith('balance');
  });

  it('once set, balance needs 6 digits before paying, and sends them', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
      '/business/payPassword': guard({}),
    });
    const { onPay, press } = dialog();
    const input = await screen.findByTestId('pay-password-input', {}, slow);
    await press();
    expect(await screen.findByText('Enter the 6-digit payment password')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    await userEvent.type(input, '12a3456');
    await press();
    expect(onPay).toHaveBeenCalledWith('balance', '123456');
  });

  it("a locked one opens the spec's dialog instead of paying", async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
      '/business/payPassword': guard({ locked: true, lockedUntil: '2030-01-01T10:00:00Z', triesLeft: 0 }),
    });
    const { onPay, press } = dialog();
    await screen.findByTestId('pay-password-input', {}, slow);
    await waitFor(() => expect(screen.getByTestId('pay-password-input').hasAttribute('disabled')).toBe(true));
    await press();
    expect((await screen.findByTestId('pay-password-disabled')).textContent).toContain(
      'The 6-digit password has been disabled',
    );
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a wrong password the server refused is said under the field', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
      '/business/payPassword': guard({ triesLeft: 4 }),
    });
    dialog(new ApiError('The payment password is wrong; 4 tries left', 'server', 4001, 400));
    expect((await screen.findByTestId('pay-password-error', {}, slow)).textContent).toBe(
      'The payment password is wrong; 4 tries left',
    );
  });

  it('a lock reported by the server opens the dialog', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
      '/business/payPassword': guard({ locked: true, triesLeft: 0 }),
    });
    dialog(new ApiError('The 6-digit password has been disabled …', 'server', 4230, 423));
    expect(await screen.findByTestId('pay-password-disabled', {}, slow)).toBeTruthy();
  });
});

describe('the method offered first', () => {
  const checked = (method: string) =>
    (screen.getByTestId(`pay-method-${method}`) as HTMLInputElement).checked;

  it('is pix, not a balance too small for the amount', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 5 }),
      '/api/payment/methods': apiOk({ methods: ['balance', 'pix', 'boleto'] }),
      '/business/payPassword': guard({ set: false }),
    });
    const { onPay, press } = dialog();
    await screen.findByText(/not enough for this payment/, {}, slow);
    await waitFor(() => expect(checked('pix')).toBe(true));
    await press();
    expect(onPay).toHaveBeenCalledWith('pix');
  });

  it('stays balance when the balance covers it', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance', 'pix', 'boleto'] }),
      '/business/payPassword': guard({ set: false }),
    });
    dialog();
    await screen.findByText('Available balance: $100.00', {}, slow);
    expect(checked('balance')).toBe(true);
  });

  it('offers a card with Stripe, and says before paying what each method charges', async () => {
    stubApi({
      '/api/wallet/balance': apiOk({ balance: 5 }),
      '/api/payment/methods': apiOk({
        methods: ['balance', 'card', 'pix', 'boleto'],
        charges: {
          card: { currency: 'USD', rate: null },
          pix: { currency: 'BRL', rate: 5.5 },
          boleto: { currency: 'BRL', rate: 5.5 },
        },
      }),
      '/business/payPassword': guard({ set: false }),
    });
    const { onPay, press } = dialog();
    expect((await screen.findByTestId('pay-charge-card', {}, slow)).textContent).toBe('Charged $20.00');
    expect(screen.getByTestId('pay-charge-pix').textContent?.replace(/\s/g, ' ')).toBe(
      'Charged R$ 110,00 (1 USD = 5.5 BRL)',
    );
    await waitFor(() => expect(checked('card')).toBe(true));
    await press();
    expect(onPay).toHaveBeenCalledWith('card');
  });
});
