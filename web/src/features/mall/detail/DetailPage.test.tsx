import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, file, ok, stubApi } from '../../../../test/api';
import { GREY_PICTURE, hoodie, MAIN_PICTURE, NAVY_PICTURE } from '../../../../test/catalog';
import { catchSavedFiles } from '../../../../test/files';
import { renderPage } from '../../../../test/render';
import { writeStorage } from '../../../lib/storage';
import DetailPage from './DetailPage';

const URL = '/mall/productDetail?id=11';
const LOGIN = `/login?redirect=${encodeURIComponent(URL)}`;

function open(url = URL) {
  return renderPage('/mall/productDetail', <DetailPage />, url);
}

const option = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const mainPicture = () => screen.getByTestId('gallery-main').getAttribute('src');
const price = () => screen.getByTestId('detail-price').textContent;

describe('product detail', () => {
  it('shows the facts: title, tags, product ID, SKU, price, strike-through price, description', async () => {
    const api = stubApi({ '/mall/index/get': ok(hoodie()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Heavyweight Pullover Hoodie' })).toBeTruthy();
    expect(api.asked('/mall/index/get')).toEqual([{ id: '11' }]);
    expect(screen.getByText('Hot Sale')).toBeTruthy();
    expect(screen.getByTestId('detail-id').textContent).toBe('11');
    expect(screen.getByTestId('detail-sku').textContent).toBe('DM0000011');
    expect(price()).toBe('$18.50');
    expect(screen.getByTestId('detail-was-price').textContent).toBe('$29.65');
    expect(screen.getByTestId('product-description').innerHTML).toBe(
      '<p>A <strong>warm</strong> hoodie.</p>',
    );
    expect(mainPicture()).toBe(MAIN_PICTURE);
  });

  it('shows the weight, the box and the send time', async () => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    open();
    expect((await screen.findByTestId('detail-weight')).textContent).toBe('500 g');
    expect(screen.getByTestId('detail-size').textContent).toBe('32 × 26 × 4.5 cm');
    expect(screen.getByTestId('detail-send-time').textContent).toBe('3 days');
  });

  it('an older product without its box or send time shows the weight only', async () => {
    stubApi({ '/mall/index/get': ok(hoodie({ lengthCm: null, sendDays: null, weightGrams: 1 })) });
    open();
    expect((await screen.findByTestId('detail-weight')).textContent).toBe('1 g');
    expect(screen.queryByTestId('detail-size')).toBeNull();
    expect(screen.queryByTestId('detail-send-time')).toBeNull();
  });

  it('a full choice sets price, SKU, stock and picture; clearing a choice restores the default picture', async () => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    const user = userEvent.setup();
    open();
    await screen.findByTestId('variant-picker');

    await user.click(option('Navy'));
    expect(option('XL').disabled).toBe(true);
    expect(price()).toBe('$18.50'); // not a full choice yet
    expect(mainPicture()).toBe(MAIN_PICTURE);

    await user.click(option('L'));
    expect(price()).toBe('$19.00');
    expect(screen.getByTestId('detail-sku').textContent).toBe('HD-NL');
    expect(screen.getByTestId('detail-stock').textContent).toBe('10 in stock');
    expect(mainPicture()).toBe(NAVY_PICTURE);

    await user.click(option('Grey')); // Grey + L exists
    expect(price()).toBe('$19.50');
    expect(mainPicture()).toBe(GREY_PICTURE);
    expect(option('M').disabled).toBe(true);

    await user.click(option('L')); // the chosen size again: cleared
    expect(mainPicture()).toBe(MAIN_PICTURE);
    expect(price()).toBe('$18.50');
    expect(screen.queryByTestId('detail-stock')).toBeNull();

    await user.click(option('XL'));
    expect(screen.getByTestId('detail-stock').textContent).toBe('Out of stock');
    expect(price()).toBe('$20.25');
  });

  it('a thumbnail shows its picture over the variant picture', async () => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    const user = userEvent.setup();
    open();
    await screen.findByTestId('variant-picker');
    await user.click(option('Grey'));
    await user.click(option('L'));
    expect(mainPicture()).toBe(GREY_PICTURE);
    await user.click(screen.getByRole('button', { name: 'Picture 1 of 2' }));
    expect(mainPicture()).toBe(MAIN_PICTURE);
  });

  it('shows a clean not-found state for an unknown or off-shelf product, without an error toast', async () => {
    stubApi({
      '/mall/index/get': failure(404, 'This product does not exist or is no longer on sale'),
    });
    open('/mall/productDetail?id=999');
    const state = await screen.findByTestId('product-not-found');
    expect(within(state).getByText('Product not found')).toBeTruthy();
    expect(within(state).getByText('This product does not exist or is no longer on sale')).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe(
      '/mall/list',
    );
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('does not call the API for an id that is not one', async () => {
    const api = stubApi({});
    open('/mall/productDetail?id=abc');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it.each(['download', 'publish', 'add-to-cart'])('sends a visitor to /login from %s', async (action) => {
    stubApi({ '/mall/index/get': ok(hoodie()) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId(action));
    expect((await screen.findByTestId('landed')).textContent).toBe(LOGIN);
  });

  it('Add To Cart needs a full variant; then it adds that variant (cols1) and the quantity', async () => {
    const api = stubApi({
      '/mall/index/get': ok(hoodie()),
      '/api/shopingCar/add': { body: { success: 'true', result: { id: 1, num: 2 }, message: 'success' } },
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('add-to-cart'));
    expect(await screen.findByText('please select a specification first')).toBeTruthy();
    expect(api.sent('/api/shopingCar/add')).toEqual([]);
    await user.click(option('Navy'));
    await user.click(option('M'));
    await user.click(screen.getByRole('button', { name: 'Increase Value' }));
    await user.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(api.sent('/api/shopingCar/add')).toEqual([{ skuId: '101', num: '2', type: '1' }]);
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('Download saves the product package and Publish puts it on the list; both refresh the counts', async () => {
    let counts = { publishCount: 4, downloadCount: 9 };
    const api = stubApi({
      '/mall/index/get': () => ok({ ...hoodie(), ...counts }),
      '/product/initzip': () => {
        counts = { ...counts, downloadCount: 10 };
        return file('PK-zip-bytes', 'application/zip');
      },
      '/product/saveTask': () => {
        counts = { ...counts, publishCount: 5 };
        return ok({ platformDataType: 3, taskId: null, duplicate: false, count: 1 });
      },
      // No store connected: Publish asks nothing.
      '/store/list': () => ok({ records: [], sandboxAvailable: true }),
    });
    const saved = catchSavedFiles();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('detail-download-count')).textContent).toBe('9');
    expect(screen.getByTestId('detail-publish-count').textContent).toBe('4');

    await user.click(screen.getByTestId('download'));
    expect(await screen.findByText('The product package has been downloaded')).toBeTruthy();
    expect(api.sent('/product/initzip')).toEqual([{ id: '11' }]);
    expect(saved).toEqual([{ name: 'DM0000011.zip', size: 12 }]);
    await waitFor(() => expect(screen.getByTestId('detail-download-count').textContent).toBe('10'));

    await user.click(screen.getByTestId('publish'));
    expect(await screen.findByText('Published: 1 product is on your publish list')).toBeTruthy();
    expect(api.sent('/product/saveTask')).toEqual([
      {
        title: 'Heavyweight Pullover Hoodie',
        platformType: '2',
        platformDataType: '3',
        invalid: '0',
        parentId: '11',
        source: '',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('detail-publish-count').textContent).toBe('5'));
  });

  it('Publish asks which connected store, and queues the product for it', async () => {
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
    const api = stubApi({
      '/mall/index/get': () => ok(hoodie()),
      '/store/list': () => ok({ records: [store, { ...store, id: 6, name: 'Asleep', state: 'paused' }] }),
      '/product/publishToStore': () => ok({ taskId: 3, count: 1, duplicate: false }),
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('publish'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to which store?' });
    // Only active stores are offered, and the publish list alone (CSV files).
    expect(within(dialog).getByText('Outlet')).toBeTruthy();
    expect(within(dialog).queryByText('Asleep')).toBeNull();
    expect(within(dialog).getByText('CSV file (the publish list only)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Publishing 1 product to Outlet: the list shows its progress'),
    ).toBeTruthy();
    expect(api.sent('/product/publishToStore')).toEqual([{ storeId: '5', productIds: '11' }]);
  });
});
