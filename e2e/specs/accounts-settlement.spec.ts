import { expect, test } from './fixtures';
import { COMPANY, newBusiness, openLoggedIn, stored } from './support/accounts';

test('a new business submits its company details and sees them under review', async ({ page, request }) => {
  const { session } = await newBusiness(request);
  await openLoggedIn(page, session, '/Settlement');
  await expect(page.getByText('Certification required')).toBeVisible();

  await page.getByLabel('Legal name').fill(COMPANY.legalName);
  await page.getByLabel('CNPJ number').fill('11.222.333/0001-80');
  await expect(page.getByText('the CPF or CNPJ number is not valid')).toBeVisible();
  await page.getByLabel('CNPJ number').fill(COMPANY.idNo);
  await page.getByLabel('Contact name').fill(COMPANY.contactName);
  await page.getByLabel('Contact phone').fill(COMPANY.contactPhone);
  await page.getByLabel('Registered address').fill(COMPANY.address);
  await page.getByTestId('settlement-submit').click();

  await expect(page.getByText('Submitted for review')).toBeVisible();
  const pending = page.getByTestId('settlement-pending');
  await expect(pending.getByText('Your application is under review')).toBeVisible();
  await expect(pending.getByText(COMPANY.idNo)).toBeVisible();
  await expect(page.getByTestId('settlement-submit')).toHaveCount(0);
  expect(await stored(page, 'settStatus')).toBe('1');

  await page.reload(); // the server keeps it
  await expect(page.getByText('Your application is under review')).toBeVisible();
});
