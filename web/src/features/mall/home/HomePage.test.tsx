import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../test/api';
import { CATEGORY_TREE, listItem } from '../../../../test/catalog';
import { renderPage } from '../../../../test/render';
import HomePage from './HomePage';

const TEN_TAGS = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Tag ${i + 1}` }));

function homeServer() {
  return stubApi({
    '/mall/index/category': ok(CATEGORY_TREE),
    '/mall/index/getProductTags': ok(TEN_TAGS),
    '/mall/index/getHomePageBanner': ok([
      { id: 1, imgUrl: '/uploads/catalog/banner-1.jpg', parameterJump: '8' },
    ]),
    '/mall/index/getWntj': ok([
      { productId: 3, title: 'Recommended lamp', imgUrl: '/uploads/catalog/l.jpg', price: 9.5 },
    ]),
    '/mall/index/getListByTag': ok([
      { tagId: 1, tagTitle: 'Tag 1', products: [listItem(1), listItem(2)] },
      { tagId: 2, tagTitle: 'Tag 2', products: [listItem(3)] },
    ]),
  });
}

describe('mall home', () => {
  it('shows the first six tags only, each linking to the list filtered by it', async () => {
    homeServer();
    renderPage('/', <HomePage />);
    const tags = await screen.findByTestId('home-tags');
    const links = await within(tags).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tag 1',
      'Tag 2',
      'Tag 3',
      'Tag 4',
      'Tag 5',
      'Tag 6',
    ]);
    expect(links[2]?.getAttribute('href')).toBe('/mall/list?tagId=3');
    // One page heading for readers and search engines (hidden: the page shows it by its layout).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Dropmall: products ready to sell in your store, shipped for you',
    );
  });

  it('asks for the tag modules in one call and gives each a More link to its tag', async () => {
    const api = homeServer();
    renderPage('/', <HomePage />);
    const modules = await screen.findAllByTestId('tag-module');
    expect(modules).toHaveLength(2);
    expect(api.asked('/mall/index/getListByTag')).toEqual([{}]);
    expect(
      within(modules[1] as HTMLElement)
        .getByRole('link', { name: 'More Tag 2 products' })
        .getAttribute('href'),
    ).toBe('/mall/list?tagId=2');
    expect(within(modules[0] as HTMLElement).getAllByTestId('product-tile')).toHaveLength(2);
  });

  it('links the banners to their products and shows the recommended list', async () => {
    homeServer();
    renderPage('/', <HomePage />);
    const banner = await screen.findByRole('img', { name: 'Featured product 1' });
    expect(banner.closest('a')?.getAttribute('href')).toBe('/mall/productDetail?id=8');
    const recommended = await screen.findByTestId('recommended');
    expect(within(recommended).getByRole('link', { name: 'Recommended lamp' }).getAttribute('href')).toBe(
      '/mall/productDetail?id=3',
    );
    expect(within(recommended).getByText('$9.50')).toBeTruthy();
  });

  it('flies out the second and third category levels, each linking to the list at its level', async () => {
    homeServer();
    renderPage('/', <HomePage />);
    const menu = await screen.findByTestId('category-menu');
    const women = await within(menu).findByRole('link', { name: "Women's Clothing" });
    expect(women.getAttribute('href')).toBe('/mall/list?categoryId=1');
    fireEvent.mouseEnter(women.closest('li') as HTMLElement);
    const flyout = screen.getByTestId('category-flyout');
    expect(within(flyout).getByRole('link', { name: 'Tops' }).getAttribute('href')).toBe(
      '/mall/list?categoryId=1&category2Id=2',
    );
    expect(within(flyout).getByRole('link', { name: 'T-Shirts' }).getAttribute('href')).toBe(
      '/mall/list?categoryId=1&category2Id=2&category3Id=3',
    );
  });
});
