import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import WithdrawalReviewPage from './WithdrawalReviewPage';

const pending = {
  id: 9,
  withdrawalNo: 'WD900',
  businessId: 3,
  businessName: 'Loja Azul',
  amount: 75.5,
  currency: 'USD',
  state: 'pending',
  payout: {
    method: 'bank',
    bankName: 'Itaú',
    branch: '0001',
    accountNumber: '12345-6',
    holderName: 'Ana Souza',
  },
  rejectReason: '',
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
};
const page = (records: unknown[]) => ok({ records, total: records.length, current: 1, size: 10 });
const slow = { timeout: 25_000 };

function withButtons(labels: string[]) {
  const menu: MenuNode[] = [
    {
      id: 1,
      name: 'Withdrawal review',
      path: '/System/withdrawalReview',
      meta: { btnPermissions: labels },
      children: [],
    },
  ];
  writeStorage('router', menu);
}
const open = () =>
  renderPage('/System/withdrawalReview', <WithdrawalReviewPage titleKey="titles.systemWithdrawalReview" />);

describe('withdrawal review', () => {
  it('shows the whole payout account; paying asks first, and a 409 is shown as the server words it', async () => {
    withButtons(['review']);
    const api = stubApi({
      '/cash/review/list': page([pending]),
      '/cash/review/pay': failure(
        409,
        'This withdrawal is no longer pending: it is rejected. Refresh to see it.',
      ),
    });
    open();
    const row = (await screen.findByText('WD900', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('withdrawal-payout').textContent).toBe(
      'Bank transferItaú 0001 / 12345-6Ana Souza',
    );
    expect(api.sent('/cash/review/list')).toEqual([{ current: '1', size: '10', state: 'pending' }]);
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('withdrawal-pay-9'));
    expect((await screen.findAllByText('Mark withdrawal WD900 paid?', {}, slow)).length).toBeGreaterThan(0);
    expect(api.sent('/cash/review/pay')).toEqual([]);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.sent('/cash/review/pay')).toEqual([{ id: '9' }]));
    expect(
      await screen.findByText(
        'This withdrawal is no longer pending: it is rejected. Refresh to see it.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });

  it('rejecting needs a reason, sent trimmed', async () => {
    withButtons(['review']);
    const api = stubApi({
      '/cash/review/list': page([pending]),
      '/cash/review/reject': ok({ ...pending, state: 'rejected' }),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('withdrawal-reject-9', {}, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('please give the reason for the rejection', {}, slow)).toBeTruthy();
    await user.type(screen.getByTestId('withdrawal-reject-reason'), ' Holder name differs ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.sent('/cash/review/reject')).toEqual([{ id: '9', reason: 'Holder name differs' }]),
    );
  });

  it('hides pay and reject from an operator without the review button', async () => {
    withButtons([]);
    stubApi({ '/cash/review/list': page([pending]) });
    open();
    await screen.findByText('WD900', {}, slow);
    expect(screen.queryByTestId('withdrawal-pay-9')).toBeNull();
    expect(screen.queryByTestId('withdrawal-reject-9')).toBeNull();
  });
});
