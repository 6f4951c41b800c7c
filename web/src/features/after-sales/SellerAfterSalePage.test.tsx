import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import SellerAfterSalePage from './SellerAfterSalePage';

const menu = (buttons: string[]): MenuNode[] => [
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
        meta: { btnPermissions: buttons },
        children: [],
      },
    ],
  },
];

const row = (id: number, extra: Record<string, unknown>) => ({
  id,
  afterSaleNo: `AS00${id}`,
  orderId: id,
  orderNo: `DM00${id}`,
  orderStatus: 'shipped',
  orderTotal: 25,
  type: 'refund',
  state: 'pending',
  reason: 'damaged',
  reasonText: 'Damaged or defective',
  description: '',
  amount: 25,
  vouchers: [],
  orderShipped: true,
  refuseReason: '',
  returnAddress: null,
  expressCompany: '',
  trackingNo: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  shippedBackAt: null,
  receivedAt: null,
  refundedAt: null,
  closedAt: null,
  refundFailure: '',
  refundPaid: null,
  ...extra,
});

function open(buttons: string[]) {
  writeStorage('token', 'tok-1');
  writeStorage('router', menu(buttons));
  const api = stubApi({
    '/api/afterSale/sellerList': apiOk({
      records: [row(1, {}), row(2, { type: 'return' })],
      total: 2,
      current: 1,
      size: 10,
      stateCounts: { pending: 2 },
    }),
    '/api/address/list': apiOk([
      {
        id: 7,
        fullName: 'Returns Desk',
        detailAddress: 'Rua Augusta 100',
        city: 'Rio Branco',
        country: 'Brazil',
        isDefault: true,
      },
    ]),
    '/api/afterSale/agree': apiOk(row(2, { type: 'return', state: 'to_return' })),
    '/api/afterSale/refuse': apiOk(row(1, { state: 'refused' })),
  });
  renderPage('/CRM/afterSale', <SellerAfterSalePage />);
  return api;
}

const rowOf = async (no: string) =>
  (await screen.findAllByTestId('after-sale-row')).find((r) => r.textContent?.includes(no)) as HTMLElement;

describe('the seller’s after-sales', () => {
  it('agreeing to a return asks where the goods go back; refusing needs a reason', async () => {
    const api = open(['handle after-sale']);
    fireEvent.click(within(await rowOf('AS002')).getByTestId('after-sale-agree'));
    expect(await screen.findByText('Returns Desk, Rua Augusta 100, Rio Branco, Brazil')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agree-return-submit'));
    await waitFor(() => expect(api.sent('/api/afterSale/agree')).toEqual([{ id: '2', addressId: '7' }]));

    fireEvent.click(within(await rowOf('AS001')).getByTestId('after-sale-refuse'));
    fireEvent.click(await screen.findByTestId('reason-submit'));
    expect(await screen.findByText('Please give the reason')).toBeTruthy();
    expect(api.sent('/api/afterSale/refuse')).toEqual([]);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Used item' } });
    fireEvent.click(screen.getByTestId('reason-submit'));
    await waitFor(() =>
      expect(api.sent('/api/afterSale/refuse')).toEqual([{ id: '1', reason: 'Used item' }]),
    );
  });

  it('without the handle button, the list shows no decisions', async () => {
    open([]);
    const first = await rowOf('AS001');
    expect(within(first).queryByTestId('after-sale-agree')).toBeNull();
    expect(within(first).getByText('Details')).toBeTruthy();
  });
});
