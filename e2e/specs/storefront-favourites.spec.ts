import { expect, test } from './fixtures';
import { newBusiness, openLoggedIn } from './support/accounts';
import { HOODIE_ID, productApi } from './support/catalog';

const HOODIE = `/mall/productDetail?id=${HOODIE_ID}`;

test.describe('favourites', () => {
  // Stories of many steps against one shared server: room beyond the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a visitor who collects is sent to /login with the way back', async ({ page }) => {
    await page.goto(HOODIE);
    await page.getByTestId('favourite-button').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmall%2FproductDetail%3Fid%3D11$/);
  });

  test('a business collects and cancels on the detail, and manages the favourites page', async ({
    page,
    request,
  }) => {
    await openLoggedIn(page, (await newBusiness(request)).session, HOODIE);
    const button = page.getByTestId('favourite-button');
    await expect(button).toHaveText('Collection');

    await button.dblclick(); // a double click makes one favourite
    await expect(button).toHaveText('Cancel Collection');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(button).toHaveText('Collection');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(button).toHaveText('Cancel Collection');

    const hoodie = await productApi(request, HOODIE_ID);
    await page.goto('/myCenter/collectList');
    const cards = page.getByTestId('favourite-item');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(hoodie.title);
    await expect(cards.first()).toContainText('On sale');

    await cards.first().getByTestId('favourite-remove').click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
    await page.goto(HOODIE);
    await expect(page.getByTestId('favourite-button')).toHaveText('Collection');
  });
});
