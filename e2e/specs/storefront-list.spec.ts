import { expect, openStorefront, test } from './fixtures';
import { cardPrices, filterRadio, searchApi, shownTotal } from './support/catalog';

const sorted = (values: number[], direction: 1 | -1) => [...values].sort((a, b) => direction * (a - b));

test.describe('product list', () => {
  // Stories of many steps against one shared server: room beyond the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('filters and sorts write the URL, and a reload restores them', async ({ page, request }) => {
    await openStorefront(page, '/mall/list');
    await expect(page.getByTestId('list-item').first()).toBeVisible();

    await filterRadio(page, 'Tag', 'Hot Sale').click();
    await expect(page).toHaveURL(/\?tagId=1$/);
    await filterRadio(page, 'Warehouse', 'China').click();
    await filterRadio(page, 'Newest', 'Last 30 days').click();
    await expect(page).toHaveURL(/\?tagId=1&warehouse=1&newest=30$/);

    await page.getByTestId('sort-price').click();
    await expect(page).toHaveURL(/\?tagId=1&warehouse=1&newest=30&sortIndex=1$/);
    const expected = await searchApi(request, { tagId: 1, warehouse: 1, newest: 30, sortIndex: 1 });
    await expect.poll(() => shownTotal(page)).toBe(expected.total);
    await expect.poll(() => cardPrices(page)).toEqual(expected.records.map((r) => r.price));
    expect(await cardPrices(page)).toEqual(sorted(await cardPrices(page), 1));

    await page.getByTestId('sort-price').click(); // toggles to descending
    await expect(page).toHaveURL(/sortIndex=2$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.join() === sorted(prices, -1).join();
      })
      .toBe(true);
    await expect(page.getByTestId('sort-price')).toHaveAttribute('title', 'Price: high to low');

    await page.reload();
    await expect(filterRadio(page, 'Tag', 'Hot Sale')).toBeChecked();
    await expect(filterRadio(page, 'Warehouse', 'China')).toBeChecked();
    await expect(filterRadio(page, 'Newest', 'Last 30 days')).toBeChecked();
    await expect(page.getByTestId('sort-price')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sort-price')).toHaveAttribute('title', 'Price: high to low');
  });

  test('back and forward step through the searches', async ({ page }) => {
    await openStorefront(page, '/mall/list?tagId=3');
    await expect(filterRadio(page, 'Tag', 'Best Sellers')).toBeChecked();
    await page.getByTestId('sort-price').click();
    await expect(page).toHaveURL(/\?tagId=3&sortIndex=1$/);
    await page.getByTestId('sort-price').click();
    await expect(page).toHaveURL(/\?tagId=3&sortIndex=2$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?tagId=3&sortIndex=1$/);
    await expect(page.getByTestId('sort-price')).toHaveAttribute('title', 'Price: low to high');
    await page.goBack();
    await expect(page).toHaveURL(/\?tagId=3$/);
    await expect(page.getByTestId('sort-default')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterRadio(page, 'Tag', 'Best Sellers')).toBeChecked();
    await page.goForward();
    await expect(page.getByTestId('sort-price')).toHaveAttribute('title', 'Price: low to high');
  });

  test('the category cascader filters at any level, and other sorts order the results', async ({
    page,
    request,
  }) => {
    await openStorefront(page, '/mall/list');
    await page.getByTestId('filter-category').click();
    const option = (name: string) =>
      page.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
    await option("Women's Clothing").click();
    await option('Tops').click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\?categoryId=1&category2Id=2$/);
    await page.getByTestId('sort-downloads').click();
    await expect(page).toHaveURL(/\?categoryId=1&category2Id=2&sortIndex=4$/);
    const expected = await searchApi(request, { categoryId: 1, category2Id: 2, sortIndex: 4 });
    await expect
      .poll(() => page.getByTestId('list-item-title').allTextContents())
      .toEqual(expected.records.map((r) => r.title));
    await page.reload();
    await expect(page.getByTestId('filter-category')).toContainText("Women's Clothing / Tops");
  });

  test('pages with the pager and the jumper, 50 a page, the page kept in the URL', async ({
    page,
    request,
  }) => {
    // Other stories add products to the mall while this one runs, so counts are read from the
    // same answer the page shows, not from an earlier call.
    const shownTotal = async () => {
      const text = await page.getByTestId('list-pagination').textContent();
      return Number(/(\d+) products/.exec(text ?? '')?.[1]);
    };
    const all = await searchApi(request, {});
    const pages = Math.ceil(all.total / 50);
    expect(pages).toBeGreaterThan(3);
    await openStorefront(page, '/mall/list');
    await expect(page.getByTestId('list-item')).toHaveCount(50);
    await expect(page.getByTestId('list-pagination')).toContainText(/\d+ products/);
    expect(await shownTotal()).toBeGreaterThanOrEqual(all.total);

    await page.getByTestId('list-pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\?current=2$/);
    const second = await searchApi(request, { current: 2 });
    await expect(page.getByTestId('list-item-title').first()).toHaveText(second.records[0]?.title ?? '');

    const jumper = page.getByTestId('list-pagination').getByRole('textbox');
    await jumper.fill(String(pages));
    await jumper.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?current=${pages}$`));
    await expect(page.getByTestId('list-pagination').locator('[aria-current="page"]')).toHaveText(
      String(pages),
    );
    await expect
      .poll(
        async () => (await shownTotal()) - (pages - 1) * 50 - (await page.getByTestId('list-item').count()),
      )
      .toBe(0);
    await page.reload();
    await expect(page.getByTestId('list-pagination').locator('[aria-current="page"]')).toHaveText(
      String(pages),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\?current=2$/);

    // A page number typed in the address bar as `page` is honoured too (issue 37).
    await openStorefront(page, '/mall/list?page=3');
    await expect(page.getByTestId('list-pagination').locator('[aria-current="page"]')).toHaveText('3');
    const third = await searchApi(request, { current: 3 });
    await expect(page.getByTestId('list-item-title').first()).toHaveText(third.records[0]?.title ?? '');
  });

  test('an empty result says so', async ({ page }) => {
    await openStorefront(page, '/mall/list?title=qqzzxxnothing');
    await expect(page.getByText('Sorry, no result matched your search request.')).toBeVisible();
    await expect(page.getByTestId('list-item')).toHaveCount(0);
    await expect(page.getByTestId('list-pagination')).toHaveCount(0);
  });

  test('thumbnails swap the preview; a click on an item opens its detail', async ({ page }) => {
    await openStorefront(page, '/mall/list');
    const card = page.getByTestId('list-item').first();
    const preview = card.getByTestId('list-item-preview');
    const before = await preview.getAttribute('src');
    await card.getByRole('button', { name: 'Show picture 2' }).hover();
    await expect(preview).not.toHaveAttribute('src', before ?? '');
    await expect(preview).toHaveAttribute('src', /_400\.jpg$/);
    const title = (await card.getByTestId('list-item-title').textContent()) ?? '';
    await card.getByTestId('list-item-title').click();
    await expect(page).toHaveURL(/\/mall\/productDetail\?id=\d+$/);
    await expect(page.getByTestId('detail-title')).toHaveText(title);
  });

  test('batch actions need a selection, then a session', async ({ page }) => {
    await openStorefront(page, '/mall/list?tagId=2');
    await expect(page.getByTestId('list-item').first()).toBeVisible();
    await page.getByTestId('batch-download').click();
    await expect(page.getByText('please select products')).toBeVisible();
    await page.getByTestId('select-all').click();
    await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
    await page.getByTestId('batch-release').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmall%2Flist%3FtagId%3D2$/);
  });
});
