import type { CrmOrderRow } from '@dropmall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { COUNTRIES } from '../../../test/catalog';
import { apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import OrderFulfillmentPage from '../fulfilment/OrderFulfillmentPage';
import PendingOrdersPage from '../fulfilment/PendingOrdersPage';
import CancelledOrdersPage from './CancelledOrdersPage';
import OrderPayPage from './OrderPayPage';

const slow = { timeout: 25_000 };
const cost = {
  currency: 'USD' as const,
  lines: [
    {
      storeLineId: 1,
      variantId: 4,
      title: 'Mug',
      specification: 'Colour: Red',
      quantity: 2,
      unitPrice: 10,
      amount: 20,
    },
  ],
  parcels: [{ sellerBusinessId: 9, carrier: 'Standard Shipping', weightGrams: 600, fee: 7.5, days: '10-20' }],
  productCost: 20,
  agencyFee: 1,
  warehouseFee: 0.9,
  packagingFee: 0.5,
  shipping: 7.5,
  total: 29.9,
  pieces: 2,
};
const row = (over: Partial<CrmOrderRow>): CrmOrderRow => ({
  id: 11,
  storeId: 3,
  storeName: 'Sunrise Demo Store',
  storePlatform: 'sandbox',
  platformOrderId: '77',
  shopOrderNo: '#1001',
  status: 'pending',
  invoiceNo: '',
  invoiceVersion: 0,
  customerPaid: true,
  paymentStatus: 'paid',
  storeChanges: [],
  storeChangedAt: null,
  currency: 'USD',
  currencyMismatch: false,
  total: 51.98,
  customerName: 'John Doe',
  customerEmail: 'john@example.com',
  shippingAddress: { city: 'Austin', country_code: 'US' },
  placedAt: '2026-11-25T10:00:00.000Z',
  receivedAt: '2026-11-25T10:00:01.000Z',
  lines: [{ id: 1, sku: 'DM1-4', title: 'Mug', quantity: 2, price: 25.99, variantId: 4, matchedBy: 'link' }],
  unmatched: 0,
  state: 'payable',
  stage: 'toPay',
  blocked: null,
  cost,
  mallOrders: [],
  remark: '',
  taxId: '',
  storeCancel: [],
  address: null,
  autoPay: null,
  remembered: { taxId: null, address: null },
  ...over,
});
const page = (records: CrmOrderRow[]) => ok({ records, total: records.length, current: 1, size: 10 });

describe('CRM store-order pages', { timeout: 120_000 }, () => {
  // The tests below that read the page in Chinese switch back, so the next one starts in English.
  afterEach(async () => {
    if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
  });

  it('Order Payment shows the cost line by line and pays the selected orders by balance', async () => {
    const api = stubApi({
      '/order/crmPayList': page([
        row({}),
        row({ id: 12, shopOrderNo: '#1002', state: 'payable', stage: 'toPay' }),
      ]),
      '/api/payment/methods': apiOk({ methods: ['balance', 'pix'] }),
      '/api/wallet/balance': apiOk({ balance: 500, currency: 'USD' }),
      '/order/crmPay': ok({
        status: 'paid',
        paymentNo: 'PAY1',
        alreadyPaid: false,
        payUrl: '',
        mallOrderIds: [31],
        total: 29.9,
      }),
    });
    renderPage('/CRM/orderPay', <OrderPayPage titleKey="titles.crmOrderPay" />);
    const order = await screen.findByTestId('crm-order-#1001', {}, slow);
    const tableRow = order.closest('tr');
    if (!tableRow) throw new Error('no row');
    expect(within(tableRow).getByText('Ready to pay')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tableRow).getByRole('button', { name: /expand row/i }));
    const lines = await screen.findByTestId('crm-cost-lines', {}, slow);
    for (const label of [
      'Product purchase cost',
      'Agency price',
      'Warehouse operation cost',
      'Packaging materials cost',
      'Carrier price',
    ])
      expect(within(lines).getByText(label)).toBeTruthy();
    expect(within(lines).getByText('Standard Shipping, 600 g, 10-20 days')).toBeTruthy();

    await user.click(within(tableRow).getByRole('checkbox'));
    expect(screen.getByTestId('crm-pay-selected').textContent).toContain('1 selected');
    await user.click(screen.getByTestId('crm-pay-open'));
    await screen.findByTestId('pay-method-balance', {}, slow);
    const payButton = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal .ant-btn-primary')].pop();
    if (!payButton) throw new Error('no Pay button');
    await user.click(payButton);
    await waitFor(() =>
      expect(api.sent('/order/crmPay')).toEqual([{ ids: '11', payType: '3', payMoney: '29.9' }]),
    );
    expect(api.calls.find((c) => c.path === '/order/crmPay')?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Paid: 1 mall order(s) sent to the sellers', {}, slow)).toBeTruthy();
  });

  it('Pending Orders shows why an order waits, and saves a tax id and a remark', async () => {
    const api = stubApi({
      '/order/crmPendingList': page([
        row({
          state: 'waiting',
          stage: 'needsDetails',
          blocked: {
            reason: 'taxIdMissing',
            message: 'Order #1001 ships to Brazil: the customer’s CPF or CNPJ is needed',
          },
        }),
      ]),
      '/order/crmTaxId': ok({ id: 11, remark: '', taxId: '52998224725' }),
      '/order/crmRemark': ok({ id: 11, remark: 'gift', taxId: '' }),
    });
    renderPage('/CRM/pendingOrder', <PendingOrdersPage titleKey="titles.crmPendingOrder" />);
    expect((await screen.findByTestId('crm-order-reason', {}, slow)).textContent).toContain('CPF or CNPJ');
    expect(screen.getByTestId('crm-tab-sold')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('crm-tax-id-open'));
    await user.type(await screen.findByTestId('crm-tax-id', {}, slow), '529.982.247-25');
    await user.click(
      [
        ...document.querySelectorAll<HTMLButtonElement>('.ant-modal .ant-btn-primary'),
      ].pop() as HTMLButtonElement,
    );
    await waitFor(() => expect(api.sent('/order/crmTaxId')).toEqual([{ id: '11', taxId: '529.982.247-25' }]));

    await user.click(screen.getByTestId('crm-remark'));
    await user.type(await screen.findByLabelText('Remark', {}, slow), 'gift');
    await user.click(
      [
        ...document.querySelectorAll<HTMLButtonElement>('.ant-modal .ant-btn-primary'),
      ].pop() as HTMLButtonElement,
    );
    await waitFor(() => expect(api.sent('/order/crmRemark')).toEqual([{ id: '11', remark: 'gift' }]));
  });

  it("offers the same customer's remembered address from an earlier order; Use it fills the form", async () => {
    const address = {
      firstName: 'Maria',
      lastName: 'Souza',
      mobilePhone: '+5511988887777',
      detailAddress: 'Rua Augusta 100',
      line2: '',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01305-000',
      countryCode: 'BR',
      taxId: '',
      edited: false,
    };
    const waiting = row({
      state: 'waiting',
      stage: 'needsDetails',
      blocked: { reason: 'taxIdMissing', message: 'Order #1002 ships to Brazil: CPF or CNPJ needed' },
      address,
      remembered: {
        taxId: { value: '52998224725', masked: '***.***.***-25', fromOrder: '#1001' },
        address: {
          address: {
            ...address,
            city: 'Campinas',
            detailAddress: 'Rua Nova 5',
            taxId: '52998224725',
            edited: true,
          },
          fromOrder: '#1001',
        },
      },
    });
    stubApi({ '/order/crmPendingList': page([waiting]), '/base/toolDicPage': ok(COUNTRIES) });
    renderPage('/CRM/pendingOrder', <PendingOrdersPage titleKey="titles.crmPendingOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('crm-address-open', {}, slow));
    const offer = await screen.findByTestId('crm-remembered-address', {}, slow);
    expect(offer.textContent).toContain('Use the address from order #1001 (Rua Nova 5, Campinas)');
    // Offered, not applied: the form starts from the order's own address.
    const city = screen.getByTestId('crm-address-city') as HTMLInputElement;
    await waitFor(() => expect(city.value).toBe('São Paulo'));
    await user.click(screen.getByTestId('crm-remembered-address-use'));
    await waitFor(() => expect(city.value).toBe('Campinas'));
    expect((screen.getByTestId('crm-address-taxId') as HTMLInputElement).value).toBe('52998224725');
  });

  it("Pending Orders edits the customer's whole address with the address form's rules", async () => {
    const waiting = row({
      state: 'waiting',
      stage: 'needsDetails',
      blocked: { reason: 'taxIdMissing', message: 'Order #1001 ships to Brazil: CPF or CNPJ needed' },
      address: {
        firstName: 'Maria',
        lastName: 'Souza',
        mobilePhone: '+5511988887777',
        detailAddress: 'Rua Augusta 100',
        line2: '',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01305-000',
        countryCode: 'BR',
        taxId: '',
        edited: false,
      },
    });
    const api = stubApi({
      '/order/crmPendingList': page([waiting]),
      '/base/toolDicPage': ok(COUNTRIES),
      '/order/crmAddress': ok(row({ state: 'payable', stage: 'toPay' })),
    });
    renderPage('/CRM/pendingOrder', <PendingOrdersPage titleKey="titles.crmPendingOrder" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('crm-address-open', {}, slow));
    const city = await screen.findByTestId('crm-address-city', {}, slow);
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('São Paulo'));
    const ok_ = () =>
      user.click(
        [
          ...document.querySelectorAll<HTMLButtonElement>('.ant-modal .ant-btn-primary'),
        ].pop() as HTMLButtonElement,
      );
    // Brazil without a CPF/CNPJ, and a phone that is not one: refused before anything is sent.
    await user.clear(screen.getByTestId('crm-address-mobilePhone'));
    await user.type(screen.getByTestId('crm-address-mobilePhone'), 'call me');
    await ok_();
    expect(await screen.findByText('the CPF or CNPJ number is not valid', {}, slow)).toBeTruthy();
    expect(screen.getByText('please enter a correct mobile number')).toBeTruthy();
    expect(api.sent('/order/crmAddress')).toEqual([]);
    await user.clear(screen.getByTestId('crm-address-mobilePhone'));
    await user.type(screen.getByTestId('crm-address-mobilePhone'), '+55 11 98888-7777');
    await user.type(screen.getByTestId('crm-address-taxId'), '529.982.247-25');
    await user.clear(city);
    await user.type(city, 'Campinas');
    await ok_();
    await waitFor(() =>
      expect(api.sent('/order/crmAddress')).toEqual([
        expect.objectContaining({
          id: '11',
          city: 'Campinas',
          countryCode: 'BR',
          mobilePhone: '+5511988887777',
          taxId: '52998224725',
        }),
      ]),
    );
    expect(await screen.findByText('Address saved. The cost is now $29.90', {}, slow)).toBeTruthy();
  });

  it("Pending Orders shows an order the store's customer has not paid, with its reason (en, zh)", async () => {
    const unpaid = row({
      customerPaid: false,
      paymentStatus: 'on-hold',
      state: 'awaitingPayment',
      stage: 'awaitingCustomer',
      cost: null,
      blocked: {
        reason: 'customerUnpaid',
        message: "Order #1001 is awaiting the customer's payment in the store (on-hold)",
      },
    });
    stubApi({ '/order/crmPendingList': page([unpaid]) });
    renderPage('/CRM/pendingOrder', <PendingOrdersPage titleKey="titles.crmPendingOrder" />);
    const order = await screen.findByTestId('crm-order-#1001', {}, slow);
    const tableRow = order.closest('tr') as HTMLElement;
    expect(within(tableRow).getByTestId('crm-order-state').textContent).toBe(
      "Awaiting the customer's payment",
    );
    expect(within(tableRow).getByTestId('crm-order-reason').textContent).toContain('(on-hold)');
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() =>
      expect(within(tableRow).getByTestId('crm-order-state').textContent).toBe('等待顾客付款'),
    );
  });

  it('Order Fulfilment shows what the store changed after payment, as paid -> now', async () => {
    stubApi({
      '/order/crmFulfilmentList': page([
        row({
          state: 'fulfilment',
          stage: 'inFulfilment',
          storeChanges: [
            { kind: 'quantity', line: 'Mug', before: '2', after: '3' },
            {
              kind: 'address',
              line: '',
              before: 'John Doe, 1 Main St, Austin',
              after: 'John Doe, 9 Elm St, Dallas',
            },
          ],
          storeChangedAt: '2026-11-26T09:00:00.000Z',
        }),
      ]),
    });
    renderPage('/CRM/orderFulfillment', <OrderFulfillmentPage titleKey="titles.crmOrderFulfillment" />);
    const tag = await screen.findByTestId('store-order-changed', {}, slow);
    expect(tag.textContent).toBe('Changed in the store after payment');
    expect(screen.queryByTestId('store-order-changes')).toBeNull();
    await userEvent
      .setup()
      .click(within(tag.closest('tr') as HTMLElement).getByRole('button', { name: /expand row/i }));
    expect((await screen.findByTestId('store-order-change-quantity', {}, slow)).textContent).toBe(
      'Mug: quantity 2 → 3',
    );
    expect(screen.getByTestId('store-order-change-address').textContent).toBe(
      'Address: John Doe, 1 Main St, Austin → John Doe, 9 Elm St, Dallas',
    );
  });

  it('Cancelled Orders shows the refund requested for an unshipped parcel and flags a shipped one', async () => {
    const mall = (id: number, status: 'paid' | 'shipped') => ({
      id,
      orderNo: `DM202611250000000${id}`,
      status,
      total: 29.9,
      carrier: 'Standard Shipping',
      trackingNo: status === 'shipped' ? 'CN123456789' : null,
      paidAt: '2026-11-25T11:00:00.000Z',
      shippedAt: status === 'shipped' ? '2026-11-25T12:00:00.000Z' : null,
      refunded: 0,
    });
    stubApi({
      '/order/crmCancelledList': page([
        row({
          status: 'cancelled',
          state: 'cancelledAfterPay',
          stage: 'cancelled',
          mallOrders: [mall(31, 'paid'), mall(32, 'shipped')],
          storeCancel: [
            { mallOrderId: 31, outcome: 'refundOpened', afterSaleId: 5, afterSaleNo: 'AS17640000000001' },
            { mallOrderId: 32, outcome: 'shipped', afterSaleId: null, afterSaleNo: null },
          ],
        }),
      ]),
    });
    renderPage('/CRM/canceledOrder', <CancelledOrdersPage titleKey="titles.crmCanceledOrder" />);
    // The one stage (Cancelled) with the store's own status beside it, and the after-payment hint.
    expect((await screen.findByTestId('crm-order-state', {}, slow)).textContent).toBe('Cancelled');
    expect(screen.getByTestId('store-order-store-status').textContent).toBe('Sandbox store: cancelled');
    expect(screen.getByText(/Paid before the store cancelled it/)).toBeTruthy();
    const refunded = screen.getByTestId('crm-mall-order-DM20261125000000031');
    expect(within(refunded).getByRole('link', { name: 'Refund requested: AS17640000000001' })).toBeTruthy();
    const shipped = screen.getByTestId('crm-mall-order-DM20261125000000032');
    expect(within(shipped).getByText('Cancelled at the store after shipping')).toBeTruthy();
    expect(within(shipped).queryByTestId('crm-store-cancel-refund')).toBeNull();
  });

  it('shows what after-sales paid back on a mall order still in fulfilment', async () => {
    const mall = (id: number, refunded: number, status: 'shipped' | 'refunded') => ({
      id,
      orderNo: `DM202611250000000${id}`,
      status,
      total: 29.9,
      carrier: 'Standard Shipping',
      trackingNo: 'CN123456789',
      paidAt: '2026-11-25T11:00:00.000Z',
      shippedAt: '2026-11-25T12:00:00.000Z',
      refunded,
    });
    stubApi({
      '/order/crmCancelledList': page([
        row({
          status: 'cancelled',
          state: 'cancelled',
          stage: 'cancelled',
          mallOrders: [mall(41, 10, 'shipped'), mall(42, 29.9, 'refunded')],
        }),
      ]),
    });
    renderPage('/CRM/canceledOrder', <CancelledOrdersPage titleKey="titles.crmCanceledOrder" />);
    const partly = await screen.findByTestId('crm-mall-order-DM20261125000000041', {}, slow);
    expect(within(partly).getByTestId('crm-mall-order-refunded').textContent).toBe('$10.00 refunded');
    // A refund in full says so by the order's status alone.
    const whole = screen.getByTestId('crm-mall-order-DM20261125000000042');
    expect(within(whole).getByTestId('crm-mall-order-status').textContent).toBe('Refunded');
    expect(within(whole).queryByTestId('crm-mall-order-refunded')).toBeNull();
  });

  it('shows a store order paid automatically, and one held with its reason, in both languages', async () => {
    stubApi({
      '/order/crmFulfilmentList': page([
        row({
          state: 'fulfilment',
          stage: 'inFulfilment',
          autoPay: { state: 'paid', reason: null, message: null, amount: 29.9 },
        }),
      ]),
      '/order/crmPayList': page([
        row({
          id: 12,
          shopOrderNo: '#1002',
          autoPay: {
            state: 'held',
            reason: 'overOrderCap',
            message: '订单 #1002 费用为 29.90 美元，超过店铺单笔上限 20.00 美元',
            amount: null,
          },
        }),
      ]),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
    });
    renderPage('/CRM/orderFulfillment', <OrderFulfillmentPage titleKey="titles.crmOrderFulfillment" />);
    expect((await screen.findByTestId('crm-auto-pay-state', {}, slow)).textContent).toContain(
      'Paid automatically',
    );
    await act(() => i18n.changeLanguage('zh'));
    renderPage('/CRM/orderPay', <OrderPayPage titleKey="titles.crmOrderPay" />);
    await waitFor(() =>
      expect(screen.getAllByTestId('crm-auto-pay-state').map((e) => e.textContent)).toContain('未能自动付款'),
    );
    expect(screen.getByTestId('crm-auto-pay-reason').textContent).toContain('单笔上限');
  });
});
