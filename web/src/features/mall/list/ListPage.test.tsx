import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../test/api';
import { CATEGORY_TREE, listItem, page, TAGS } from '../../../../test/catalog';
import { renderPage } from '../../../../test/render';
import { writeStorage } from '../../../lib/storage';
import ListPage from './ListPage';

/** A catalogue of `total` products; each page answers the ids of its place. */
function listServer(total = 120) {
  return stubApi({
    '/mall/index/category': ok(CATEGORY_TREE),
    '/mall/index/getProductTags': ok(TAGS),
    '/mall/index/page': (_form, query) => {
      const current = Number(query.get('current') ?? 1);
      const first = (current - 1) * 50 + 1;
      const count = Math.max(0, Math.min(50, total - first + 1));
      return ok(
        page(
          Array.from({ length: count }, (_, i) => listItem(first + i)),
          total,
          current,
        ),
      );
    },
  });
}

function openList(url = '/mall/list') {
  return renderPage('/mall/list', <ListPage />, url);
}

const where = (router: ReturnType<typeof openList>) => router.state.location.search;
const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

describe('product list', () => {
  it('reads every filter from the URL: the search asked for, the controls showing it', async () => {
    const api = listServer(53);
    openList(
      '/mall/list?categoryId=1&category2Id=2&title=hoodie&sku=DM1&tagId=2&warehouse=1&newest=7&sortIndex=2&current=2',
    );
    await screen.findAllByTestId('list-item');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products');
    expect(api.asked('/mall/index/page')).toEqual([
      {
        categoryId: '1',
        category2Id: '2',
        title: 'hoodie',
        sku: 'DM1',
        tagId: '2',
        warehouse: '1',
        newest: '7',
        sortIndex: '2',
        current: '2',
        size: '50',
      },
    ]);
    await waitFor(() => expect(radio('Tag', 'New Arrivals').checked).toBe(true));
    expect(radio('Warehouse', 'China').checked).toBe(true);
    expect(radio('Newest', 'Last 7 days').checked).toBe(true);
    expect(screen.getByTestId('sort-price').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('sort-price').getAttribute('title')).toBe('Price: high to low');
    expect(screen.getByTestId('title-chip').textContent).toBe('hoodie');
    expect(screen.getByText("Women's Clothing / Tops")).toBeTruthy(); // the cascader shows the path
  });

  it('brings the category cascader in when pressed, open, and filters by what is chosen there', async () => {
    listServer(53);
    const user = userEvent.setup();
    const router = openList();
    await screen.findAllByTestId('list-item');
    // Until used, the filter is a plain button: antd's Cascader is neither loaded nor drawn.
    const box = screen.getByTestId('filter-category');
    expect(box.tagName).toBe('BUTTON');
    expect(box.textContent).toBe('All categories');
    expect(document.querySelector('.ant-cascader-menu')).toBeNull();

    await user.click(box);
    const option = async (name: string) =>
      (await screen.findAllByRole('menuitemcheckbox')).find((item) => item.textContent === name);
    await waitFor(async () => expect(await option("Women's Clothing")).toBeTruthy());
    await user.click((await option("Women's Clothing")) as HTMLElement);
    await waitFor(async () => expect(await option('Tops')).toBeTruthy());
    await user.click((await option('Tops')) as HTMLElement);
    await waitFor(() => expect(where(router)).toBe('?categoryId=1&category2Id=2'));
  });

  it('writes each change to the URL (page 1 again), Price toggling ascending and descending', async () => {
    listServer(53);
    const user = userEvent.setup();
    const router = openList('/mall/list?current=2');
    await screen.findAllByTestId('list-item');

    await user.click(screen.getByTestId('sort-price'));
    expect(where(router)).toBe('?sortIndex=1');
    expect(screen.getByTestId('sort-price').getAttribute('title')).toBe('Price: low to high');
    await user.click(screen.getByTestId('sort-price'));
    expect(where(router)).toBe('?sortIndex=2');
    await user.click(screen.getByTestId('sort-downloads'));
    expect(where(router)).toBe('?sortIndex=4');

    await waitFor(() => expect(radio('Tag', 'Hot Sale')).toBeTruthy());
    await user.click(radio('Tag', 'Hot Sale'));
    await user.click(radio('Warehouse', 'China'));
    await user.click(radio('Newest', 'Last 30 days'));
    expect(where(router)).toBe('?tagId=1&warehouse=1&newest=30&sortIndex=4');
    await user.click(radio('Tag', 'All'));
    expect(where(router)).toBe('?warehouse=1&newest=30&sortIndex=4');

    await user.type(screen.getByRole('searchbox', { name: 'SKU' }), ' DM0000011 {Enter}');
    expect(where(router)).toBe('?sku=DM0000011&warehouse=1&newest=30&sortIndex=4');
  });

  it('goes back and forward through the searches', async () => {
    listServer(3);
    const user = userEvent.setup();
    const router = openList();
    await screen.findAllByTestId('list-item');
    await waitFor(() => expect(radio('Tag', 'Hot Sale')).toBeTruthy());
    await user.click(radio('Tag', 'Hot Sale'));
    await user.click(screen.getByTestId('sort-newest'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByTestId('sort-default').getAttribute('aria-pressed')).toBe('true'));
    expect(where(router)).toBe('?tagId=1');
    expect(radio('Tag', 'Hot Sale').checked).toBe(true);
    await router.navigate(-1);
    expect(where(router)).toBe('');
    await waitFor(() => expect(radio('Tag', 'All').checked).toBe(true));
    await router.navigate(1);
    expect(where(router)).toBe('?tagId=1');
    await waitFor(() => expect(radio('Tag', 'Hot Sale').checked).toBe(true));
  });

  it('pages with total, pager and jumper, 50 a page', async () => {
    const api = listServer(120);
    const user = userEvent.setup();
    const router = openList();
    expect(await screen.findAllByTestId('list-item')).toHaveLength(50);
    expect(screen.getAllByText('120 products').length).toBeGreaterThan(0);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(where(router)).toBe('?current=2');
    const jumper = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(jumper, '3{Enter}');
    expect(where(router)).toBe('?current=3');
    await waitFor(() => expect(screen.getAllByTestId('list-item')).toHaveLength(20));
    expect(api.asked('/mall/index/page').map((q) => q.current)).toEqual(['1', '2', '3']);
    await waitFor(() =>
      expect((within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    await user.type(jumper, '99{Enter}'); // past the last page: stays on the last
    expect(where(router)).toBe('?current=3');
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(where(router)).toBe('?current=2');
  });

  it('says "10,000+" when the search stopped counting at its cap', async () => {
    listServer(10_000);
    openList();
    expect(await screen.findByText('10,000+ products')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    listServer(0);
    openList('/mall/list?title=zzzz');
    expect(await screen.findByText('Sorry, no result matched your search request.')).toBeTruthy();
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });

  it('swaps the preview picture with a thumbnail; a click opens the detail', async () => {
    listServer(1);
    const user = userEvent.setup();
    openList();
    const [card] = await screen.findAllByTestId('list-item');
    if (!card) throw new Error('no card');
    const preview = within(card).getByTestId('list-item-preview');
    expect(preview.getAttribute('src')).toBe('/uploads/catalog/p1_400.jpg');
    fireEvent.mouseEnter(within(card).getByRole('button', { name: 'Show picture 2' }));
    expect(preview.getAttribute('src')).toBe('/uploads/catalog/p1-b_400.jpg');
    expect(within(card).getByText('$11.00')).toBeTruthy();
    await user.click(within(card).getByTestId('list-item-title'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/mall/productDetail?id=1');
  });

  it('batch actions: nothing selected, then a visitor goes to /login', async () => {
    listServer(3);
    const user = userEvent.setup();
    openList('/mall/list?tagId=1');
    await screen.findAllByTestId('list-item');
    await user.click(screen.getByTestId('batch-download'));
    expect(await screen.findByText('please select products')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select Product/, checked: true })).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.click(screen.getByTestId('batch-release'));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/login?redirect=${encodeURIComponent('/mall/list?tagId=1')}`,
    );
  });

  it('a batch download is queued (type 4) and its dialog leads to the export records', async () => {
    const api = stubApi({
      '/mall/index/category': ok(CATEGORY_TREE),
      '/mall/index/getProductTags': ok(TAGS),
      '/mall/index/page': ok(page([listItem(1), listItem(2), listItem(3)], 3)),
      '/product/saveTask': ok({ platformDataType: 4, taskId: 7, duplicate: false, count: 3 }),
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    openList();
    await screen.findAllByTestId('list-item');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByTestId('batch-download'));
    expect(
      await screen.findByText('Your data has been added to the export task list, click here to download'),
    ).toBeTruthy();
    expect(api.sent('/product/saveTask')).toEqual([
      { title: '', platformType: '2', platformDataType: '4', invalid: '0', parentId: '1,2,3', source: '' },
    ]);
    await user.click(screen.getByRole('button', { name: 'view export record' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/System/exportRecord?active=second');
  });

  it('a batch release publishes the selection (type 3) and refreshes the counts', async () => {
    let published = 0;
    const api = stubApi({
      '/mall/index/category': ok(CATEGORY_TREE),
      '/mall/index/getProductTags': ok(TAGS),
      '/mall/index/page': () => ok(page([listItem(1, { publishCount: published }), listItem(2)], 2)),
      '/product/saveTask': () => {
        published = 1;
        return ok({ platformDataType: 3, taskId: null, duplicate: false, count: 1 });
      },
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    openList();
    await screen.findAllByTestId('list-item');
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 1' }));
    await user.click(screen.getByTestId('batch-release'));
    expect(await screen.findByText('Published: 1 product is on your publish list')).toBeTruthy();
    expect(api.sent('/product/saveTask')[0]).toMatchObject({ platformDataType: '3', parentId: '1' });
    await waitFor(() => expect(api.asked('/mall/index/page')).toHaveLength(2));
    const [first] = screen.getAllByTestId('list-item');
    expect(within(first as HTMLElement).getByText('1 publish')).toBeTruthy();
  });
});
