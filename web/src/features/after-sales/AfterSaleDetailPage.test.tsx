import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import AfterSaleDetailPage from './AfterSaleDetailPage';

const detail = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  afterSaleNo: 'AS17000000000001',
  orderId: 3,
  orderNo: 'DM20261122000003',
  orderStatus: 'shipped',
  orderTotal: 25,
  type: 'return',
  state: 'to_return',
  reason: 'wrong_item',
  reasonText: 'Wrong item sent',
  description: 'Blue instead of white',
  amount: 25,
  vouchers: [],
  orderShipped: true,
  refuseReason: '',
  returnAddress: {
    name: 'Returns Desk',
    phone: '5511987654321',
    lines: ['Rua Augusta 100', 'Brazil'],
    postalCode: '69900-000',
  },
  expressCompany: '',
  trackingNo: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: '2026-11-22T11:00:00.000Z',
  shippedBackAt: null,
  receivedAt: null,
  refundedAt: null,
  closedAt: null,
  role: 'buyer',
  buyerName: 'Sunrise Trading Co.',
  sellerName: 'Casa Verde',
  refundedTotal: 0,
  refundFailure: '',
  refundPaid: null,
  moves: [
    { from: null, to: 'pending', action: 'apply', actor: 'buyer', note: '', at: '2026-11-22T10:00:00.000Z' },
    {
      from: 'pending',
      to: 'to_return',
      action: 'agreeReturn',
      actor: 'seller',
      note: '',
      at: '2026-11-22T11:00:00.000Z',
    },
  ],
  actions: ['cancel', 'shipBack'],
  items: [],
  ...extra,
});

function open(answer: ReturnType<typeof detail>) {
  writeStorage('token', 'tok-1');
  const api = stubApi({
    '/api/afterSale/detail': apiOk(answer),
    '/api/afterSale/uploadExpressInfo': apiOk({ ...answer, state: 'returning' }),
  });
  renderPage('/order/afterSaleDetail', <AfterSaleDetailPage />, '/order/afterSaleDetail?id=5');
  return api;
}

describe('after-sale detail', () => {
  it('an agreed return shows the return address and takes the tracking number, refusing a bad one first', async () => {
    const api = open(detail());
    const page = await screen.findByTestId('after-sale-detail');
    expect(within(page).getByTestId('after-sale-state').textContent).toBe('To be returned');
    expect(within(page).getByTestId('return-address').textContent).toContain('Returns Desk');
    expect(within(page).getByText('Seller agreed to the return')).toBeTruthy();
    fireEvent.change(within(page).getByTestId('tracking-carrier'), { target: { value: 'Correios' } });
    fireEvent.change(within(page).getByTestId('tracking-no'), { target: { value: 'a b' } });
    fireEvent.click(within(page).getByTestId('tracking-submit'));
    expect(
      await within(page).findByText('the tracking number is 4 to 40 letters, digits or dashes'),
    ).toBeTruthy();
    fireEvent.change(within(page).getByTestId('tracking-no'), { target: { value: 'BR123456789' } });
    fireEvent.click(within(page).getByTestId('tracking-submit'));
    await waitFor(() =>
      expect(api.sent('/api/afterSale/uploadExpressInfo')).toEqual([
        { id: '5', expressCompany: 'Correios', trackingNo: 'BR123456789' },
      ]),
    );
    expect(within(page).getByTestId('after-sale-cancel')).toBeTruthy();
  });

  it('a refused request says why, and offers nothing more', async () => {
    open(
      detail({
        type: 'refund',
        state: 'refused',
        refuseReason: 'Works as described',
        returnAddress: null,
        moves: [
          {
            from: null,
            to: 'pending',
            action: 'apply',
            actor: 'buyer',
            note: '',
            at: '2026-11-22T10:00:00Z',
          },
          {
            from: 'pending',
            to: 'refused',
            action: 'refuse',
            actor: 'seller',
            note: 'Works as described',
            at: '2026-11-22T11:00:00Z',
          },
        ],
        actions: [],
      }),
    );
    const page = await screen.findByTestId('after-sale-detail');
    expect(within(page).getByText('Seller refused: Works as described')).toBeTruthy();
    expect(within(page).queryByTestId('tracking-form')).toBeNull();
    expect(within(page).queryByTestId('after-sale-cancel')).toBeNull();
  });

  it('a failed refund shows why, every move with its state, and the seller may retry or close it', async () => {
    writeStorage('router', [
      {
        id: 1,
        name: 'CRM',
        path: '-',
        meta: { btnPermissions: null },
        children: [
          {
            id: 2,
            name: 'After-sale Handling',
            path: '/CRM/afterSale',
            meta: { btnPermissions: ['handle after-sale'] },
            children: [],
          },
        ],
      },
    ]);
    const failure = 'your balance must cover the refund of 25.00 USD';
    const failed = detail({
      type: 'refund',
      state: 'refund_failed',
      role: 'seller',
      returnAddress: null,
      refundFailure: failure,
      moves: [
        { from: null, to: 'pending', action: 'apply', actor: 'buyer', note: '', at: '2026-11-22T10:00:00Z' },
        {
          from: 'pending',
          to: 'refunding',
          action: 'agreeRefund',
          actor: 'seller',
          note: '',
          at: '2026-11-22T11:00:00Z',
        },
        {
          from: 'refunding',
          to: 'refund_failed',
          action: 'refundFailed',
          actor: 'system',
          note: failure,
          at: '2026-11-22T11:00:00Z',
        },
      ],
      actions: ['retryRefund', 'closeRefund'],
    });
    const api = open(failed);
    const page = await screen.findByTestId('after-sale-detail');
    expect(within(page).getByTestId('after-sale-state').textContent).toBe('Refund failed (abnormal)');
    expect(within(page).getByTestId('after-sale-refund-failure').textContent).toBe(failure);
    const moves = within(page).getAllByTestId('after-sale-move');
    expect(moves.map((m) => m.getAttribute('data-action'))).toEqual(['apply', 'agreeRefund', 'refundFailed']);
    expect(moves.map((m) => within(m).getByTestId('after-sale-move-state').textContent)).toEqual([
      'Pending merchant handling',
      'Refunding',
      'Refund failed (abnormal)',
    ]);
    expect(within(page).getByText(`The refund failed: ${failure}`)).toBeTruthy();
    expect(within(page).getByTestId('after-sale-close-refund')).toBeTruthy();
    expect(within(page).queryByTestId('after-sale-agree')).toBeNull();
    fireEvent.click(within(page).getByTestId('after-sale-retry-refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent('/api/afterSale/retryRefund')).toEqual([{ id: '5' }]));
  });
});
