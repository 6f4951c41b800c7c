import { expect, test } from './fixtures';
import { codeSentTo, freshIdentity, loginThroughPage, newestMessageId, stored } from './support/accounts';

test('a business registers with an e-mailed code, logs in with a login code and lands on /Settlement', async ({
  page,
  request,
}) => {
  const who = freshIdentity();
  await page.goto('/registerPage');
  await expect(page.getByRole('heading', { name: 'Create your business account' })).toBeVisible();

  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const since = await newestMessageId(request, who.email);
  await page.getByTestId('code-button').click();
  await expect(page.getByText('get Success!')).toBeVisible();
  await expect(page.getByTestId('code-button')).toHaveText(/^1[12]\ds to resend$/);
  await page.getByLabel('Verification code').fill(await codeSentTo(request, who.email, since));
  await page.getByTestId('register-submit').click();

  await expect(page.getByText('Registered successfully, please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Back on login, the register page's countdown no longer holds the button.
  await expect(page.getByTestId('code-button')).toHaveText('Get code');

  await loginThroughPage(page, request, who.email, who.password);
  await expect(page).toHaveURL(/\/Settlement$/);
  await expect(page.getByRole('heading', { name: 'Settlement' })).toBeVisible();
  await expect(page.getByText('Certification required')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(who.email);
  expect(await stored(page, 'token')).toMatch(/\S{20,}/);
  expect(await stored(page, 'rzStatus')).toBe('4');
});

test('a taken e-mail is refused with the server message and the visitor stays on the page', async ({
  page,
}) => {
  await page.goto('/registerPage');
  await page.getByLabel('E-mail').fill('demo@dropmall.test');
  await page.getByTestId('code-button').click();
  await expect(page.getByText('This e-mail is already registered')).toBeVisible();
  await expect(page.getByTestId('code-button')).toHaveText('Get code');
  await expect(page).toHaveURL(/\/registerPage$/);
});
