import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../test/api';
import { listItem, page } from '../../../../test/catalog';
import { renderPage } from '../../../../test/render';
import { writeStorage } from '../../../lib/storage';
import CollectListPage from './CollectListPage';

function favouritesServer() {
  let favourites = [
    { ...listItem(5), favoriteId: 50, onShelf: true },
    { ...listItem(6, { title: 'Retired lamp' }), favoriteId: 60, onShelf: false },
  ];
  return stubApi({
    '/business/favoritesList': () => ok(page(favourites)),
    '/business/saveFavorites': (form) => {
      favourites = favourites.filter((item) => String(item.favoriteId) !== form.get('id'));
      return ok({ id: Number(form.get('id')), invalid: 1 });
    },
  });
}

describe('favourites page', () => {
  it('lists the favourites with picture, title, price and whether they are on sale', async () => {
    const api = favouritesServer();
    writeStorage('token', 'tok-1');
    renderPage('/myCenter/collectList', <CollectListPage />);
    const cards = await screen.findAllByTestId('favourite-item');
    expect(cards).toHaveLength(2);
    const [onSale, retired] = cards as [HTMLElement, HTMLElement];
    expect(within(onSale).getByRole('link', { name: 'Product 5' }).getAttribute('href')).toBe(
      '/mall/productDetail?id=5',
    );
    expect(within(onSale).getByText('$15.00')).toBeTruthy();
    expect(within(onSale).getByText('On sale')).toBeTruthy();
    expect(within(retired).getByText('Off shelf')).toBeTruthy();
    expect(within(retired).queryByRole('link')).toBeNull(); // its detail page would be a 404
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(api.asked('/business/favoritesList')).toEqual([{ current: '1', size: '20' }]);
  });

  it('removes a favourite by its record id after a confirmation', async () => {
    const api = favouritesServer();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/myCenter/collectList', <CollectListPage />);
    const [first] = await screen.findAllByTestId('favourite-item');
    await user.click(within(first as HTMLElement).getByTestId('favourite-remove'));
    await user.click(await screen.findByRole('button', { name: 'Remove', hidden: false }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-item')).toHaveLength(1));
    expect(api.sent('/business/saveFavorites')).toEqual([{ id: '50', productId: '5', invalid: '1' }]);
    expect(screen.getByText('Retired lamp')).toBeTruthy();
  });
});
