import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../test/api';
import { hoodie } from '../../../../test/catalog';
import { renderPage } from '../../../../test/render';
import { writeStorage } from '../../../lib/storage';
import DetailPage from './DetailPage';

const URL = '/mall/productDetail?id=11';

/** The detail as the server answers it: favoritesTag follows the saves, like the real favourites. */
function favouritesServer() {
  let record = '';
  return stubApi({
    '/mall/index/get': () => ok(hoodie({ favoritesTag: record })),
    '/business/saveFavorites': (form) => {
      record = form.get('invalid') === '1' ? '' : '77';
      return ok({ id: 77, invalid: Number(form.get('invalid')) });
    },
  });
}

const button = () => screen.getByTestId('favourite-button') as HTMLButtonElement;

describe('favourite toggle', () => {
  it('sends a visitor to /login with a way back, saving nothing', async () => {
    const api = favouritesServer();
    const user = userEvent.setup();
    renderPage('/mall/productDetail', <DetailPage />, URL);
    await user.click(await screen.findByRole('button', { name: /(?<!Cancel )Collection$/ }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/login?redirect=${encodeURIComponent(URL)}`,
    );
    expect(api.sent('/business/saveFavorites')).toEqual([]);
  });

  it('creates the favourite, then removes it by its record id, reloading the detail after each', async () => {
    const api = favouritesServer();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/mall/productDetail', <DetailPage />, URL);

    await user.click(await screen.findByRole('button', { name: /(?<!Cancel )Collection$/ }));
    expect(await screen.findByRole('button', { name: /Cancel Collection$/ })).toBeTruthy();
    expect(await screen.findByText('Added to your favourites')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Cancel Collection$/ }));
    expect(await screen.findByRole('button', { name: /(?<!Cancel )Collection$/ })).toBeTruthy();

    expect(api.sent('/business/saveFavorites')).toEqual([
      { productId: '11', invalid: '0' },
      { id: '77', productId: '11', invalid: '1' },
    ]);
    expect(api.asked('/mall/index/get')).toHaveLength(3); // first load, then one reload per save
  });

  it('acts once on a double click', async () => {
    const api = favouritesServer();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/mall/productDetail', <DetailPage />, URL);
    await screen.findByRole('button', { name: /(?<!Cancel )Collection$/ });
    await user.dblClick(button());
    await waitFor(() => expect(screen.getByRole('button', { name: /Cancel Collection$/ })).toBeTruthy());
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(api.sent('/business/saveFavorites')).toEqual([{ productId: '11', invalid: '0' }]);
  });
});
