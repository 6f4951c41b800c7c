import { expect, test } from './fixtures';
import { loginThroughPage, newBusiness, openLoggedIn, operatorSession, stored } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';

test('an operator publishes an agreement; a business must tick and read it before using the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const title = `Seller terms ${Date.now()}`;

  // The operator writes and publishes it on the Agreements page.
  await openLoggedIn(page, operatorSession(), '/System/agreement');
  await page.getByTestId('agreement-new').click();
  await page.getByTestId('agreement-title').fill(title);
  await page
    .getByTestId('agreement-content')
    .fill('Ship within 2 business days.\nAnswer buyers within 24 hours.');
  await page.getByRole('button', { name: 'Add a file link' }).click();
  await page.getByPlaceholder('File name').fill('Terms PDF');
  await page.getByPlaceholder('https://…').fill('https://example.com/terms.pdf');
  await page.getByTestId('agreement-publish').click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');

  // A business logs in: salt '1', and the dialog covers the back office until every agreement is read.
  const { who } = await newBusiness(request);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.9.8.7' } });
  const shop = await context.newPage();
  await shop.goto('/login');
  await loginThroughPage(shop, request, who.email, who.password);
  // Not certified yet, it lands on the settlement page, a back-office page: the dialog covers it.
  await shop.waitForURL(/\/Settlement$/);
  const dialog = shop.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(await stored(shop, 'salt')).toBe('1');

  // The run's server started empty and no other story publishes agreements: ours is the only one to read.
  await expect(dialog.locator('h2')).toHaveText(title);
  await expect(dialog.getByRole('link', { name: 'Terms PDF' })).toHaveAttribute(
    'href',
    'https://example.com/terms.pdf',
  );
  // Not ticked: the spec's warning, and nothing moves on.
  const button = dialog.getByTestId('agreement-next');
  await button.click();
  await expect(shop.getByText('Please tick "I have read this" first')).toBeVisible();
  await expect(dialog.locator('h2')).toHaveText(title);
  await dialog.getByRole('checkbox', { name: 'I have read this' }).check();
  await expect(button).toContainText('Completed');
  await button.click();
  await expect(dialog).toBeHidden();
  expect(await stored(shop, 'salt')).toBe('0');
  await context.close();
});
