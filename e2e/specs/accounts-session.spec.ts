import { expect, test } from './fixtures';
import { call, loginThroughPage, openLoggedIn, readyBusiness, stored } from './support/accounts';

test('an ended session sends the user to login on the next call, and back to the page after logging in', async ({
  page,
  request,
}) => {
  const { who, session } = await readyBusiness(request);
  await openLoggedIn(page, session, '/myCenter/businessInfo');
  await expect(page.getByLabel('Business name')).toHaveValue(who.name);

  // The session ends elsewhere (another tab logged out, an operator disabled it ...).
  await call(request, '/logout', {}, session.token);
  await page.getByTestId('business-save').click();

  await expect(page).toHaveURL(/\/login\?redirect=%2FmyCenter%2FbusinessInfo$/);
  expect(await stored(page, 'token')).toBeNull();

  // By SMS this time: the login page takes a mobile as well as an e-mail.
  await loginThroughPage(page, request, who.mobile, who.password);
  await expect(page.getByText('Login Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/myCenter\/businessInfo$/);
  await expect(page.getByLabel('Business name')).toHaveValue(who.name);
  await expect(page.getByText('Profile complete')).toBeVisible();
});
