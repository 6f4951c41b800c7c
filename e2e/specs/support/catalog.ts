import type { Page as ApiPage, ProductDetail, ProductListItem } from '@dropmall/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Reads of the demo catalogue through the API, to compare what the pages show with what the server holds. */

async function model<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number> = {},
) {
  const response = await request.get(`/v1${path}`, { params });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { model: T }).model;
}

export const searchApi = (request: APIRequestContext, params: Record<string, string | number>) =>
  model<ApiPage<ProductListItem>>(request, '/mall/index/page', params);

export const productApi = (request: APIRequestContext, id: number) =>
  model<ProductDetail>(request, '/mall/index/get', { id });

export const tagsApi = (request: APIRequestContext) =>
  model<{ id: number; title: string }[]>(request, '/mall/index/getProductTags');

/** The demo hoodie: two attributes (Colour, Size), every combination on sale. */
export const HOODIE_ID = 11;

/** What a price looks like on the pages. */
export const usd = (value: number) => `$${value.toFixed(2)}`;

/** The prices of the result cards, in page order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('list-item').locator('.dm-tile__price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

/** The list's total line ('332 products'), as a number. */
export async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('list-total').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** The radio of a filter group ('Tag', 'Warehouse', 'Newest') by its label. */
export const filterRadio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
