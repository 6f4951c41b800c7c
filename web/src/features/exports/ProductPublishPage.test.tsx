import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { file, ok, stubApi } from '../../../test/api';
import { catchSavedFiles } from '../../../test/files';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import ProductPublishPage from './ProductPublishPage';

const entry = (id: number, productId: number, extra: Record<string, unknown> = {}) => ({
  id,
  productId,
  title: `Product ${productId}`,
  sku: `DM${productId}`,
  price: 12.5,
  productUrl: `/uploads/catalog/p${productId}.jpg`,
  onShelf: true,
  publishCount: 7,
  downloadCount: 2,
  times: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});

describe('publish list', () => {
  it('lists what was published, removes an entry, and downloads the store import files', async () => {
    let entries = [entry(1, 11), entry(2, 12, { onShelf: false })];
    const api = stubApi({
      '/product/publishList': () => ok({ records: entries, total: entries.length, current: 1, size: 20 }),
      '/product/publishDelete': (form) => {
        entries = entries.filter((e) => String(e.id) !== form.get('ids'));
        return ok({ removed: 1 });
      },
      '/product/publishCsv': file('Title,URL handle\r\n', 'text/csv'),
    });
    const saved = catchSavedFiles();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/businessCenter/productPublish', <ProductPublishPage />);

    expect(await screen.findByRole('link', { name: 'Product 11' })).toBeTruthy();
    expect(screen.getByText('Product 12')).toBeTruthy(); // off shelf: no link to a 404
    expect(screen.getByText(/off shelf/)).toBeTruthy();
    expect(screen.getByTestId('publish-total').textContent).toBe('2 products');

    await user.click(screen.getByTestId('taken-remove-11'));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 11' })).toBeNull());
    expect(api.sent('/product/publishDelete')).toEqual([{ ids: '1' }]);

    await user.click(screen.getByTestId('csv-shopify'));
    await waitFor(() => expect(saved).toEqual([{ name: 'shopify-products.csv', size: 18 }]));
    await user.click(screen.getByTestId('csv-woocommerce'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.asked('/product/publishCsv')).toEqual([{ platform: 'shopify' }, { platform: 'woocommerce' }]);
    expect(within(screen.getByTestId('publish-table')).getAllByRole('row')).toHaveLength(2);
  });
});
