import { expect, test } from './fixtures';
import { freshIdentity, stored } from './support/accounts';

test('the resend countdown survives a reload and is cleared when the visitor returns to login', async ({
  page,
}) => {
  const who = freshIdentity();
  await page.goto('/registerPage');
  await page.getByLabel('E-mail').fill(who.email);
  const button = page.getByTestId('code-button');
  await button.click();
  await expect(page.getByText('get Success!')).toBeVisible();
  await expect(button).toHaveText(/^1[12]\ds to resend$/);
  await expect(button).toBeDisabled();
  // The seconds the button shows; polling may skip one on a loaded machine, so compare, never match one.
  const secondsLeft = async () => Number((await button.textContent())?.match(/\d+/)?.[0]);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(118); // let time pass, so a restart would show

  await page.reload();
  await expect(button).toHaveText(/^\d+s to resend$/);
  await expect(button).toBeDisabled();
  const left = await secondsLeft();
  expect(left).toBeGreaterThan(60); // resumed from the stored end, not restarted nor lost
  expect(left).toBeLessThanOrEqual(118);
  await expect.poll(secondsLeft).toBeLessThan(left); // and still counting

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(button).toHaveText('Get code');
  await expect(button).toBeEnabled();
  expect(await stored(page, 'myEndTime')).toBeNull();
});

test('the login page explains what the SMS code needs, in the reader’s language', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('code-button').click();
  await expect(page.getByText('Please enter your mobile number first')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('12345');
  await page.getByTestId('code-button').click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Please Enter Password')).toBeVisible();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();
});
