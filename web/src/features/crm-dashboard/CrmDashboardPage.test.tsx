import type { CrmDashboard } from '@dropmall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import CrmDashboardPage from './CrmDashboardPage';

const slow = { timeout: 25_000 };
const stages = {
  awaitingCustomer: 0,
  awaitingBinding: 2,
  awaitingPayment: 3,
  inFulfilment: 1,
  fulfilled: 7,
  cancelled: 1,
};
const figures: CrmDashboard = {
  timeZone: 'America/Sao_Paulo',
  today: '2026-11-25',
  stages,
  periods: [
    {
      key: 'today',
      orders: 2,
      sales: [{ currency: 'USD', amount: 51.98 }],
      paidOrders: 1,
      fulfilmentPaid: 12.5,
    },
    {
      key: 'week',
      orders: 6,
      sales: [{ currency: 'USD', amount: 155.94 }],
      paidOrders: 3,
      fulfilmentPaid: 40,
    },
    {
      key: 'month',
      orders: 13,
      sales: [
        { currency: 'USD', amount: 300 },
        { currency: 'EUR', amount: 10 },
      ],
      paidOrders: 8,
      fulfilmentPaid: 99.9,
    },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i % 3,
  })),
  stores: [
    {
      storeId: 3,
      storeName: 'Sunrise Demo Store',
      platform: 'sandbox',
      state: 'active',
      stages,
      monthOrders: 13,
    },
    {
      storeId: 4,
      storeName: 'Old shop',
      platform: 'woocommerce',
      state: 'disconnected',
      stages: {
        awaitingCustomer: 0,
        awaitingBinding: 0,
        awaitingPayment: 0,
        inFulfilment: 0,
        fulfilled: 1,
        cancelled: 0,
      },
      monthOrders: 0,
    },
  ],
  attention: [
    { kind: 'lowBalance', count: 2 },
    { kind: 'ordersWaiting', count: 4 },
    { kind: 'syncFailed', count: 1 },
    { kind: 'priceHeld', count: 3 },
  ],
};

describe('CRM dashboard page', { timeout: 120_000 }, () => {
  it('shows the stages, the periods per currency and the stores; a stage opens its list', async () => {
    stubApi({ '/store/dashboard': () => ok(figures) });
    const router = renderPage('/CRM/dashboard', <CrmDashboardPage titleKey="titles.crmDashboard" />);
    const tile = await screen.findByTestId('crm-stage-awaitingPayment', {}, slow);
    await waitFor(() => expect(within(tile).getByText('3')).toBeTruthy(), slow);
    expect(within(screen.getByTestId('crm-stage-fulfilled')).getByText('7')).toBeTruthy();
    const periods = screen.getByTestId('crm-dashboard-periods');
    expect(within(periods).getByText('Last 30 days')).toBeTruthy();
    expect(within(periods).getByText('€10.00')).toBeTruthy();
    expect(within(periods).getByText('$99.90')).toBeTruthy();
    expect(screen.getByText('Days in America/Sao_Paulo; today is 2026-11-25.')).toBeTruthy();
    expect(within(screen.getByTestId('crm-dashboard-stores')).getByText('Disconnected')).toBeTruthy();

    await userEvent.setup().click(within(tile).getByText('Waiting for payment'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CRM/myOrder'));
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('lists what needs attention, each opening its filtered page; nothing when the list is empty', async () => {
    stubApi({ '/store/dashboard': () => ok(figures) });
    const router = renderPage('/CRM/dashboard', <CrmDashboardPage titleKey="titles.crmDashboard" />);
    const waiting = await screen.findByTestId('crm-attention-ordersWaiting', {}, slow);
    expect(within(waiting).getByText('4')).toBeTruthy();
    expect(within(waiting).getByText('Store orders waiting more than a day')).toBeTruthy();
    const low = screen.getByTestId('crm-attention-lowBalance');
    expect(within(low).getByText('2 order(s) wait for the balance · Top up')).toBeTruthy();
    await userEvent.setup().click(within(waiting).getByText('Store orders waiting more than a day'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CRM/myOrder'));
    expect(router.state.location.search).toBe('?status=pending&waiting=true');
  });

  it("lists the sync's failures and held prices, each opening the Stores page", async () => {
    stubApi({ '/store/dashboard': () => ok(figures) });
    const router = renderPage('/CRM/dashboard', <CrmDashboardPage titleKey="titles.crmDashboard" />);
    const held = await screen.findByTestId('crm-attention-priceHeld', {}, slow);
    expect(within(held).getByText('3 store price(s) wait: approve or keep')).toBeTruthy();
    const failed = screen.getByTestId('crm-attention-syncFailed');
    expect(within(failed).getByText('1 product(s) not synced to a store · See the stores')).toBeTruthy();
    await userEvent.setup().click(within(failed).getByText('Stock and price sync failed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CRM/store'));
  });

  it('says when nothing needs attention', async () => {
    stubApi({ '/store/dashboard': () => ok({ ...figures, attention: [] }) });
    renderPage('/CRM/dashboard', <CrmDashboardPage titleKey="titles.crmDashboard" />);
    const panel = await screen.findByTestId('crm-attention', {}, slow);
    await waitFor(() => expect(within(panel).getByText('Nothing needs your attention.')).toBeTruthy(), slow);
  });

  it('narrows the figures to the store picked in the table', async () => {
    const api = stubApi({ '/store/dashboard': () => ok(figures) });
    renderPage('/CRM/dashboard', <CrmDashboardPage titleKey="titles.crmDashboard" />);
    await userEvent.setup().click(await screen.findByTestId('crm-store-4', {}, slow));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/store/dashboard' && c.form.get('storeId') === '4')).toBe(
        true,
      ),
    );
  });
});
