import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import ApplyCashPage from './ApplyCashPage';

const overview = { balance: 120, incomeHeld: 0, pending: 0, minimum: 10, currency: 'USD' };
const slow = { timeout: 25_000 };

function open() {
  const api = stubApi({
    '/cash/overview': ok(overview),
    '/cash/apply': (form) =>
      ok({ id: 7, withdrawalNo: 'WD1', amount: Number(form.get('amount')), state: 'pending' }),
  });
  renderPage('/cashCenter/applyCash', <ApplyCashPage titleKey="titles.cashApplyCash" />);
  return api;
}

async function submitWith(
  amount: string,
  fill?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const user = userEvent.setup();
  const field = await screen.findByTestId('cash-amount', {}, slow);
  await user.clear(field);
  if (amount) await user.type(field, amount);
  await fill?.(user);
  await user.click(screen.getByTestId('cash-submit'));
  return user;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('apply for withdrawal: the form', () => {
  it('refuses below the minimum, above the balance and more than 2 decimals, and sends nothing', async () => {
    const api = open();
    await submitWith('9.99', (user) => user.type(screen.getByTestId('cash-pix-key'), 'ana@loja.com'));
    expect(await screen.findByText('the minimum withdrawal is 10.00 USD', {}, slow)).toBeTruthy();
    await submitWith('120.01');
    expect(
      await screen.findByText('the amount exceeds your available balance (120.00 USD)', {}, slow),
    ).toBeTruthy();
    await submitWith('12.345');
    expect(
      await screen.findByText('the amount must be a number above 0 with at most 2 decimals', {}, slow),
    ).toBeTruthy();
    expect(api.sent('/cash/apply')).toEqual([]);
  });

  it('checks the pix key, and each bank field once the method is switched', async () => {
    const api = open();
    const user = await submitWith('50', (u) => u.type(screen.getByTestId('cash-pix-key'), '123.456.789-00'));
    expect(await screen.findByText(/^the Pix key must be a CPF, CNPJ/, {}, slow)).toBeTruthy();

    await user.click(screen.getByText('Bank transfer'));
    await user.type(await screen.findByTestId('cash-branch', {}, slow), '12a');
    await user.click(screen.getByTestId('cash-submit'));
    expect(
      await screen.findByText('please enter the bank name (up to 100 characters)', {}, slow),
    ).toBeTruthy();
    expect(
      screen.getByText('the branch is 1 to 5 digits, with an optional check digit (e.g. 0001-9)'),
    ).toBeTruthy();
    expect(
      screen.getByText('the account number is 1 to 13 digits, with an optional check digit (e.g. 12345-6)'),
    ).toBeTruthy();
    expect(screen.getByText('please enter the account holder’s name (up to 100 characters)')).toBeTruthy();
    expect(api.sent('/cash/apply')).toEqual([]);
  });

  it('says the rules in Chinese when the language is zh', async () => {
    await i18n.changeLanguage('zh');
    const api = open();
    await submitWith('5', (user) => user.type(screen.getByTestId('cash-pix-key'), 'x'));
    expect(await screen.findByText('最低提现金额为 10.00 美元', {}, slow)).toBeTruthy();
    expect(await screen.findByText(/^Pix 密钥必须是/, {}, slow)).toBeTruthy();
    expect(api.sent('/cash/apply')).toEqual([]);
  });

  it('asks for confirmation, then sends the amount and the bank account and goes to the records', async () => {
    const api = open();
    const user = await submitWith('45.50', async (u) => {
      await u.click(screen.getByText('Bank transfer'));
      await u.type(await screen.findByTestId('cash-bankName', {}, slow), 'Banco do Brasil');
      await u.type(screen.getByTestId('cash-branch'), '0001-9');
      await u.type(screen.getByTestId('cash-accountNumber'), '12345-6');
      await u.type(screen.getByTestId('cash-holderName'), ' Maria Silva ');
    });
    expect((await screen.findAllByText('Confirm the withdrawal', {}, slow)).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        /Withdraw \$45\.50 to Bank transfer · Banco do Brasil 0001-9 \/ 12345-6 · Maria Silva\?/,
      ),
    ).toBeTruthy();
    expect(api.sent('/cash/apply')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.sent('/cash/apply')).toEqual([
        {
          amount: '45.50',
          method: 'bank',
          bankName: 'Banco do Brasil',
          branch: '0001-9',
          accountNumber: '12345-6',
          holderName: 'Maria Silva',
        },
      ]),
    );
    expect((await screen.findByTestId('landed', {}, slow)).textContent).toBe('/cashCenter/cashRecord');
  });
});
