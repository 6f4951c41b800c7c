import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { connectSandboxStore, orderOnShopfront, publishProduct } from './support/stores';

const PAGE_LOAD = { timeout: 30_000 };

test("the same customer's second order needs no tax id typed again: the first one's is offered", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await fixtureBusiness(request, { products: 1 });
  const { session } = await fixtureBusiness(request, { balance: 1000 });
  await openLoggedIn(page, session, '/CRM/store');
  await connectSandboxStore(page, 'Remember Shop');
  await publishProduct(page, 'Remember Shop', `${seller.who.name} mug 1`);

  // The first order of Maria (maria@example.com, Brazil): her CPF is typed once.
  const shopfront = await orderOnShopfront(page, 'Remember Shop');
  await page.goto('/CRM/pendingOrder');
  const first = page.locator('.ant-table-row').filter({ hasText: '#1001' });
  await expect(first.getByTestId('crm-order-state')).toHaveText('Details missing', PAGE_LOAD);
  await first.getByTestId('crm-tax-id-open').click();
  const firstDialog = page.getByRole('dialog', { name: /CPF or CNPJ for order #1001/ });
  await expect(firstDialog.getByTestId('crm-remembered-tax-id')).toHaveCount(0);
  await firstDialog.getByLabel('Tax ID').fill('529.982.247-25');
  await firstDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID saved')).toBeVisible();

  // She orders again in the same store.
  await page.goto(shopfront);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('status')).toContainText('#1002');

  // The second order waits for a tax id too (nothing applied silently), and its dialog offers the first one's.
  await page.goto('/CRM/pendingOrder');
  const second = page.locator('.ant-table-row').filter({ hasText: '#1002' });
  await expect(second.getByTestId('crm-order-state')).toHaveText('Details missing', PAGE_LOAD);
  await second.getByTestId('crm-tax-id-open').click();
  const dialog = page.getByRole('dialog', { name: /CPF or CNPJ for order #1002/ });
  await expect(dialog.getByTestId('crm-remembered-tax-id')).toContainText(
    'Use the tax id from order #1001 (***.***.***-25)',
  );
  await expect(dialog.getByLabel('Tax ID')).toHaveValue('');
  await dialog.getByTestId('crm-remembered-tax-id-use').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID saved')).toBeVisible();

  // Nothing typed: it is ready to pay.
  await page.goto('/CRM/orderPay');
  const payable = page.locator('.ant-table-row').filter({ hasText: '#1002' });
  await expect(payable.getByTestId('crm-order-state')).toHaveText('Ready to pay', PAGE_LOAD);
});
