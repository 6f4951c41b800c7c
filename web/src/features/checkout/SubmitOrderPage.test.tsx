import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type StubAnswer, stubApi } from '../../../test/api';
import { apiFail, apiOk, cartLine, preview } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { createQueryClient } from '../../app/queryClient';
import { writeStorage } from '../../lib/storage';
import { cartKeys } from '../cart/api';
import SubmitOrderPage from './SubmitOrderPage';

interface Server {
  preview?: ReturnType<typeof preview>;
  submit?: (form: URLSearchParams) => StubAnswer;
  pay?: (form: URLSearchParams) => StubAnswer;
  methods?: string[];
  cart?: () => StubAnswer;
}

function checkoutServer({
  preview: shown = preview(),
  submit,
  pay,
  methods = ['balance', 'pix', 'boleto'],
  cart,
}: Server = {}) {
  return stubApi({
    '/api/order/confirmOrder': apiOk(shown),
    '/api/shopingCar/list':
      cart ??
      apiOk({
        validCarsList: [{ businessId: 2, businessName: 'Brightway', orderCarVOS: [cartLine(1)] }],
        invalidCarsList: [],
      }),
    '/api/shopingCar/count': apiOk({ count: 0 }),
    '/api/order/submitOrder':
      submit ??
      (() => apiOk({ orderIds: [31], orders: [{ id: 31, orderNo: 'DM1', total: 25 }], totalMoney: 25 })),
    '/api/payment/pay':
      pay ?? (() => apiOk({ status: 'paid', paymentNo: 'PAY1', alreadyPaid: false, payUrl: '' })),
    '/api/wallet/balance': apiOk({ balance: 1000, currency: 'USD' }),
    '/api/payment/methods': apiOk({ methods }),
    '/api/address/list': apiOk([]),
  });
}

function open() {
  writeStorage('token', 'tok-1');
  writeStorage('userInfo', { token: 'tok-1', username: 'demo', mobile: '', id: 5 });
  const router = renderPage('/submitOrder', <SubmitOrderPage />, '/submitOrder?cartIds=1');
  return { router, user: userEvent.setup() };
}

/** The payment dialog (antd's ids are all 'test-id' under test, so its name cannot be matched). */
async function payDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Choose a payment method')).toBeTruthy();
  return dialog;
}

const payParams = (form: Record<string, string>) => JSON.parse(form.paramsJson ?? '{}');

describe('submit order page', () => {
  it('shows the receiver, the items by seller, postage and the total in USD and BRL', async () => {
    const api = checkoutServer();
    open();
    const group = await screen.findByTestId('checkout-group');
    expect(within(group).getByText('Brightway')).toBeTruthy();
    expect(within(group).getByText('Item 1')).toBeTruthy();
    expect(screen.getByTestId('checkout-postage').textContent).toContain('$5.00');
    expect(screen.getByTestId('address-summary').textContent).toContain('Ana Souza');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$25.00');
    expect(screen.getByTestId('checkout-total-brl').textContent?.replace(/\s/g, ' ')).toBe('≈ R$ 135,00');
    expect(api.sent('/api/order/confirmOrder')).toEqual([{ paramJsonStr: '{"cartIds":[1]}' }]);
  });

  it('without an address says so and creates nothing', async () => {
    const api = checkoutServer({ preview: preview({ address: null }) });
    const { user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    expect(await screen.findByText('please add your delivery address')).toBeTruthy();
    expect(screen.getByTestId('checkout-no-address')).toBeTruthy();
    expect(api.sent('/api/order/submitOrder')).toEqual([]);
    // No postage is known yet: the totals show a dash rather than $0.00.
    expect(screen.getByTestId('totals-postage').textContent).toBe('—');
  });

  it('a zero total (a coupon) pays at once with payType 5, without the payment dialog', async () => {
    const api = checkoutServer({
      submit: () => apiOk({ orderIds: [31], orders: [{ id: 31, orderNo: 'DM1', total: 0 }], totalMoney: 0 }),
    });
    const { router, user } = open();
    await user.click(await screen.findByRole('combobox', { name: 'Coupon' }));
    await user.click(
      await waitFor(() => {
        const option = document.querySelector('.ant-select-item-option[title="Free order (−$100.00)"]');
        if (!option) throw new Error('no coupon option');
        return option;
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'Leave at the door');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$0.00');
    await user.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paySuccess'));
    const [submitted] = api.sent('/api/order/submitOrder') as [{ paramJsonStr: string }];
    expect(JSON.parse(submitted.paramJsonStr)).toEqual({
      addressId: 7,
      fxCode: '',
      userId: 5,
      carListData: [
        {
          businessId: 2,
          businessDetailId: 2,
          userLeave: 'Leave at the door',
          couponInfo: { id: 4 },
          carDataReqs: [{ id: 1, carMoney: 20 }],
        },
      ],
    });
    expect(api.sent('/api/payment/pay').map(payParams)).toEqual([
      {
        type: 1,
        payType: 5,
        payMoney: 0,
        usePlatform: 1,
        payParamsReq: { orderIds: [31] },
        payParamsH5Req: {},
      },
    ]);
    expect(screen.queryByText('Choose a payment method')).toBeNull();
  });

  it('a total above 0 opens the payment dialog with the balance preselected, then pays by balance', async () => {
    const api = checkoutServer();
    const { router, user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    const dialog = await payDialog();
    expect(within(dialog).getByTestId('pay-amount').textContent).toContain('$25.00');
    expect((within(dialog).getByRole('radio', { name: /Balance/ }) as HTMLInputElement).checked).toBe(true);
    expect(await within(dialog).findByText('Available balance: $1,000.00')).toBeTruthy();
    expect(await within(dialog).findByRole('radio', { name: /Pix/ })).toBeTruthy();
    expect(await within(dialog).findByRole('radio', { name: /Boleto/ })).toBeTruthy();
    expect(api.sent('/api/payment/pay')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paySuccess'));
    expect(api.sent('/api/payment/pay').map(payParams)).toEqual([
      expect.objectContaining({ payType: 3, payMoney: 25, payParamsReq: { orderIds: [31] } }),
    ]);
    // Submit and pay each carry their own Idempotency-Key, so a retried call cannot make a second order or charge.
    const keys = api.calls
      .filter((call) => call.path === '/api/order/submitOrder' || call.path === '/api/payment/pay')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('still names the seller behind the payment dialog once the cart lines are spent', async () => {
    let submitted = false;
    const cart = () =>
      apiOk({
        validCarsList: submitted
          ? []
          : [{ businessId: 2, businessName: 'Brightway', orderCarVOS: [cartLine(1)] }],
        invalidCarsList: [],
      });
    const api = checkoutServer({
      cart,
      submit: () => {
        submitted = true;
        return apiOk({ orderIds: [31], orders: [{ id: 31, orderNo: 'DM1', total: 25 }], totalMoney: 25 });
      },
    });
    const client = createQueryClient();
    writeStorage('token', 'tok-1');
    writeStorage('userInfo', { token: 'tok-1', username: 'demo', mobile: '', id: 5 });
    renderPage('/submitOrder', <SubmitOrderPage />, '/submitOrder?cartIds=1', client);
    const user = userEvent.setup();
    expect(await screen.findByText('Brightway')).toBeTruthy();
    await user.click(screen.getByTestId('submit-order'));
    await payDialog();
    // The cart has been read again, empty, and the page has drawn from it.
    await waitFor(() =>
      expect(client.getQueryData<{ validCarsList: unknown[] }>(cartKeys.list)?.validCarsList).toEqual([]),
    );
    expect(api.calls.filter((c) => c.path === '/api/shopingCar/list').length).toBeGreaterThan(1);
    expect(screen.getByText('Brightway')).toBeTruthy();
    expect(screen.queryByText('Package 1')).toBeNull();
  });

  it('offers only the balance when the mall has no payment gateway', async () => {
    checkoutServer({ methods: ['balance'] });
    const { user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    const dialog = await payDialog();
    await waitFor(() =>
      expect(within(dialog).getByTestId('pay-methods').getAttribute('aria-busy')).toBe('false'),
    );
    expect(within(dialog).getByRole('radio', { name: /Balance/ })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: /Pix/ })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: /Boleto/ })).toBeNull();
  });

  it('pix opens the gateway page in a new tab and goes to the order list', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = checkoutServer({
      pay: () =>
        apiOk({ status: 'pending', paymentNo: 'PAY2', alreadyPaid: false, payUrl: '/sandbox/checkout/PAY2' }),
    });
    const { router, user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    const dialog = await payDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Pix/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/ordinaryOrder'));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/sandbox/checkout/PAY2');
    expect(tab.opener).toBeNull();
    expect(api.sent('/api/payment/pay').map(payParams)).toEqual([expect.objectContaining({ payType: 2 })]);
  });

  it('a refused balance payment shows why and lands on /payError', async () => {
    const tabOpened = vi.spyOn(window, 'open');
    checkoutServer({ pay: () => apiFail(409, 'Your balance of 3.00 USD does not cover 25.00 USD') });
    const { router, user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    const dialog = await payDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payError'));
    expect(router.state.location.state).toEqual({
      reason: 'Your balance of 3.00 USD does not cover 25.00 USD',
    });
    expect(await screen.findByText('Your balance of 3.00 USD does not cover 25.00 USD')).toBeTruthy();
    expect(tabOpened).not.toHaveBeenCalled();
  });

  it('closing the payment dialog unpaid goes to the order list, where the order waits', async () => {
    checkoutServer();
    const { router, user } = open();
    await user.click(await screen.findByTestId('submit-order'));
    const dialog = await payDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pay later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/ordinaryOrder'));
  });

  it('an order failure shows the message, then goes to the order list after 1.3 s', async () => {
    checkoutServer({
      submit: () => apiFail(409, 'The price of "Item 1" has changed; please review your order'),
    });
    const { router } = open();
    const button = await screen.findByTestId('submit-order');
    const message = 'The price of "Item 1" has changed; please review your order';
    // Only timeouts are faked: fetch and React keep running; the page's clock moves when we say.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(button);
      let elapsed = 0;
      while (!screen.queryByText(message) && elapsed < 1_000) {
        await vi.advanceTimersByTimeAsync(10);
        elapsed += 10;
      }
      expect(screen.getByText(message)).toBeTruthy(); // the failure was handled by now (or earlier)
      await vi.advanceTimersByTimeAsync(1_200 - elapsed);
      expect(router.state.location.pathname).toBe('/submitOrder');
      await vi.advanceTimersByTimeAsync(elapsed + 100);
      expect(router.state.location.pathname).toBe('/order/ordinaryOrder');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a visitor to log in first', async () => {
    checkoutServer();
    const router = renderPage('/submitOrder', <SubmitOrderPage />, '/submitOrder?cartIds=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/submitOrder?cartIds=1')}`);
  });

  it('with no cart lines chosen leads back to the cart', async () => {
    const api = checkoutServer();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    const router = renderPage('/submitOrder', <SubmitOrderPage />, '/submitOrder');
    expect(await screen.findByText('Nothing to check out: choose items in your cart first.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the cart' }));
    expect(router.state.location.pathname).toBe('/myCenter/cartList');
    expect(api.sent('/api/order/confirmOrder')).toEqual([]);
  });
});
