import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn } from './support/accounts';
import { addAddressByApi, addToCartByApi, balanceOf, STORY_TIMEOUT_MS, variantOf } from './support/checkout';

/**
 * The 6-digit payment password (issue 18, item 5): the owner sets it on the security page; paying by balance
 * then asks for it; a wrong one is refused in the dialog and nothing is charged; the right one pays.
 */
test('set the payment password, a wrong one is refused, the right one pays by balance', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const { session } = await fixtureBusiness(request, { balance: 1000 });
  await addAddressByApi(request, session.token);
  const variant = await variantOf(request, 120);
  await addToCartByApi(request, session.token, variant.skuId, 1);

  await openLoggedIn(page, session, '/System/password');
  const section = page.getByTestId('pay-password-section');
  await expect(section.getByTestId('pay-password-state')).toContainText('Not set');
  await section.getByTestId('pay-password-new').fill('246810');
  await section.getByTestId('pay-password-confirm').fill('246810');
  await section.getByTestId('pay-password-set').click();
  await expect(page.getByText('Payment password saved')).toBeVisible();
  await expect(section.getByTestId('pay-password-state')).toContainText('Set');

  await page.goto('/myCenter/cartList');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/submitOrder\?cartIds=\d+$/);
  await expect(page.getByTestId('address-summary')).toBeVisible();
  await page.getByTestId('submit-order').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a payment method')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Balance/ })).toBeChecked();
  const password = dialog.getByTestId('pay-password-input');
  await password.fill('000000');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(dialog.getByTestId('pay-password-error')).toHaveText(
    'The payment password is wrong; 4 tries left',
  );
  await expect(page).toHaveURL(/\/submitOrder/);
  expect(await balanceOf(request, session.token)).toBe(1000);

  await password.fill('246810');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/paySuccess$/);
  await expect(page.getByText('payment successful')).toBeVisible();
  expect(await balanceOf(request, session.token)).toBeLessThan(1000);
});
