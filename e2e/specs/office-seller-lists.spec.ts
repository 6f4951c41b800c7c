import { expect, test } from './fixtures';
import { openLoggedIn, operatorSession } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';

test('an operator adds, renames and removes a product type; stories carry a text', async ({ page }) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  await openLoggedIn(page, operatorSession(), '/System/sellerLists');
  await expect(page.getByRole('heading', { name: 'Seller lists' })).toBeVisible();

  const suffix = Date.now().toString(36);
  const name = `Garden tools ${suffix}`;
  // Unique in both languages: a list refuses a second entry of a name it has.
  const zhName = `园艺工具 ${suffix}`;
  await page.getByTestId('seller-list-add').click();
  await page.getByTestId('seller-list-save').click();
  await expect(page.getByText('Please enter the name')).toHaveCount(2);
  await page.getByTestId('seller-list-nameEn').fill(name);
  await page.getByTestId('seller-list-nameZh').fill(zhName);
  await page.getByTestId('seller-list-save').click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(zhName);
  await expect(row).toContainText('0');

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('seller-list-nameEn').fill(`${name} and seeds`);
  await page.getByTestId('seller-list-save').click();
  const renamed = page.getByRole('row').filter({ hasText: `${name} and seeds` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // Brand stories carry a text in each language.
  await page.getByRole('tab', { name: 'Brand stories' }).click();
  await page.getByTestId('seller-list-add').click();
  await expect(page.getByTestId('seller-list-contentEn')).toBeVisible();
});
