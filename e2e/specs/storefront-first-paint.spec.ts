import { expect, test } from './fixtures';

/*
 * The server draws the home, the list and a product before the app runs (docs/decisions.md, "First paint drawn
 * by the server"): a phone sees the page early, a browser without JavaScript can still browse, and the app
 * replaces the drawing with the same page, never showing both.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses the list, searches and opens a product', async ({ page }) => {
    await page.goto('/mall/list?sortIndex=1');
    const cards = page.locator('article.dm-item');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.locator('.dm-sort__option.is-active')).toHaveText('Price');

    await page.getByRole('searchbox', { name: 'Search products' }).fill('backpack');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/mall\/list\?.*title=backpack/);
    const first = page.locator('article.dm-item .dm-tile__title').first();
    const title = (await first.textContent()) ?? '';
    expect(title.toLowerCase()).toContain('backpack');

    await first.click();
    await expect(page).toHaveURL(/\/mall\/productDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test('the app takes over the drawn list: the same products, drawn once', async ({ page }) => {
  await page.goto('/mall/list');
  await expect(page.getByTestId('list-item').first()).toBeVisible();
  // Nothing of the server's drawing is left beside the app's page.
  await expect(page.locator('article.dm-item:not([data-testid="list-item"])')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('list-total')).not.toBeEmpty();
});
