import type { CrmInvoice, StoreOrderView, StoreView } from '@dropmall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, file, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import StoreOrdersPage from './StoreOrdersPage';

const slow = { timeout: 25_000 };
const store: StoreView = {
  id: 3,
  platform: 'sandbox',
  name: 'Sunrise Demo Store',
  shopName: 'Sunrise Demo Store',
  domain: 'sunrise-demo-store-a1b2c3',
  currency: 'USD',
  state: 'active',
  customerPage: '/sandbox/store/sunrise-demo-store-a1b2c3',
  checkedAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  autoPay: { enabled: false, orderCap: 0, dailyCap: 0, minBalance: 0 },
  sync: { buffer: 0, holdPercent: 0, stopSelling: 'zero' },
};
const order: StoreOrderView = {
  id: 11,
  storeId: 3,
  storeName: 'Sunrise Demo Store',
  storePlatform: 'shopify',
  platformOrderId: '77',
  shopOrderNo: '#1001',
  status: 'pending',
  stage: 'unmatched',
  invoiceNo: '',
  invoiceVersion: 0,
  customerPaid: true,
  paymentStatus: 'paid',
  storeChanges: [],
  storeChangedAt: null,
  currency: 'EUR',
  currencyMismatch: true,
  total: 51.98,
  customerName: 'Maria Silva',
  customerEmail: 'maria@example.com',
  shippingAddress: { city: 'São Paulo', country_code: 'BR' },
  placedAt: '2026-11-25T10:00:00.000Z',
  receivedAt: '2026-11-25T10:00:01.000Z',
  lines: [
    { id: 1, sku: 'DM0000001-4', title: 'Mug', quantity: 2, price: 25.99, variantId: 4, matchedBy: 'link' },
    { id: 2, sku: 'ELSEWHERE', title: 'Cap', quantity: 1, price: 0, variantId: null, matchedBy: null },
  ],
  unmatched: 1,
  mallOrders: [],
};
/** A paid store order: two sellers' parcels, one sent to the store, one whose push failed. */
const paid: StoreOrderView = {
  ...order,
  id: 12,
  shopOrderNo: '#1002',
  stage: 'shipped',
  currency: 'USD',
  currencyMismatch: false,
  unmatched: 0,
  lines: [order.lines[0] as StoreOrderView['lines'][number]],
  mallOrders: [
    {
      mallOrderId: 501,
      orderNo: 'DM20261125000501',
      trackingState: 'sent',
      trackingError: '',
      trackingAttempts: 1,
      trackingSentAt: '2026-11-25T12:00:00.000Z',
      retryable: false,
    },
    {
      mallOrderId: 502,
      orderNo: 'DM20261125000502',
      trackingState: 'failed',
      trackingError: 'The store could not be reached; tried again several times',
      trackingAttempts: 6,
      trackingSentAt: null,
      retryable: true,
    },
  ],
};

describe('store orders page', { timeout: 120_000 }, () => {
  it('lists store orders with their unmatched lines and currency flag; filters; syncs a store', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [order], total: 1, current: 1, size: 10 }),
      '/store/syncOrders': () => ok({ fetched: 4, stored: 1 }),
      '/business/bindingCrmCustomer': () =>
        ok({ ...order.lines[1], variantId: 9, matchedBy: 'manual' as const }),
      '/store/mallVariants': () =>
        ok({
          records: [
            {
              variantId: 9,
              productId: 2,
              title: 'Blue mug',
              options: ['Blue'],
              price: 3.5,
              picture: '',
              sku: 'DM0000002-9',
            },
          ],
          total: 1,
          current: 1,
          size: 6,
        }),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const row = await screen.findByTestId('store-order-11', {}, slow);
    expect(within(row).getByText('#1001')).toBeTruthy();
    expect(screen.getByText('1 of 2 unmatched')).toBeTruthy();
    expect(screen.getByText('Other currency')).toBeTruthy();
    // Our stage in the one vocabulary, and the store's own status labelled as the store's.
    const tr = row.closest('tr') as HTMLElement;
    expect(within(tr).getByTestId('store-order-stage').textContent).toBe('Lines to bind');
    expect(within(tr).getByTestId('store-order-store-status').textContent).toBe('Shopify: pending');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByTestId('line-unmatched-2', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('line-matched-1').textContent).toBe('Published: variant #4');

    // The bind dialog's search-and-pick: the variant chosen by its picture, title, options and price.
    await user.click(screen.getByTestId('bind-line-2'));
    await user.click(await screen.findByTestId('pick-button-9', {}, slow));
    await waitFor(() =>
      expect(api.sent('/business/bindingCrmCustomer')).toEqual([{ lineId: '2', variantId: '9' }]),
    );
    // Or a SKU typed.
    await user.click(screen.getByTestId('bind-line-2'));
    await user.type(await screen.findByTestId('bind-sku', {}, slow), 'DM0000002-9');
    await user.click(screen.getByRole('button', { name: 'Bind by SKU' }));
    await waitFor(() =>
      expect(api.sent('/business/bindingCrmCustomer')).toEqual([
        { lineId: '2', variantId: '9' },
        { lineId: '2', sku: 'DM0000002-9' },
      ]),
    );

    await user.type(screen.getByPlaceholderText('Shop order number'), '1001{Enter}');
    await waitFor(() =>
      expect(api.sent('/order/crmCustomerOrderList').some((f) => f.shopOrderNo === '1001')).toBe(true),
    );
    await user.click(screen.getByTestId('sync-orders-3'));
    await waitFor(() => expect(api.sent('/store/syncOrders').map((f) => f.id)).toEqual(['3']));
  });

  it('shows each parcel’s tracking push to the store; a failed one is retried', async () => {
    let retried = false;
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () =>
        ok({
          records: [
            retried
              ? {
                  ...paid,
                  mallOrders: paid.mallOrders.map((m) =>
                    m.mallOrderId === 502
                      ? { ...m, trackingState: 'waiting' as const, trackingError: '', retryable: false }
                      : m,
                  ),
                }
              : paid,
          ],
          total: 1,
          current: 1,
          size: 10,
        }),
      '/store/order/retryTracking': () => {
        retried = true;
        return ok({ ...paid.mallOrders[1], trackingState: 'waiting', trackingError: '', retryable: false });
      },
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    expect((await screen.findByTestId('tracking-summary', {}, slow)).textContent).toBe('Tracking failed');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /expand row/i }));
    const sent = await screen.findByTestId('tracking-501', {}, slow);
    expect(sent.textContent).toBe('Sent to the store');
    const failed = screen.getByTestId('tracking-502');
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('could not be reached');
    expect(screen.queryByTestId('retry-tracking-501')).toBeNull();
    await user.click(screen.getByTestId('retry-tracking-502'));
    await waitFor(() => expect(api.sent('/store/order/retryTracking')).toEqual([{ mallOrderId: '502' }]));
    await waitFor(() => expect(screen.getByTestId('tracking-502').textContent).toBe('Sending'));
    expect(screen.queryByTestId('retry-tracking-502')).toBeNull();
    expect(screen.getByTestId('tracking-summary').textContent).toBe('Sending (1/2 sent)');
  });
});

describe('store orders the customer has not paid, and changes after payment', { timeout: 120_000 }, () => {
  // The tests below that read the page in Chinese switch back, so the next one starts in English.
  afterEach(async () => {
    if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
  });

  const unpaid: StoreOrderView = {
    ...order,
    id: 13,
    shopOrderNo: '#1003',
    stage: 'awaitingCustomer',
    customerPaid: false,
    paymentStatus: 'authorized',
  };
  const changed: StoreOrderView = {
    ...paid,
    storeChanges: [
      { kind: 'quantity', line: 'Mug', before: '2', after: '3' },
      { kind: 'lineAdded', line: 'Cap', before: '', after: '1' },
      { kind: 'cancelled', line: '', before: '', after: '' },
    ],
    storeChangedAt: '2026-11-26T09:00:00.000Z',
  };

  it('My Orders tags an unpaid order and lists what changed after payment (en, zh)', async () => {
    stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [unpaid, changed], total: 2, current: 1, size: 10 }),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const unpaidRow = (await screen.findByTestId('store-order-13', {}, slow)).closest('tr') as HTMLElement;
    // Our stage once, and the store's own word for the payment, labelled as the store's.
    expect(within(unpaidRow).getByTestId('store-order-stage').textContent).toBe(
      "Awaiting the customer's payment",
    );
    expect(within(unpaidRow).getByTestId('store-order-awaiting-customer').textContent).toBe(
      'Payment in the store: authorized',
    );
    expect(within(unpaidRow).queryByTestId('store-order-changed')).toBeNull();
    const changedRow = screen.getByTestId('store-order-12').closest('tr') as HTMLElement;
    expect(within(changedRow).getByTestId('store-order-changed').textContent).toBe(
      'Changed in the store after payment',
    );
    expect(within(changedRow).queryByTestId('store-order-awaiting-customer')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(changedRow).getByRole('button', { name: /expand row/i }));
    const changes = await screen.findByTestId('store-order-changes', {}, slow);
    expect(within(changes).getByTestId('store-order-change-quantity').textContent).toBe(
      'Mug: quantity 2 → 3',
    );
    expect(within(changes).getByTestId('store-order-change-lineAdded').textContent).toBe(
      'Line added: Cap × 1',
    );
    expect(within(changes).getByTestId('store-order-change-cancelled').textContent).toBe(
      'Cancelled in the store',
    );
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() =>
      expect(within(changes).getByTestId('store-order-change-quantity').textContent).toBe('Mug：数量 2 → 3'),
    );
    expect(within(unpaidRow).getByTestId('store-order-stage').textContent).toBe('等待顾客付款');
    expect(within(unpaidRow).getByTestId('store-order-awaiting-customer').textContent).toBe(
      '店铺中的付款状态：authorized',
    );
    expect(within(changedRow).getByTestId('store-order-changed').textContent).toBe('支付后店铺已修改');
  });
});

describe('store orders page opened from the dashboard', { timeout: 120_000 }, () => {
  it('starts filtered on the store and status of its address', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [], total: 0, current: 1, size: 10 }),
    });
    renderPage(
      '/CRM/myOrder',
      <StoreOrdersPage titleKey="titles.crmMyOrder" />,
      '/CRM/myOrder?storeId=3&status=cancelled',
    );
    await waitFor(() => {
      const asked = api.calls.find((c) => c.path === '/order/crmCustomerOrderList');
      expect(asked?.form.get('storeId')).toBe('3');
      expect(asked?.form.get('status')).toBe('cancelled');
    }, slow);
  });

  it('starts on the orders waiting more than a day (the dashboard’s link), says so, and shows all again', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [], total: 0, current: 1, size: 10 }),
    });
    renderPage(
      '/CRM/myOrder',
      <StoreOrdersPage titleKey="titles.crmMyOrder" />,
      '/CRM/myOrder?status=pending&waiting=true',
    );
    const bar = await screen.findByTestId('store-orders-waiting', {}, slow);
    expect(within(bar).getByText('Showing the orders waiting more than a day')).toBeTruthy();
    await waitFor(() => {
      const asked = api.calls.find((c) => c.path === '/order/crmCustomerOrderList');
      expect(asked?.form.get('waiting')).toBe('true');
    }, slow);
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.queryByTestId('store-orders-waiting')).toBeNull());
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/order/crmCustomerOrderList').at(-1);
      expect(last?.form.get('waiting')).toBeNull();
    }, slow);
  });
});

describe('store order invoice', { timeout: 120_000 }, () => {
  const invoice: CrmInvoice = {
    invoiceNo: 'INV-2026-000042',
    version: 1,
    reason: '',
    versions: [{ version: 1, issuedAt: '2026-11-25T12:00:00.000Z', reason: '', total: 29.5 }],
    issuedAt: '2026-11-25T12:00:00.000Z',
    businessName: 'Demo Trading',
    storeName: 'Sunrise Demo Store',
    storeOrderId: 12,
    shopOrderNo: '#1001',
    placedAt: '2026-11-25T10:00:00.000Z',
    customerName: 'Maria Silva',
    customerEmail: 'maria@example.com',
    shipTo: ['Maria Silva', 'Rua A, 1', 'São Paulo, SP, 01000-000', 'BR'],
    currency: 'USD',
    lines: [{ orderNo: 'DM1', title: 'Mug', specification: 'Blue', quantity: 2, unitPrice: 10, amount: 20 }],
    costs: [
      { key: 'products', amount: 20 },
      { key: 'fees', amount: 1.5 },
      { key: 'carrier', amount: 8 },
    ],
    total: 29.5,
    payments: [{ orderNo: 'DM1', payType: 3, paidAt: '2026-11-25T11:00:00.000Z', amount: 29.5 }],
    credits: [],
    net: 29.5,
  };

  const invoiced = { ...paid, invoiceNo: 'INV-2026-000042', invoiceVersion: 1 };

  it('shows the invoice of a paid order with its costs and downloads its PDF', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [invoiced], total: 1, current: 1, size: 10 }),
      '/store/invoice': () => ok(invoice),
      '/store/invoice/file': () => file('%PDF-1.3', 'application/pdf'),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-12', {}, slow));
    const shown = await screen.findByTestId('invoice', {}, slow);
    expect(within(shown).getByText('INV-2026-000042')).toBeTruthy();
    expect(within(shown).getByText('Mug (Blue)')).toBeTruthy();
    expect(within(screen.getByTestId('invoice-costs')).getByText('Service and handling fees')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('$29.50');
    expect(screen.queryByTestId('invoice-net')).toBeNull();
    await user.click(screen.getByTestId('invoice-pdf'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/store/invoice/file' && c.query.get('id') === '12')).toBe(
        true,
      ),
    );
  });

  it('lists the credit notes of what came back, and the net', async () => {
    stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [invoiced], total: 1, current: 1, size: 10 }),
      '/store/invoice': () =>
        ok({
          ...invoice,
          credits: [
            {
              creditNo: 'INV-2026-000042-C1',
              afterSaleNo: 'AS7',
              orderNo: 'DM1',
              type: 'refund',
              issuedAt: '2026-11-26T12:00:00.000Z',
              amount: 10,
            },
          ],
          net: 19.5,
        }),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    await userEvent.setup().click(await screen.findByTestId('invoice-12', {}, slow));
    const credit = await screen.findByTestId('invoice-credit', {}, slow);
    expect(credit.textContent).toContain('Credit note INV-2026-000042-C1: refund AS7');
    expect(credit.textContent).toContain('−$10.00');
    expect(screen.getByTestId('invoice-net').textContent).toBe('$19.50');
  });

  it('generates the invoice of an order not invoiced yet, then shows it', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [paid], total: 1, current: 1, size: 10 }),
      '/store/invoice/generate': () => ok(invoice),
      '/store/invoice': () => ok(invoice),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-12', {}, slow));
    expect((await screen.findByTestId('invoice-generation', {}, slow)).textContent).toContain('#1002');
    // Nothing is numbered before the business asks.
    expect(api.calls.some((c) => c.path === '/store/invoice/generate')).toBe(false);
    await user.click(screen.getByTestId('invoice-generate'));
    const shown = await screen.findByTestId('invoice', {}, slow);
    expect(within(shown).getByText('INV-2026-000042')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/store/invoice/generate')).toHaveLength(1);
  });

  it('reissues a correction with its reason, as a new version', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [invoiced], total: 1, current: 1, size: 10 }),
      '/store/invoice': () => ok(invoice),
      '/store/invoice/reissue': () =>
        ok({
          ...invoice,
          version: 2,
          reason: 'Customer name corrected',
          versions: [
            {
              version: 2,
              issuedAt: '2026-11-26T12:00:00.000Z',
              reason: 'Customer name corrected',
              total: 29.5,
            },
            ...invoice.versions,
          ],
        }),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-12', {}, slow));
    await screen.findByTestId('invoice', {}, slow);
    await user.click(screen.getByTestId('invoice-reissue-open'));
    await user.type(screen.getByTestId('invoice-reissue-reason'), 'Customer name corrected');
    await user.click(screen.getByTestId('invoice-reissue-confirm'));
    expect((await screen.findByTestId('invoice-reason', {}, slow)).textContent).toBe(
      'Customer name corrected',
    );
    expect(screen.getByTestId('invoice').getAttribute('data-version')).toBe('2');
    const asked = api.calls.find((c) => c.path === '/store/invoice/reissue');
    expect(asked?.form.get('reason')).toBe('Customer name corrected');
  });

  it('says why an unpaid order has no invoice', async () => {
    stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [paid], total: 1, current: 1, size: 10 }),
      '/store/invoice/generate': () => failure(409, 'This store order has no paid fulfilment yet'),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-12', {}, slow));
    await user.click(await screen.findByTestId('invoice-generate', {}, slow));
    const error = await screen.findByTestId('invoice-error', {}, slow);
    expect(error.textContent).toContain('no paid fulfilment yet');
  });
});
