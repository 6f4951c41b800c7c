import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { writeMenu } from '../../../test/menu';
import { apiFail, apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import { useAddToCart, useCartCount } from './index';

/** The detail page's button and the header badge, as the features that use them wire them. */
function Harness() {
  const count = useCartCount();
  const { add } = useAddToCart();
  return (
    <>
      <span data-testid="count">{count}</span>
      <button type="button" onClick={() => add({ skuId: '101', num: 2 })}>
        Add
      </button>
    </>
  );
}

function cartServer(refuse = false) {
  let count = 1;
  return stubApi({
    '/api/shopingCar/count': () => apiOk({ count }),
    '/api/shopingCar/add': (form) => {
      if (refuse) return apiFail(409, 'Only 1 left in stock');
      count += Number(form.get('num'));
      return apiOk({ id: 1, num: count });
    },
  });
}

const URL = '/mall/productDetail?id=11';

describe('cart hooks', () => {
  it('a visitor sees 0 and goes to log in when adding; nothing is asked of the server', async () => {
    const api = cartServer();
    const router = renderPage('/mall/productDetail', <Harness />, URL);
    expect(screen.getByTestId('count').textContent).toBe('0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(URL)}`);
    expect(api.calls).toEqual([]);
  });

  it('adds the variant and quantity, says so, and the count follows', async () => {
    const api = cartServer();
    writeStorage('token', 'tok-1');
    writeMenu(['/myCenter/cartList']);
    renderPage('/mall/productDetail', <Harness />, URL);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'));
    expect(api.sent('/api/shopingCar/add')).toEqual([{ skuId: '101', num: '2', type: '1' }]);
  });

  it("shows the server's refusal (stock)", async () => {
    cartServer(true);
    writeStorage('token', 'tok-1');
    writeMenu(['/myCenter/cartList']);
    renderPage('/mall/productDetail', <Harness />, URL);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Only 1 left in stock')).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('1');
  });
});
