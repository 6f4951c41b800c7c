import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { hoodie } from '../../../test/catalog';
import { apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import DetailPage from '../mall/detail/DetailPage';

const URL = '/mall/productDetail?id=11';
const open = () => renderPage('/mall/productDetail', <DetailPage />, URL);
const option = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The detail page's "Order a sample" (Try-on List): who sees it, and what it sends. */
describe('order a sample', () => {
  it('is not offered to the product’s own seller', async () => {
    stubApi({ '/mall/index/get': ok(hoodie({ businessId: 2 })) });
    writeStorage('token', 'tok-1');
    writeStorage('businessId', '2');
    open();
    await screen.findByTestId('add-to-cart');
    expect(screen.queryByTestId('order-sample')).toBeNull();
  });

  it('is not offered to an operator (a session without a business)', async () => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    writeStorage('token', 'tok-1');
    writeStorage('businessId', '');
    open();
    await screen.findByTestId('add-to-cart');
    expect(screen.queryByTestId('order-sample')).toBeNull();
  });

  it('sends a visitor to the login with a way back', async () => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('order-sample'));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/login?redirect=${encodeURIComponent(URL)}`,
    );
  });

  it('needs a full variant, asks, orders one unit of it and opens the payment dialog', async () => {
    const api = stubApi({
      '/mall/index/get': ok(hoodie()),
      '/sample/create': ok({ id: 5, orderId: 900, orderNo: 'DM20261201000000900', total: 26.4 }),
      '/api/wallet/balance': apiOk({ balance: 100 }),
      '/api/payment/methods': apiOk({ methods: ['balance'] }),
    });
    writeStorage('token', 'tok-1');
    writeStorage('businessId', '7');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('order-sample'));
    expect(await screen.findByText('please select a specification first')).toBeTruthy();
    expect(api.sent('/sample/create')).toEqual([]);

    await user.click(option('Navy'));
    await user.click(option('M'));
    await user.click(screen.getByTestId('order-sample'));
    expect((await screen.findByTestId('sample-confirm-text')).textContent).toContain(
      'Order one unit of “Heavyweight Pullover Hoodie” ($18.50 plus shipping)',
    );
    await user.click(screen.getByTestId('sample-confirm'));
    expect(await screen.findByText('Sample order DM20261201000000900 placed')).toBeTruthy();
    expect(await screen.findByTestId('pay-amount')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toContain('26.40');
    expect(api.sent('/sample/create')).toEqual([{ variantId: '101' }]);
    expect(api.calls.find((c) => c.path === '/sample/create')?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});
