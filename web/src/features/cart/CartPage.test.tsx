import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { apiOk, cartLine } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import CartPage from './CartPage';

function cartServer() {
  let lines = [
    cartLine(1, { price: 10, num: 2 }),
    cartLine(2, { price: 5.5, num: 1 }),
    cartLine(3, { price: 7, num: 1, businessId: 3 }),
  ];
  let invalid = [
    cartLine(4, { title: 'Retired lamp', valid: false, stock: 0 }),
    cartLine(5, { title: 'Rare vase', valid: false, stock: 2, num: 5 }),
  ];
  const group = (businessId: number, name: string) => ({
    businessId,
    businessName: name,
    orderCarVOS: lines.filter((line) => line.businessId === businessId),
  });
  return stubApi({
    '/api/shopingCar/list': () =>
      apiOk({
        validCarsList: [group(2, 'Brightway'), group(3, 'Lumière')].filter((g) => g.orderCarVOS.length),
        invalidCarsList: invalid,
      }),
    '/api/shopingCar/update': (form) => {
      const short = invalid.find((line) => line.id === Number(form.get('id')));
      if (short) {
        invalid = invalid.filter((line) => line !== short);
        lines = [...lines, { ...short, valid: true, num: Number(form.get('num')) }];
      }
      lines = lines.map((line) =>
        line.id === Number(form.get('id')) ? { ...line, num: Number(form.get('num')) } : line,
      );
      return apiOk({ id: Number(form.get('id')), num: Number(form.get('num')) });
    },
    '/api/shopingCar/delete': (form) => {
      const ids = (form.get('ids') ?? '').split(',').map(Number);
      lines = lines.filter((line) => !ids.includes(line.id));
      invalid = invalid.filter((line) => !ids.includes(line.id));
      return apiOk({ removed: ids });
    },
    '/api/shopingCar/count': () => apiOk({ count: lines.reduce((n, line) => n + line.num, 0) }),
  });
}

function open() {
  writeStorage('token', 'tok-1');
  return renderPage('/myCenter/cartList', <CartPage />);
}

const total = () => screen.getByTestId('cart-total').textContent;

describe('cart page', () => {
  it('groups lines by seller, shows the unavailable ones apart, and totals the selection', async () => {
    cartServer();
    const user = userEvent.setup();
    open();
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups.map((g) => within(g).getByText(/Brightway|Lumière/).textContent)).toEqual([
      'Brightway',
      'Lumière',
    ]);
    expect(within(groups[0] as HTMLElement).getAllByTestId('cart-line')).toHaveLength(2);
    const invalid = screen.getByTestId('cart-invalid');
    expect(within(invalid).getByText('Retired lamp')).toBeTruthy();
    expect(within(invalid).getByText('Sold out')).toBeTruthy();
    expect(within(invalid).getByText('Only 2 left')).toBeTruthy();
    // Everything valid starts ticked: 2 × 10 + 5.50 + 7.
    expect(total()).toBe('$32.50');
    expect(screen.getByTestId('cart-selected-count').textContent).toBe('4 pieces selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select everything from Lumière' }));
    expect(total()).toBe('$25.50');
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 1' }));
    expect(total()).toBe('$5.50');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(total()).toBe('$32.50');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(total()).toBe('$0.00');
  });

  it('changes a quantity with the stepper and by typing, and the line amount follows', async () => {
    const api = cartServer();
    const user = userEvent.setup();
    open();
    const [first] = await screen.findAllByTestId('cart-line');
    const row = first as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(within(row).getByTestId('cart-line-amount').textContent).toBe('$30.00'));
    const input = within(row).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() => expect(api.sent('/api/shopingCar/update')).toHaveLength(2));
    expect(api.sent('/api/shopingCar/update')).toEqual([
      { id: '1', num: '3' },
      { id: '1', num: '5' },
    ]);
    await waitFor(() => expect(within(row).getByTestId('cart-line-amount').textContent).toBe('$50.00'));
  });

  it('removes a line after a confirmation, and the unavailable ones together', async () => {
    const api = cartServer();
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByRole('button', { name: 'Remove Item 2' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    await user.click(screen.getByTestId('cart-invalid-clear'));
    const confirms = await screen.findAllByRole('button', { name: 'Remove' });
    await user.click(confirms.at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent('/api/shopingCar/delete')).toEqual([{ ids: '2' }, { ids: '4,5' }]));
  });

  it('a line asking for more than is left can take what is left, and is valid again', async () => {
    const api = cartServer();
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByTestId('cart-take-left'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(4));
    expect(api.sent('/api/shopingCar/update')).toEqual([{ id: '5', num: '2' }]);
    expect(screen.getAllByTestId('cart-invalid-line')).toHaveLength(1);
  });

  it('checks out the ticked lines, and asks for a choice when none is ticked', async () => {
    cartServer();
    const user = userEvent.setup();
    const router = open();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByText('please select products')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 1' }));
    await user.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/submitOrder'));
    expect(router.state.location.search).toBe('?cartIds=1,3');
  });

  it('an empty cart says so and leads to the products', async () => {
    stubApi({ '/api/shopingCar/list': apiOk({ validCarsList: [], invalidCarsList: [] }) });
    open();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByTestId('cart-bar')).toBeNull();
  });
});
