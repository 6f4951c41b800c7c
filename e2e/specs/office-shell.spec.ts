import { expect, test } from './fixtures';
import { newBusiness, openLoggedIn, stored } from './support/accounts';

/** The titles in the tab bar, left to right. */
const tabTitles = (page: import('@playwright/test').Page) => page.getByTestId('office-tab').allTextContents();

test.describe('back-office shell', () => {
  test('tabs open from the menu, close by x, middle click and "close others", and survive a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openLoggedIn(page, (await newBusiness(request)).session, '/Welcome');
    const menu = page.getByTestId('side-menu');
    await menu.getByText('System Management').click();
    await menu.getByText('Roles', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await menu.getByText('Staff Management').click();
    await menu.getByText('CRM', { exact: true }).click();
    await menu.getByText('My Orders').click();
    await expect.poll(() => tabTitles(page)).toEqual(['Welcome', 'Roles', 'Staff management', 'My orders']);

    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['Welcome', 'Roles', 'Staff management', 'My orders']);
    expect(JSON.parse((await stored(page, 'Tags')) ?? '[]')).toHaveLength(4);

    // The x of an inactive tab; then a middle click on another.
    await page.locator('.dm-tabs__tab', { hasText: 'Welcome' }).getByTestId('office-tab-close').click();
    await expect.poll(() => tabTitles(page)).toEqual(['Roles', 'Staff management', 'My orders']);
    await page.getByTestId('office-tab').filter({ hasText: 'Roles' }).click({ button: 'middle' });
    await expect.poll(() => tabTitles(page)).toEqual(['Staff management', 'My orders']);

    // Switching back shows the page as it was left (kept alive), then close all but it.
    await page.getByTestId('office-tab').filter({ hasText: 'Staff management' }).click();
    await expect(page).toHaveURL(/\/System\/staffManagement$/);
    await page.getByTestId('tabs-actions').click();
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['Staff management']);
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['Staff management']);

    // Close all goes to the mall home.
    await page.getByTestId('tabs-actions').click();
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page, 'Tags')).toBe('[]');
  });

  test('the side menu is collapsed at 680 px and open on a wide screen', async ({ page, request }) => {
    const { session } = await newBusiness(request);
    await page.setViewportSize({ width: 680, height: 800 });
    await openLoggedIn(page, session, '/Welcome');
    await expect(page.getByTestId('side')).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('office-brand')).toHaveText('DM');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('side')).toHaveAttribute('data-collapsed', 'false');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByTestId('side')).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('office-brand')).toHaveText('Business Center');
  });

  test('the language switch reloads the back office in Chinese, menu included', async ({ page, request }) => {
    await openLoggedIn(page, (await newBusiness(request)).session, '/Welcome');
    await expect(
      page.getByRole('heading', { name: 'Welcome To Business Background Management System!' }),
    ).toBeVisible();
    await expect(page.getByTestId('side-menu')).toContainText('My Profile');
    // Choosing 中文 reloads the page.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByTestId('side-menu')).toContainText('个人中心');
    await expect(page.getByTestId('breadcrumb')).toContainText('后台首页');
    await expect(page.getByTestId('office-tab')).toHaveText(['欢迎']);
    expect(await stored(page, 'lang')).toBe('zh');
  });
});
