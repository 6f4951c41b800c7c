import type { LoginModel } from '@dropmall/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newBusiness } from './accounts';

/** Helpers of the money-path specs (cart, checkout, payment, orders). */

/** A story crosses half a dozen pages: more than the default 30 s on a busy machine. */
export const STORY_TIMEOUT_MS = 120_000;

/** A business registered for this test, logged in: no balance, no coupons, no address. */
export async function freshBuyer(request: APIRequestContext): Promise<LoginModel> {
  return (await newBusiness(request)).session;
}

/** A /api/* call (the { success, result, message } envelope); fails the test with the server's message. */
export async function mallCall<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  form: Record<string, string | number> = {},
): Promise<T> {
  const response = await request.post(`/v1${path}`, { form, headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (body.success !== 'true') throw new Error(`POST ${path}: HTTP ${response.status()} ${body.message}`);
  return body.result as T;
}

/** The wallet balance (USD) of a business. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/v1/api/wallet/balance', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()).result.balance;
}

export interface Variant {
  productId: number;
  title: string;
  skuId: number;
  /** The option values, one per attribute (the detail page's buttons). */
  options: string[];
  price: number;
  stock: number;
}

/** The first variant of a product with at least `minStock` in stock, as the detail call answers it. */
export async function variantOf(
  request: APIRequestContext,
  productId: number,
  minStock = 5,
): Promise<Variant> {
  const response = await request.get('/v1/mall/index/get', { params: { id: productId } });
  const { model } = await response.json();
  const labels = Object.keys(model.mallSpecTop);
  const row = model.mallSpecDataList.find((r: { kc: number }) => r.kc >= minStock);
  if (!row) throw new Error(`product ${productId} has no variant with ${minStock} in stock`);
  return {
    productId,
    title: model.title,
    skuId: Number(row.cols1),
    options: labels.map((column) => String(row[column])),
    price: Number(row.price),
    stock: Number(row.kc),
  };
}

/** What the detail page says is left of a variant. */
export async function stockOf(request: APIRequestContext, variant: Variant): Promise<number> {
  const response = await request.get('/v1/mall/index/get', { params: { id: variant.productId } });
  const { model } = await response.json();
  const row = model.mallSpecDataList.find((r: { cols1: string }) => Number(r.cols1) === variant.skuId);
  return Number(row.kc);
}

/** Puts a variant in the cart through the API; answers the cart line id. */
export async function addToCartByApi(request: APIRequestContext, token: string, skuId: number, num = 1) {
  const line = await mallCall<{ id: number }>(request, token, '/api/shopingCar/add', { skuId, num, type: 1 });
  return line.id;
}

async function firstRegion(request: APIRequestContext, pid: number): Promise<number> {
  const response = await request.get('/v1/base/getRegion', { params: { pid } });
  const [first] = (await response.json()).model as { id: number }[];
  if (!first) throw new Error(`no region under ${pid}`);
  return first.id;
}

/** A valid Brazilian delivery address (the CPF has correct check digits), added through the API. */
export async function addAddressByApi(request: APIRequestContext, token: string) {
  const countries = await request.get('/v1/base/toolDicPage', { params: { dicKey: 'countries', size: 300 } });
  const brazil = ((await countries.json()).model.records as { id: number; code: string }[]).find(
    (c) => c.code === 'BR',
  );
  if (!brazil) throw new Error('no Brazil in the country dictionary');
  const oneId = await firstRegion(request, brazil.id);
  const cityId = await firstRegion(request, oneId);
  const districtId = await firstRegion(request, cityId);
  const fields = {
    ...ADDRESS,
    gender: 'female',
    idType: 'CPF',
    countryId: brazil.id,
    oneId,
    cityId,
    districtId,
    isDefault: true,
  };
  return mallCall<{ id: number }>(request, token, '/api/address/add', { paramJson: JSON.stringify(fields) });
}

/** The receiver the specs type into the address form. */
export const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Souza',
  idNo: '52998224725',
  email: 'ana.souza@example.com',
  mobilePhone: '5511987654321',
  postalCode: '69900-000',
  detailAddress: 'Rua Augusta 100',
};

/** Chooses an option of a select of the address form (country, state, city, district) by its label. */
export async function chooseOption(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.getByRole('combobox', { name: label }).fill(option);
  await page.locator(`.ant-select-item-option[title="${option}"]`).first().click();
}

/** Fills the add-address dialog of the submit page with ADDRESS in Brazil and saves it. */
export async function fillAddressDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(ADDRESS.firstName);
  await dialog.getByLabel('Last name').fill(ADDRESS.lastName);
  await dialog.getByLabel('ID number').fill(ADDRESS.idNo);
  await dialog.getByLabel('E-mail').fill(ADDRESS.email);
  await dialog.getByLabel('Mobile phone').fill(ADDRESS.mobilePhone);
  await dialog.getByLabel('Postal code').fill(ADDRESS.postalCode);
  await chooseOption(page, 'Country', 'Brazil');
  await chooseOption(page, 'State / province', 'Acre');
  await chooseOption(page, 'City', 'Rio Branco');
  await chooseOption(page, 'District', 'Centro');
  await dialog.getByLabel('Address line 1').fill(ADDRESS.detailAddress);
  await expect(dialog.getByTestId('address-fullName')).toHaveText('Full name: Ana Souza');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The order list's card holding an item of this title (the newest such order). */
export function orderCardWith(page: Page, title: string) {
  return page.getByTestId('order-card').filter({ hasText: title }).first();
}
