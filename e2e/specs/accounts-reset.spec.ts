import { expect, test } from './fixtures';
import { askCode, codeSentTo, loginThroughPage, newBusiness, newestMessageId } from './support/accounts';

test('a business resets its password with an e-mailed code and logs in with the new one', async ({
  page,
  request,
}) => {
  const { who } = await newBusiness(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetPass$/);

  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('New password').fill('fresh-pass1');
  await page.getByLabel('Confirm password').fill('fresh-pass2');
  await expect(page.getByText('the two passwords differ')).toBeVisible();
  await page.getByLabel('Confirm password').fill('fresh-pass1');
  const since = await newestMessageId(request, who.email);
  await askCode(page);
  await page.getByLabel('Verification code').fill(await codeSentTo(request, who.email, since));
  await page.getByTestId('forget-submit').click();

  await expect(page.getByText('Password reset, please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughPage(page, request, who.email, 'fresh-pass1');
  await expect(page).toHaveURL(/\/Settlement$/);
  await expect(page.getByText('Certification required')).toBeVisible();
});
