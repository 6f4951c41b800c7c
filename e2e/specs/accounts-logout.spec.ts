import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openLoggedIn, registerBusiness, stored } from './support/accounts';

const SESSION_KEYS = ['userInfo', 'router', 'NavigationBar', 'Tags', 'token', 'myEndTime'];

const entryPoints: Array<[string, string, (page: Page) => Promise<void>]> = [
  [
    'the office user menu',
    '/Settlement',
    async (page) => {
      await page.getByTestId('user-menu').click({ timeout: 5_000 });
      await page.getByRole('menuitem', { name: 'Logout' }).click({ timeout: 5_000 });
    },
  ],
  ['the mall header', '/', (page) => page.getByTestId('header-logout').click({ timeout: 5_000 })],
];

for (const [where, path, openLogout] of entryPoints) {
  test(`logout from ${where} asks first, ends the session and clears storage`, async ({ page, request }) => {
    const who = await registerBusiness(request);
    const session = await apiLogin(request, who.email, who.password);
    await openLoggedIn(page, session, path);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('Tags', JSON.stringify([{ title: 'Settlement', path: '/Settlement' }]));
    });
    await expect(page.getByTestId('header-login')).toHaveCount(0);

    const dialog = page.getByRole('dialog');
    // A click into a menu still opening can be lost on a loaded machine: open it again until it asks.
    await expect(async () => {
      if (!(await dialog.isVisible())) await openLogout(page);
      await expect(dialog).toContainText('Confirm To Exit?', { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
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
