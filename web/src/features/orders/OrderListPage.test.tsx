import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { apiOk, order } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import OrderListPage from './OrderListPage';

type Order = ReturnType<typeof order>;

function ordersServer(initial: Order[], total = initial.length) {
  let orders = initial;
  const counts = () => {
    const all: Record<string, number> = {};
    for (const o of orders) all[o.status] = (all[o.status] ?? 0) + 1;
    return all;
  };
  const move = (form: URLSearchParams, status: string, extra: Record<string, unknown>) => {
    orders = orders.map((o) => (o.id === Number(form.get('id')) ? { ...o, status, ...extra } : o));
    return apiOk(orders.find((o) => o.id === Number(form.get('id'))));
  };
  return stubApi({
    '/api/order/orderList': (form) => {
      const status = form.get('status');
      const invoiced = form.get('invoiced') === 'true';
      const records = orders.filter(
        (o) => (!status || o.status === status) && (!invoiced || Boolean(o.invoiceNo)),
      );
      return apiOk({
        records,
        total: status || invoiced ? records.length : total,
        current: Number(form.get('current')),
        size: 10,
        statusCounts: counts(),
        invoicedCount: orders.filter((o) => Boolean(o.invoiceNo)).length,
      });
    },
    '/api/order/cancelOrder': (form) =>
      move(form, 'cancelled', { closeReason: 'buyer_cancel', cancelledAt: '2026-11-22T10:05:00.000Z' }),
    '/api/order/confirmReceiptOrder': (form) =>
      move(form, 'finished', { finishedAt: '2026-11-22T11:00:00.000Z' }),
    '/api/wallet/balance': apiOk({ balance: 912.5, currency: 'USD' }),
    '/api/payment/methods': apiOk({ methods: ['balance', 'pix', 'boleto'] }),
    '/api/payment/pay': apiOk({ status: 'paid', paymentNo: 'PAY1', alreadyPaid: false, payUrl: '' }),
  });
}

function open(url = '/order/ordinaryOrder') {
  writeStorage('token', 'tok-1');
  return { router: renderPage('/order/ordinaryOrder', <OrderListPage />, url), user: userEvent.setup() };
}

const card = async (orderNo: string) =>
  (await screen.findAllByTestId('order-card')).find((c) => c.dataset.orderNo === orderNo) as HTMLElement;

/** The confirm dialog of an action (antd gives every dialog the same test id, so find it by its text). */
async function confirmDialog(title: string) {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryAllByText(title).length > 0);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
  return dialog;
}

describe('order list', () => {
  it('shows status tabs with counts, the balance, and each order with items, total, status and deadline', async () => {
    const api = ordersServer([
      order(1),
      order(2, { status: 'paid', paidAt: '2026-11-22T10:01:00.000Z' }),
      order(3, { status: 'paid' }),
      order(4, { status: 'shipped' }),
      order(5, { status: 'cancelled', closeReason: 'payment_timeout' }),
    ]);
    open();
    const first = await card(order(1).orderNo);
    for (const tab of [
      'All (5)',
      'Unpaid (1)',
      'To ship (2)',
      'Shipped (1)',
      'Finished (0)',
      'Cancelled (1)',
      'Refunded (0)',
    ])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(await screen.findByText('$912.50')).toBeTruthy();
    expect(within(first).getByText('Item of order 1')).toBeTruthy();
    expect(within(first).getByTestId('order-total').textContent).toBe('$25.00');
    expect(within(first).getByTestId('order-status').textContent).toBe('Unpaid');
    expect(within(first).getByTestId('pay-deadline').textContent).toMatch(/Pay within (19|20):\d\d/);
    const shipped = await card(order(4).orderNo);
    expect(within(shipped).queryByTestId('order-pay')).toBeNull();
    expect(within(shipped).getByTestId('order-receive')).toBeTruthy();
    expect(api.sent('/api/order/orderList')).toEqual([{ current: '1', size: '10' }]);
  });

  it('a tab lists that status only, from its first page', async () => {
    const api = ordersServer([order(1), order(2, { status: 'paid' })]);
    const { router, user } = open('/order/ordinaryOrder?current=2');
    await screen.findAllByTestId('order-card');
    await user.click(screen.getByRole('tab', { name: 'To ship (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=paid');
    expect(api.sent('/api/order/orderList').at(-1)).toEqual({ status: 'paid', current: '1', size: '10' });
  });

  it('shows pending dispatch, the invoiced mark with its tab, and why a closed order was closed', async () => {
    const api = ordersServer([
      order(1, {
        status: 'pending_dispatch',
        invoiceNo: 'INV-2026-000007',
        invoicedAt: '2026-11-22T10:00:00.000Z',
      }),
      order(2, { status: 'paid' }),
      order(3, { status: 'cancelled', closeReason: 'buyer_cancel' }),
      order(4, { status: 'refunded', closeReason: 'after_sale' }),
    ]);
    const { router, user } = open();
    const invoiced = await card(order(1).orderNo);
    expect(within(invoiced).getByTestId('order-status').textContent).toBe('Paid, pending dispatch');
    expect(within(invoiced).getByTestId('order-invoiced').textContent).toBe('Invoiced');
    expect(within(await card(order(2).orderNo)).queryByTestId('order-invoiced')).toBeNull();
    expect(within(await card(order(3).orderNo)).getByTestId('order-close-reason').textContent).toBe(
      'cancelled by the buyer',
    );
    expect(within(await card(order(4).orderNo)).getByTestId('order-close-reason')).toBeTruthy();
    expect(within(await card(order(2).orderNo)).queryByTestId('order-close-reason')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Pending dispatch (1)' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Invoiced (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=invoiced');
    expect(api.sent('/api/order/orderList').at(-1)).toEqual({ invoiced: 'true', current: '1', size: '10' });
  });

  it('pages through the orders', async () => {
    const api = ordersServer([order(1)], 25);
    const { router, user } = open();
    await screen.findAllByTestId('order-card');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?current=3'));
    expect(api.sent('/api/order/orderList').at(-1)).toEqual({ current: '3', size: '10' });
  });

  it('cancels an unpaid order after a confirmation', async () => {
    const api = ordersServer([order(1)]);
    const { user } = open();
    await user.click(within(await card(order(1).orderNo)).getByTestId('order-cancel'));
    const dialog = await confirmDialog('Cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(async () =>
      expect(within(await card(order(1).orderNo)).getByTestId('order-status').textContent).toBe('Cancelled'),
    );
    expect(api.sent('/api/order/cancelOrder')).toEqual([{ id: '1' }]);
    expect(within(await card(order(1).orderNo)).queryByTestId('order-pay')).toBeNull();
  });

  it('keeps the order when the confirmation is declined', async () => {
    const api = ordersServer([order(1)]);
    const { user } = open();
    await user.click(within(await card(order(1).orderNo)).getByTestId('order-cancel'));
    const dialog = await confirmDialog('Cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.sent('/api/order/cancelOrder')).toEqual([]);
  });

  it('confirms receipt of a shipped order', async () => {
    const api = ordersServer([order(4, { status: 'shipped' })]);
    const { user } = open();
    await user.click(within(await card(order(4).orderNo)).getByTestId('order-receive'));
    const dialog = await confirmDialog('Did the parcel arrive?');
    // Its other button is the receipt's own "Not yet", not the cancel dialog's "Keep it".
    expect(within(dialog).getByRole('button', { name: 'Not yet' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(async () =>
      expect(within(await card(order(4).orderNo)).getByTestId('order-status').textContent).toBe('Finished'),
    );
    expect(api.sent('/api/order/confirmReceiptOrder')).toEqual([{ id: '4' }]);
  });

  it('pays an unpaid order through the payment dialog', async () => {
    const api = ordersServer([order(1, { total: 25 })]);
    const { router, user } = open();
    await user.click(within(await card(order(1).orderNo)).getByTestId('order-pay'));
    const dialog = await confirmDialog('Choose a payment method');
    expect(within(dialog).getByTestId('pay-amount').textContent).toContain('$25.00');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paySuccess'));
    const [paid] = api.sent('/api/payment/pay') as [{ paramsJson: string }];
    expect(JSON.parse(paid.paramsJson)).toEqual(
      expect.objectContaining({ payType: 3, payMoney: 25, payParamsReq: { orderIds: [1] } }),
    );
  });
});
