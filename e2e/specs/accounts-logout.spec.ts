import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newBusiness, openLoggedIn, stored } from './support/accounts';

const SESSION_KEYS = ['userInfo', 'router', 'NavigationBar', 'Tags', 'token', 'myEndTime'];

const entryPoints: Array<[string, string, (page: Page) => Promise<void>]> = [
  [
    'the office user menu',
    '/Settlement',
    async (page) => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    },
  ],
  ['the mall header', '/', (page) => page.getByTestId('header-logout').click()],
];

for (const [where, path, openLogout] of entryPoints) {
  test(`logout from ${where} asks first, ends the session and clears storage`, async ({ page, request }) => {
    const { session } = await newBusiness(request);
    await openLoggedIn(page, session, path);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('Tags', JSON.stringify([{ title: 'Settlement', path: '/Settlement' }]));
    });
    await expect(page.getByTestId('header-login')).toHaveCount(0);

    await openLogout(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Confirm To Exit?');
    await dialog.getByRole('button', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    for (const key of SESSION_KEYS) expect(await stored(page, key), key).toBeNull();
    expect(await stored(page, 'lang')).toBe('en');
    // The server has let go of the token too.
    const after = await request.get('/v1/business/info', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe(1001);
  });
}
