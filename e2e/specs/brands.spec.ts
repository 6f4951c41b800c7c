import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn, operatorSession } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { choose, uploadInto } from './support/products';

test('a seller keeps a brand list, gives a product one of its brands, and the mall shows its name', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await fixtureBusiness(request, { products: 1 });
  const [productId] = seller.productIds;
  if (!productId) throw new Error('the fixture sells a product');

  await openLoggedIn(page, seller.session, '/businessCenter/brandList');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand list' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No brands yet: add the first one')).toBeVisible();

  // A brand with each rule broken on the way: no name, a website without its scheme.
  await page.getByTestId('brand-add').click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('brand-save').click();
  await expect(dialog.getByText('the brand name is 1 to 60 characters')).toBeVisible();
  await page.getByTestId('brand-name').fill('Northwind');
  await uploadInto(page, 'brand-logo', 'logo.png');
  await expect(page.getByTestId('brand-logo-preview')).toBeVisible();
  await page.getByTestId('brand-description').fill('Outdoor gear since 1998');
  await page.getByTestId('brand-website').fill('northwind.example');
  await page.getByTestId('brand-save').click();
  await expect(dialog.getByText(/starting with http:\/\/ or https:\/\//)).toBeVisible();
  await page.getByTestId('brand-website').fill('https://northwind.example');
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Brand saved')).toBeVisible();
  const table = page.getByTestId('brand-table');
  const northwind = table.getByRole('row', { name: /Northwind/ });
  await expect(northwind).toContainText('Outdoor gear since 1998');
  await expect(northwind.getByTestId('brand-state')).toHaveText('Active');

  // The same name in another case is refused by the server.
  await page.getByTestId('brand-add').click();
  await page.getByTestId('brand-name').fill('NORTHWIND');
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('You already have a brand named "NORTHWIND"')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A second brand, deleted again (no product names it).
  await page.getByTestId('brand-add').click();
  await page.getByTestId('brand-name').fill('Short-lived');
  await page.getByTestId('brand-save').click();
  const shortLived = table.getByRole('row', { name: /Short-lived/ });
  await expect(shortLived).toBeVisible();
  await shortLived.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Brand deleted')).toBeVisible();
  await expect(shortLived).toHaveCount(0);

  // The product form picks it: the brand name follows and cannot be typed over.
  await page.goto(`/businessCenter/AddProduct?id=${productId}`);
  await expect(page.getByTestId('field-title')).not.toHaveValue('');
  await choose(page, 'field-brandId', 'Northwind');
  await expect(page.getByTestId('field-pp')).toHaveValue('Northwind');
  await expect(page.getByTestId('field-pp')).toBeDisabled();
  await page.getByTestId('submit-product').click();
  await expect(page).toHaveURL(/\/businessCenter\/product$/);

  // In use now: one product, and delete is not offered.
  await page.goto('/businessCenter/brandList');
  await expect(northwind.getByTestId('brand-row-products')).toHaveText('1');
  await expect(northwind.getByRole('button', { name: 'Delete' })).toBeDisabled();

  // The operator approves the edit; the mall's page shows the brand's name.
  await call(
    request,
    '/productReview/review',
    { id: String(productId), decision: 'approve' },
    operatorSession().token,
  );
  await page.goto(`/mall/productDetail?id=${productId}`);
  await expect(page.getByTestId('detail-brand')).toHaveText('Northwind');

  // Hidden: it stays on the product, the list says so.
  await page.goto('/businessCenter/brandList');
  await northwind.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Brand hidden', { exact: true })).toBeVisible();
  await expect(northwind.getByTestId('brand-state')).toHaveText('Hidden');
});
