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
  stores: [] as unknown[],
  variants: [] as unknown[],
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
      '/store/list': () => ok({ records: [], sandboxAvailable: true }),
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
    // No store connected: no store button, the hint points to the CSV files.
    expect(screen.queryByTestId('publish-to-store')).toBeNull();
    expect(screen.getByText(/No store connected: download a CSV file/)).toBeTruthy();
  });

  it('publishes the selected products to the connected store and shows each product’s state per store', async () => {
    const store = {
      id: 5,
      platform: 'sandbox',
      name: 'Outlet',
      shopName: 'Outlet',
      domain: 'outlet-1a2b3c',
      currency: 'USD',
      state: 'active',
      customerPage: '/sandbox/store/outlet-1a2b3c',
      checkedAt: '2026-11-22T10:00:00.000Z',
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const at = (state: string, error = '') => ({
      storeId: 5,
      storeName: 'Outlet',
      state,
      error,
      publishedAt: state === 'published' ? '2026-11-22T11:00:00.000Z' : null,
    });
    let entries = [
      entry(1, 11, { stores: [at('published')] }),
      entry(2, 12, { stores: [at('failed', 'The store could not be reached')] }),
      entry(3, 13),
    ];
    const api = stubApi({
      '/product/publishList': () => ok({ records: entries, total: entries.length, current: 1, size: 20 }),
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/product/publishToStore': () => {
        entries = entries.map((e) => (e.productId === 13 ? { ...e, stores: [at('waiting')] } : e));
        return ok({ taskId: 9, count: 1, duplicate: false });
      },
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/businessCenter/productPublish', <ProductPublishPage />);

    expect(await screen.findByText('Published to Outlet')).toBeTruthy();
    expect(screen.getByText('Failed in Outlet: The store could not be reached')).toBeTruthy();
    expect(screen.getByText('Not sent to a store')).toBeTruthy();
    const button = await screen.findByTestId('publish-to-store');
    expect(button.textContent).toContain('Publish selected to Outlet');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    const row = screen.getByText('Product 13').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByTestId('publish-to-store'));
    await waitFor(() =>
      expect(api.sent('/product/publishToStore')).toEqual([{ storeId: '5', productIds: '13' }]),
    );
    expect(await screen.findByText('Waiting: Outlet')).toBeTruthy();
  });
});
