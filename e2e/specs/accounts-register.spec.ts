import { expect, test } from './fixtures';
import {
  askCode,
  codeSentTo,
  freshIdentity,
  loginThroughPage,
  newBusiness,
  newestMessageId,
  stored,
} from './support/accounts';

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
  await askCode(page);
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

test('a taken e-mail hears what a free one hears; its holder is told by e-mail, and registering fails on the code', async ({
  page,
  request,
}) => {
  const holder = (await newBusiness(request)).who;
  const who = freshIdentity();
  await page.goto('/registerPage');
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('E-mail').fill(holder.email);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  // The same answer as for a free address: nobody learns which e-mails have an account.
  await askCode(page);
  await expect(page.getByTestId('code-button')).toHaveText(/^1[12]\ds to resend$/);
  // The holder of the address gets a notice, not a code.
  await expect
    .poll(async () =>
      (await request.get('/v1/dev/outbox', { params: { to: holder.email, limit: 1 } })).json(),
    )
    .toMatchObject([{ subject: 'You already have a Dropmall account', code: null }]);

  await page.getByLabel('Verification code').fill('000000');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('The verification code is wrong; 4 tries left')).toBeVisible();
  await expect(page).toHaveURL(/\/registerPage$/);
});
