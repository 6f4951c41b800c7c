import { expect, test } from './fixtures';
import { openLoggedIn, readyBusiness } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';

test('a business claims a coupon in the coupon centre and finds it in My coupons', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { session } = await readyBusiness(request);
  await openLoggedIn(page, session, '/coupon/index');
  await expect(page.getByText('No coupons to use. Claim some in the coupon centre.')).toBeVisible();

  await page.getByRole('link', { name: 'Coupon centre', exact: true }).click();
  await expect(page).toHaveURL(/\/coupon\/index2$/);
  const offer = page.getByTestId('centre-coupon').filter({ hasText: 'New season: $8 off $40' });
  await expect(offer).toContainText('Valid for 30 days once claimed');
  await offer.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed: it is in My coupons')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Claimed' })).toBeDisabled();

  await page.getByRole('link', { name: 'My coupons', exact: true }).click();
  const mine = page.getByTestId('my-coupon').filter({ hasText: 'New season: $8 off $40' });
  await expect(mine).toContainText('$8.00');
  await expect(mine).toContainText('over $40.00');
  await page.getByRole('tab', { name: 'Used', exact: true }).click();
  await expect(page.getByText('No used coupons yet')).toBeVisible();
});
