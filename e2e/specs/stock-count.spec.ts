import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { confirmPopup, expectMallStock, paidOrderOf, stockSeller } from './support/stock';

test('a count finds fewer than the book; below the reserved it is refused, then the difference is booked', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await stockSeller(request, 1);
  const [variant] = seller.variants;
  if (!variant) throw new Error('a product');
  // A paid order holds 2 of the 10.
  await paidOrderOf(request, variant.productId, 2);
  await expectMallStock(request, variant, 8);

  await openLoggedIn(page, seller.session, '/stock/warehouseDifference');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse difference query' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('count-new').click();
  await page.getByTestId('count-remark').fill('Shelf check');
  await page.locator('#count-create').click();
  const key = `${variant.skuId}:0`;
  const counted = page.getByTestId(`count-counted-${key}`);
  const row = page.getByTestId('count-lines').getByRole('row').filter({ has: counted });
  await expect(row).toContainText(variant.title);
  await expect(page.getByTestId(`count-difference-${key}`)).toHaveText('-');

  // Counted 1: below what the paid order reserves, so the confirm is refused and nothing changes.
  await counted.fill('1');
  await counted.blur();
  await expect(page.getByTestId(`count-difference-${key}`)).toHaveText('-9');
  await page.getByTestId('count-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText(/counted 1, but orders reserve 2 there/)).toBeVisible();
  await expect(page.getByTestId('count-drawer-status')).toHaveText('Draft');

  // Counted 7: 3 missing, booked as an adjustment; 5 left to sell.
  await page.getByTestId(`count-counted-${key}`).fill('7');
  await page.getByTestId(`count-counted-${key}`).blur();
  await expect(page.getByTestId(`count-difference-${key}`)).toHaveText('-3');
  await page.getByTestId('count-confirm').click();
  await confirmPopup(page);
  await expect(page.getByText('Count confirmed: the differences are booked')).toBeVisible();
  await expect(page.getByTestId('count-drawer-status')).toHaveText('Confirmed');
  await expectMallStock(request, variant, 5);
  await page.keyboard.press('Escape');
  const listed = page.getByRole('row').filter({ hasText: 'Shelf check' });
  await expect(listed.getByTestId('count-status')).toHaveText('Confirmed');
  await expect(listed).toContainText('-3');
});
