import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import RechargePage from './RechargePage';

const slow = { timeout: 25_000 };
const overview = { balance: 20, minimum: 10, maximum: 5000, methods: ['pix', 'boleto'], currency: 'USD' };
const paid = {
  id: 3,
  topUpNo: 'TOP1',
  amount: 40,
  currency: 'USD',
  method: 'pix',
  state: 'paid',
  gateway: 'sandbox',
  providerRef: 'sbx_ref1',
  payUrl: '',
  createdAt: '2026-12-01T10:00:00.000Z',
  paidAt: '2026-12-01T10:01:00.000Z',
  closedAt: null,
};
const page = (records: unknown[]) => ok({ records, total: records.length, current: 1, size: 10 });

function open(methods = overview.methods) {
  const api = stubApi({
    '/cash/topup/overview': ok({ ...overview, methods }),
    '/cash/topup/list': page([paid]),
    '/cash/topup/create': (form) =>
      ok({
        ...paid,
        id: 9,
        topUpNo: 'TOP9',
        amount: Number(form.get('amount')),
        method: form.get('method'),
        state: 'pending',
        payUrl: '/sandbox/checkout/TOP9?t=k',
        paidAt: null,
      }),
    '/cash/topup/detail': ok({
      ...paid,
      businessName: 'Loja Ana',
      ledger: { id: 1, amount: 40, balanceAfter: 60, time: paid.paidAt },
    }),
  });
  renderPage('/cashCenter/recharge', <RechargePage titleKey="titles.cashRecharge" />);
  return api;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('recharge page', () => {
  it('refuses amounts outside the limits and sends nothing', async () => {
    const api = open();
    const user = userEvent.setup();
    const field = await screen.findByTestId('top-up-amount', {}, slow);
    await user.type(field, '9.99');
    await user.click(screen.getByTestId('top-up-submit'));
    expect(await screen.findByText('the smallest top-up is 10.00 USD', {}, slow)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5000.01');
    await user.click(screen.getByTestId('top-up-submit'));
    expect(await screen.findByText('the largest top-up is 5000.00 USD', {}, slow)).toBeTruthy();
    expect(api.sent('/cash/topup/create')).toEqual([]);
  });

  it('opens the provider’s page in a new tab with the chosen amount and method', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const api = open();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('top-up-amount', {}, slow), '55.50');
    await user.click(screen.getByText('Boleto'));
    await user.click(screen.getByTestId('top-up-submit'));
    await waitFor(() => expect(tab.location.href).toBe('/sandbox/checkout/TOP9?t=k'), slow);
    expect(api.sent('/cash/topup/create')).toEqual([{ amount: '55.50', method: 'boleto' }]);
    expect((await screen.findByTestId('top-up-started', {}, slow)).textContent).toContain('TOP9');
  });

  it('shows the receipt of a paid top-up with the line that credited it', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('top-up-receipt-3', {}, slow));
    const receipt = await screen.findByTestId('top-up-receipt', {}, slow);
    expect(receipt.textContent).toContain('sbx_ref1');
    expect(receipt.textContent).toContain('$40.00, balance after: $60.00');
  });

  it('says top-ups are unavailable without a payment provider, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    open([]);
    expect(await screen.findByText('暂不支持充值：本站未配置支付服务商。', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('top-up-submit')).toBeNull();
  });
});
