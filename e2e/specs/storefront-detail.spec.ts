import type { ProductDetail } from '@dropmall/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, openStorefront, test } from './fixtures';
import { HOODIE_ID, productApi, usd } from './support/catalog';

const HOODIE = `/mall/productDetail?id=${HOODIE_ID}`;

/**
 * Picks a country in the shipping dialog: types to filter, then clicks the option once it is listed (an Enter
 * pressed before the list has it would confirm the dialog instead).
 */
async function chooseCountry(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown .ant-select-item-option').getByText(name, { exact: true }).click();
}

test.describe('product detail', () => {
  // Stories of many steps against one shared server: room beyond the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('choosing variants sets price, SKU, stock and picture; clearing one restores the default picture', async ({
    page,
    request,
  }) => {
    const hoodie = await productApi(request, HOODIE_ID);
    const variant = hoodie.mallSpecDataList.find((row) => row.cols3 === 'Heather Grey' && row.cols4 === 'XL');
    if (!variant) throw new Error('the demo hoodie comes in Heather Grey XL');
    const main = page.getByTestId('gallery-main');

    await openStorefront(page, HOODIE);
    await expect(page.getByTestId('detail-title')).toHaveText(hoodie.title);
    await expect(page.getByTestId('detail-id')).toHaveText(String(hoodie.id));
    await expect(page.getByTestId('detail-sku')).toHaveText(hoodie.sku);
    await expect(page.getByTestId('detail-price')).toHaveText(usd(hoodie.price));
    await expect(page.getByTestId('detail-was-price')).toHaveText(usd(hoodie.underlinedPrice ?? 0));
    const defaultPicture = hoodie.mallProductDetailBannerList[0]?.imgUrl ?? '';
    await expect(main).toHaveAttribute('src', defaultPicture);

    await page.getByRole('button', { name: 'Heather Grey' }).click();
    await page.getByRole('button', { name: 'XL', exact: true }).click();
    await expect(page.getByTestId('detail-price')).toHaveText(usd(variant.price));
    await expect(page.getByTestId('detail-sku')).toHaveText(variant.articleNumber);
    await expect(page.getByTestId('detail-stock')).toHaveText(
      variant.kc > 0 ? `${variant.kc} in stock` : 'Out of stock',
    );
    await expect(main).toHaveAttribute('src', variant.cols2);

    await page.getByRole('button', { name: 'Heather Grey' }).click(); // the chosen colour again: cleared
    await expect(main).toHaveAttribute('src', defaultPicture);
    await expect(page.getByTestId('detail-price')).toHaveText(usd(hoodie.price));
    await expect(page.getByTestId('product-description')).toContainText(hoodie.brand);
  });

  test('options no variant reaches with the current choice are disabled', async ({ page }) => {
    // The demo catalogue sells every combination; take two variants off this answer to make a sparse grid.
    await page.route(`**/v1/mall/index/get?id=${HOODIE_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { model: ProductDetail };
      body.model.mallSpecDataList = body.model.mallSpecDataList.filter(
        (row) => !(row.cols3 === 'Navy' && (row.cols4 === 'XL' || row.cols4 === 'XXL')),
      );
      await route.fulfill({ response, json: body });
    });
    await openStorefront(page, HOODIE);
    const xl = page.getByRole('button', { name: 'XL', exact: true });
    await expect(xl).toBeEnabled();
    await page.getByRole('button', { name: 'Navy' }).click();
    await expect(xl).toBeDisabled();
    await expect(page.getByRole('button', { name: 'XXL', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'M', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Navy' }).click(); // cleared: every size again
    await expect(xl).toBeEnabled();
    await xl.click();
    await expect(page.getByRole('button', { name: 'Navy' })).toBeDisabled();
  });

  test('the shipping dialog: choose a country, pick a method, confirm; the line shows it', async ({
    page,
    request,
  }) => {
    await openStorefront(page, HOODIE);
    await expect(page.getByTestId('shipping-line')).toHaveText('choose a country');
    await page.getByTestId('shipping-line').click();
    const dialog = page.getByRole('dialog', { name: 'Shippable country&shipping methods' });
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(dialog.locator('.ant-select').first()).toContainText('Brazil'); // the default destination
    await expect(dialog.getByRole('row')).not.toHaveCount(1);

    await chooseCountry(page, dialog, 'France');
    const france = (await request
      .get('/v1/base/toolDicPage', { params: { dicKey: 'countries', size: 300 } })
      .then((r) => r.json())) as { model: { records: { id: number; dicValue: string }[] } };
    const franceId = france.model.records.find((c) => c.dicValue === 'France')?.id;
    const options = (await request
      .get('/v1/base/toolExpressModelPage', {
        params: { toId: franceId ?? 0, fromId: 1, productId: HOODIE_ID, size: 200 },
      })
      .then((r) => r.json())) as {
      model: { records: { expressIdName: string; money: number; expectDay: string }[] };
    };
    const pick = options.model.records[1] ?? options.model.records[0];
    if (!pick) throw new Error('France has shipping methods');
    const row = dialog.getByRole('row').filter({ hasText: pick.expressIdName });
    await expect(row).toContainText(usd(pick.money));
    await row.click();
    await expect(row.getByRole('radio')).toBeChecked();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('shipping-line')).toHaveText(
      `${pick.expressIdName} to France: ${usd(pick.money)}, ${pick.expectDay} business days`,
    );
  });

  test('a country without methods says so', async ({ page }) => {
    await openStorefront(page, HOODIE);
    await page.getByTestId('shipping-line').click();
    const dialog = page.getByRole('dialog', { name: 'Shippable country&shipping methods' });
    await chooseCountry(page, dialog, 'China');
    await expect(dialog.getByText('No shipping method reaches China yet.')).toBeVisible();
  });

  test('an unknown product shows a clean not-found state with a way to the list', async ({ page }) => {
    await openStorefront(page, '/mall/productDetail?id=9999999');
    await expect(page.getByText('Product not found')).toBeVisible();
    await expect(page.getByText('This product does not exist or is no longer on sale')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/mall\/list$/);
  });

  test('code gone after a redeploy reloads the page once; gone again, the page apologises', async ({
    page,
  }) => {
    // The dialog's chunk stands for any file of an older build that the server no longer has.
    const dialogCode = /\/assets\/ShippingDialog-[\w-]+\.js$/;
    await page.route(dialogCode, (route) => route.abort());
    await openStorefront(page, HOODIE);
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('shipping-line').click();
    await reloaded;
    await expect(page.getByTestId('shipping-line')).toHaveText('choose a country');

    await page.getByTestId('shipping-line').click();
    const apology = page.getByTestId('route-error');
    await expect(apology).toContainText('Something went wrong on this page.');
    await expect(apology).not.toContainText('dynamically imported');
    // The header still leads elsewhere; Reload asks for the page again.
    await expect(page.getByRole('link', { name: 'Dropmall home' })).toBeVisible();
    await page.unroute(dialogCode);
    const again = page.waitForEvent('load');
    await apology.getByRole('button', { name: 'Reload' }).click();
    await again;
    await page.getByTestId('shipping-line').click();
    await expect(
      page
        .getByRole('dialog', { name: 'Shippable country&shipping methods' })
        .getByRole('combobox', { name: 'Country' }),
    ).toBeVisible();
  });

  test('Download, Publish and Add To Cart send a visitor to /login', async ({ page }) => {
    await openStorefront(page, HOODIE);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmall%2FproductDetail%3Fid%3D11$/);
  });
});
