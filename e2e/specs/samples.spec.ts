import { expect, test } from './fixtures';
import { call, fixtureBusiness, openLoggedIn } from './support/accounts';
import { addAddressByApi, mallCall, STORY_TIMEOUT_MS, variantOf } from './support/checkout';

test('a business orders a sample of another seller’s product, pays it, follows it on the Try-on List, notes its verdict and orders in bulk', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const seller = await fixtureBusiness(request, { products: 1 });
  const buyer = await fixtureBusiness(request, { balance: 500 });
  await addAddressByApi(request, buyer.session.token);
  const [productId] = seller.productIds;
  if (!productId) throw new Error('the fixture sells a product');
  const variant = await variantOf(request, productId);

  // The product's page: a sample needs the variant first, then one unit is ordered and paid.
  await openLoggedIn(page, buyer.session, `/mall/productDetail?id=${productId}`);
  await expect(page.getByTestId('detail-title')).toHaveText(variant.title);
  const picker = page.getByTestId('variant-picker');
  for (const value of variant.options) await picker.getByRole('button', { name: value, exact: true }).click();
  await page.getByTestId('order-sample').click();
  await expect(page.getByTestId('sample-confirm-text')).toContainText(`Order one unit of “${variant.title}”`);
  await page.getByTestId('sample-confirm').click();
  const pay = page.getByRole('dialog').filter({ hasText: 'Choose a payment method' });
  await expect(pay).toBeVisible();
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/paySuccess$/);

  // One open sample per product: asking again names the order on its way.
  await page.goto(`/mall/productDetail?id=${productId}`);
  for (const value of variant.options) await picker.getByRole('button', { name: value, exact: true }).click();
  await page.getByTestId('order-sample').click();
  await page.getByTestId('sample-confirm').click();
  await expect(
    page.getByText(/You already have a sample of this product on its way \(order DM\d+\)/),
  ).toBeVisible();

  // The Try-on List: the sample, paid; the seller ships it, the buyer receives it.
  await page.goto('/businessCenter/tryOnList');
  const row = page.getByTestId('sample-table').getByRole('row', { name: new RegExp(variant.title) });
  await expect(row.getByTestId('sample-state')).toHaveText('Paid');
  const orderNo = (await row.getByTestId('sample-order-no').textContent()) ?? '';
  const sold = await call<{ records: { id: number; orderNo: string; sample: boolean }[] }>(
    request,
    '/order/sellerOrderList',
    {},
    seller.session.token,
  );
  const order = sold.records.find((o) => o.orderNo === orderNo);
  expect(order?.sample).toBe(true);
  const [carrier] = await call<{ id: number }[]>(
    request,
    '/order/getExpressCompany',
    {},
    seller.session.token,
  );
  await call(
    request,
    '/order/ship',
    { id: String(order?.id), expressId: String(carrier?.id), trackingNo: 'BR123456789' },
    seller.session.token,
  );
  await page.reload();
  await expect(row.getByTestId('sample-state')).toHaveText('Shipped');
  await mallCall(request, buyer.session.token, '/api/order/confirmReceiptOrder', { id: order?.id ?? 0 });
  await page.reload();
  await expect(row.getByTestId('sample-state')).toHaveText('Received');

  // The verdict and a note.
  await row.getByRole('button', { name: 'Verdict & note' }).click();
  await page.getByTestId('sample-verdict').getByText('Liked').click();
  await page.getByTestId('sample-note').fill('Good print, true to size');
  await page.getByTestId('sample-review-ok').click();
  await expect(page.getByText('Verdict saved')).toBeVisible();
  await expect(row.getByTestId('sample-verdict-tag')).toHaveText('Liked');
  await expect(row.getByTestId('sample-note-text')).toHaveText('Good print, true to size');

  // Order in bulk: the quantity typed goes to the cart.
  await row.getByRole('button', { name: 'Order in bulk' }).click();
  await page.getByTestId('sample-bulk-quantity').fill('6');
  await page.getByTestId('sample-bulk-ok').click();
  await expect(page.getByText('Your cart now holds 6 of this item')).toBeVisible();
  await page.goto('/myCenter/cartList');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(variant.title);
  await expect(line.getByRole('spinbutton')).toHaveValue('6');
});
