import { expect, type Page } from '@playwright/test';

/** A real 1x1 PNG: the server checks pictures by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a file in one upload control (by its test id) and waits for its picture. */
export async function uploadInto(
  page: Page,
  testId: string,
  name = 'photo.png',
  buffer = PNG,
): Promise<void> {
  await page.getByTestId(`${testId}-input`).setInputFiles({ name, mimeType: 'image/png', buffer });
}

/** Picks an option of an antd Select opened by clicking its field. */
export async function choose(page: Page, fieldTestId: string, option: string): Promise<void> {
  await page.getByTestId(fieldTestId).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

/** The error line of a form item, by its text. */
export const error = (page: Page, text: string) =>
  expect(page.locator('.ant-form-item-explain-error', { hasText: text }).first()).toBeVisible();
