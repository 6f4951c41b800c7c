import { expect, openStorefront, test } from './fixtures';
import { filterRadio, searchApi, shownTotal, tagsApi } from './support/catalog';

test.describe('mall home', () => {
  // Stories of many steps against one shared server: room beyond the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('shows the categories, the first six tags, banners, recommended and one module per tag', async ({
    page,
    request,
  }) => {
    const tags = await tagsApi(request);
    expect(tags.length).toBeGreaterThan(6);
    await openStorefront(page, '/');
    await expect(page.getByTestId('category-menu').getByRole('link')).toHaveCount(17);
    const homeTags = page.getByTestId('home-tags').getByRole('link');
    await expect(homeTags).toHaveText(tags.slice(0, 6).map((tag) => tag.title));
    await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('recommended').getByTestId('product-tile')).toHaveCount(12);
    const modules = page.getByTestId('tag-module');
    await expect(modules).toHaveCount(6);
    await expect(modules.first().getByRole('heading')).toHaveText(tags[0]?.title ?? '');
  });

  test('More of a tag opens the list filtered by that tag', async ({ page, request }) => {
    const [, second] = await tagsApi(request);
    if (!second) throw new Error('the demo catalogue has tags');
    await openStorefront(page, '/');
    await page.getByRole('link', { name: `More ${second.title} products` }).click();
    await expect(page).toHaveURL(new RegExp(`/mall/list\\?tagId=${second.id}$`));
    await expect(filterRadio(page, 'Tag', second.title)).toBeChecked();
    const expected = await searchApi(request, { tagId: second.id });
    await expect.poll(() => shownTotal(page)).toBe(expected.total);
    await expect(page.getByTestId('list-item').first().getByTestId('list-item-title')).toHaveText(
      expected.records[0]?.title ?? '',
    );
  });

  test('the category fly-out leads to the list at the third level', async ({ page }) => {
    await openStorefront(page, '/');
    const menu = page.getByTestId('category-menu');
    await menu.getByRole('link', { name: 'Shoes', exact: true }).hover();
    const flyout = page.getByTestId('category-flyout');
    await expect(flyout.getByRole('link', { name: "Women's Shoes" })).toBeVisible();
    await flyout.getByRole('link', { name: 'Sneakers' }).first().click();
    await expect(page).toHaveURL(/\/mall\/list\?categoryId=\d+&category2Id=\d+&category3Id=\d+$/);
    await expect(page.getByTestId('filter-category')).toContainText("Shoes / Women's Shoes / Sneakers");
    await expect(page.getByTestId('list-item').first()).toBeVisible();
  });

  test('a banner opens its product', async ({ page }) => {
    await openStorefront(page, '/');
    // The banner in view: the others are hidden from the accessibility tree until they slide in.
    await page.getByTestId('banner-carousel').getByRole('link').click();
    await expect(page).toHaveURL(/\/mall\/productDetail\?id=\d+$/);
    await expect(page.getByTestId('detail-title')).toBeVisible();
  });

  test('the header search goes to the list with the text and the category', async ({ page, request }) => {
    await openStorefront(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await expect(page.getByText('Hot searches')).toBeVisible();
    await box.fill('earbuds');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/mall\/list\?title=earbuds$/);
    await expect(page.getByTestId('title-chip')).toHaveText('earbuds');
    const everywhere = await searchApi(request, { title: 'earbuds' });
    expect(everywhere.total).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(everywhere.total);
    await expect(box).toHaveValue('earbuds'); // the box shows what the list searches for

    const category = (await request.get('/v1/mall/index/category').then((r) => r.json())) as {
      model: { id: number; name: string }[];
    };
    const electronics = category.model.find((node) => node.name === 'Consumer Electronics');
    if (!electronics) throw new Error('the demo catalogue has Consumer Electronics');
    const categoryBox = page.getByRole('combobox', { name: 'Search in category' });
    await categoryBox.selectOption({ label: 'Consumer Electronics' });
    await expect(categoryBox).toHaveValue(String(electronics.id));
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`\\?categoryId=${electronics.id}&title=earbuds$`));
    const inCategory = await searchApi(request, { title: 'earbuds', categoryId: electronics.id });
    await expect.poll(() => shownTotal(page)).toBe(inCategory.total);
  });
});
