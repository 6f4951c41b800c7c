import { expect, test } from './fixtures';
import { openLoggedIn, operatorSession, readyBusiness } from './support/accounts';
import { choose, error, PNG, uploadInto } from './support/products';

test('a seller adds a product with two attributes and its logistics, breaking each rule on the way; an operator approves it and it sells in the mall, shipping quoted by its weight', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await readyBusiness(request);
  await openLoggedIn(page, session, '/businessCenter/product');
  await page.getByTestId('add-product').click();
  await expect(page).toHaveURL(/\/AddProduct$/);

  // Nothing filled: the required fields say so.
  await page.getByTestId('submit-product').click();
  await error(page, 'product categories only support three levels');
  await error(page, 'Product name is required');
  await error(page, 'please upload the display image');
  await error(page, 'please upload carousel images');
  await error(page, 'Weight (g) is required');
  await error(page, 'Declaration name (English) is required');

  // Category: two levels are not enough.
  await page.getByTestId('field-category').click();
  const option = (name: string) =>
    page.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
  await option("Women's Clothing").click();
  await option('Tops').click();
  await page.keyboard.press('Escape');
  await error(page, 'product categories only support three levels');
  await page.getByTestId('field-category').click();
  await option('T-Shirts').click();
  await page.keyboard.press('Escape');

  const title = `E2E Linen Tee ${Date.now().toString(36)}`;
  await choose(page, 'field-productType', 'Apparel and shoes');
  await page.getByTestId('field-title').fill(title);
  await page.getByTestId('field-shortTitle').fill('Linen Tee');
  await page.getByTestId('field-pp').fill('Acme');
  await page.getByTestId('field-underlinedPrice').fill('30.12345');
  await error(
    page,
    'Strike-through price: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
  );
  await page.getByTestId('field-underlinedPrice').fill('30');
  await page.getByTestId('field-price').fill('25');

  // Pictures: 1 MB + 1 byte is refused before it is sent; real pictures go up.
  await uploadInto(
    page,
    'display-image',
    'big.png',
    Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)]),
  );
  await expect(page.getByText('image size cannot exceed 1MB')).toBeVisible();
  await uploadInto(page, 'display-image', 'not-a-picture.webp');
  await expect(page.getByText('images can only be JPG/PNG/GIF')).toBeVisible();
  await uploadInto(page, 'display-image');
  await expect(page.getByTestId('display-image-preview')).toBeVisible();
  await uploadInto(page, 'banners-add');
  await expect(page.getByTestId('banners-0-preview')).toBeVisible();
  await uploadInto(page, 'banners-add', 'second.PNG');
  await expect(page.getByTestId('banners-1-preview')).toBeVisible();
  await uploadInto(page, 'details-add');
  await expect(page.getByTestId('details-0-preview')).toBeVisible();

  // Two attributes, two rows.
  await page.getByTestId('add-attribute').click();
  await page.getByTestId('add-attribute').click();
  await page.locator('.ant-table-thead').getByTestId('variant-header-0').fill('Colour');
  await page.getByTestId('add-variant').click();
  const row = async (i: number, values: string[], stock: string, purchase: string) => {
    await page.getByTestId(`variant-${i}-value-0`).fill(values[0] ?? '');
    await page.getByTestId(`variant-${i}-value-1`).fill(values[1] ?? '');
    await page.getByTestId(`variant-${i}-articleNumber`).fill(`LT-${i}/A.b_c`);
    await page.getByTestId(`variant-${i}-kc`).fill(stock);
    await page.getByTestId(`variant-${i}-xyPrice`).fill(purchase);
    await page.getByTestId(`variant-${i}-manageVip1Money`).fill('1');
    await page.getByTestId(`variant-${i}-manageVip2Money`).fill('2');
  };
  await uploadInto(page, 'variant-0-image');
  await uploadInto(page, 'variant-1-image');
  await expect(page.getByTestId('variant-1-image-preview')).toBeVisible();
  await row(0, ['Red', 'M'], '10', '12');
  await row(1, ['Red', 'M'], '5', '26');
  await page.getByTestId('description').fill('Breathable linen');

  // Logistics: the weight of one unit prices its shipping; customs need both declaration names.
  const logistics = page.getByTestId('logistics-section');
  await logistics.getByTestId('field-weightGrams').fill('0');
  await error(page, 'the weight is a whole number of grams from 1 to 100000');
  await logistics.getByTestId('field-weightGrams').fill('1200');
  await logistics.getByTestId('field-sendDays').fill('3');
  await logistics.getByTestId('field-lengthCm').fill('30');
  await logistics.getByTestId('field-widthCm').fill('22.55');
  await error(page, 'Width (cm): centimetres above 0 and up to 999.9, with at most one decimal');
  await logistics.getByTestId('field-widthCm').fill('22.5');
  await logistics.getByTestId('field-heightCm').fill('4');
  await logistics.getByTestId('field-declareNameZh').fill('亚麻T恤');
  await logistics.getByTestId('field-declareNameEn').fill('亚麻');
  await error(
    page,
    'the English declaration name may use English letters, digits, spaces and punctuation only',
  );
  await logistics.getByTestId('field-declareNameEn').fill('Linen T-shirt');
  await logistics.getByTestId('field-hsCode').fill('6109.10');

  // Each broken rule of the variants, then the prices.
  await page.getByTestId('submit-product').click();
  const variantError = (text: string) =>
    expect(page.getByTestId('variant-error').filter({ hasText: text }).first()).toBeVisible();
  await variantError('every attribute column needs a header');
  await variantError('same specification exists');
  await variantError('Row 2: the sales price must be above the purchase price');
  await page.locator('.ant-table-thead').getByTestId('variant-header-1').fill('Size');
  // A value with a space is an ordinary value.
  await page.getByTestId('variant-1-value-0').fill('Dark blue');
  await page.getByTestId('variant-1-value-1').fill('L');
  await page.getByTestId('variant-1-xyPrice').fill('13');
  await page.getByTestId('field-price').fill('31');
  await page.getByTestId('submit-product').click();
  await expect(
    page.getByText('the sales price cannot exceed the strike-through price').first(),
  ).toBeVisible();
  await page.getByTestId('field-price').fill('25');

  await page.getByTestId('submit-product').click();
  await expect(page).toHaveURL(/\/businessCenter\/product$/);
  const listed = page.locator('tr', { hasText: title });
  await expect(listed.getByText('Waiting for review')).toBeVisible();
  await expect(listed.getByRole('cell', { name: '15', exact: true })).toBeVisible(); // stock 10 + 5

  // The operator approves it.
  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, operatorSession(), '/System/productReview');
  await page.getByRole('button', { name: title }).click();
  await expect(
    page.getByTestId('product-preview').getByRole('columnheader', { name: 'Colour' }),
  ).toBeVisible();
  const preview = page.getByTestId('product-preview');
  await expect(preview.getByText('1200 g', { exact: true })).toBeVisible();
  await expect(preview.getByText('Linen T-shirt', { exact: true })).toBeVisible();
  await expect(preview.getByText('610910', { exact: true })).toBeVisible();
  await page.getByTestId('review-approve').click();
  await expect(page.getByText('Approved: it is on sale in the mall now')).toBeVisible();
  await expect(page.getByRole('button', { name: title })).toHaveCount(0);

  // It is in the mall search, and its page shows the variants and pictures.
  await page.goto(`/mall/list?title=${encodeURIComponent(title)}`);
  await page.getByTestId('list-item-title').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/mall\/productDetail\?id=\d+/);
  await expect(page.getByTestId('detail-title')).toHaveText(title);
  await expect(page.getByText('Dark blue', { exact: true })).toBeVisible();
  await expect(page.getByText('Red', { exact: true })).toBeVisible();
  await expect(page.getByTestId('gallery-main')).toBeVisible();
  await expect(page.getByTestId('detail-weight')).toHaveText('1200 g');
  await expect(page.getByTestId('detail-size')).toHaveText('30 × 22.5 × 4 cm');
  await expect(page.getByTestId('detail-send-time')).toHaveText('3 days');

  // Shipping is quoted by the weight: Standard Shipping to Brazil is 2.40 for the first 100 g and 0.90 for
  // each further 100 g started (the seeded rate), so 1200 g cost 12.30 (the old 300 g default: 4.20).
  await page.getByTestId('shipping-line').click();
  const dialog = page.getByRole('dialog', { name: 'Shippable country&shipping methods' });
  const standard = dialog.getByRole('row', { name: /Standard Shipping/ });
  await expect(standard.getByRole('cell', { name: '$12.30' })).toBeVisible();
  await standard.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('shipping-line')).toHaveText(
    'Standard Shipping to Brazil: $12.30, 6-15 business days',
  );
  // Two units are one parcel of 2400 g: 2.40 + 23 x 0.90.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await expect(page.getByTestId('shipping-line')).toHaveText(
    'Standard Shipping to Brazil: $23.10, 6-15 business days',
  );
});
