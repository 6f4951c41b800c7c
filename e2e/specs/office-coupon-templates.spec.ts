import { expect, test } from './fixtures';
import { openLoggedIn, operatorSession, readyBusiness } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';

test('an operator writes a claimable coupon; a business sees it in the coupon centre and claims it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const title = `Welcome gift ${Date.now().toString(36)}`;
  await openLoggedIn(page, operatorSession(), '/System/couponTemplates');
  await expect(page.getByRole('heading', { name: 'Coupon Templates' })).toBeVisible();

  await page.getByTestId('coupon-template-add').click();
  await page.getByTestId('coupon-template-save').click();
  await expect(page.getByText('Title (English) is required')).toBeVisible();
  await page.getByTestId('coupon-template-titleEn').fill(title);
  await page.getByTestId('coupon-template-titleZh').fill('新人礼券');
  await page.getByTestId('coupon-template-amount').fill('3');
  await page.getByTestId('coupon-template-validDays').fill('14');
  await page.getByTestId('coupon-template-remaining').fill('5');
  await page.getByTestId('coupon-template-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$3.00');
  await expect(row).toContainText('No minimum');
  await expect(row).toContainText('0 / 0');

  const { session } = await readyBusiness(request);
  const context = await browser.newContext({ baseURL });
  const shop = await context.newPage();
  await openLoggedIn(shop, session, '/coupon/index2');
  const offer = shop.getByTestId('centre-coupon').filter({ hasText: title });
  await expect(offer).toContainText('Valid for 14 days once claimed');
  await expect(offer).toContainText('5 left');
  await offer.getByRole('button', { name: 'Claim' }).click();
  await expect(shop.getByText('Claimed: it is in My coupons')).toBeVisible();
  await expect(offer).toContainText('4 left');
  await context.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('1 / 0');
});
