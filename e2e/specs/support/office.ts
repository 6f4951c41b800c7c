import type { LoginModel } from '@dropmall/contract';
import { expect, type Locator, type Page } from '@playwright/test';

/** The names the side menu shows, groups and pages, top to bottom (expanding every group first). */
export async function sideMenuNames(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  const groups = await closed.count();
  for (let opened = 1; opened <= groups; opened++) {
    await closed.first().click();
    await expect(closed).toHaveCount(groups - opened);
  }
  return (await menu.locator('.ant-menu-title-content').allTextContents()).map((name) => name.trim());
}

/** The checkbox of a node of the permission tree, by its title (and its parent's, when a title repeats). */
export function treeCheckbox(page: Page, title: string): Locator {
  return page
    .getByTestId('permission-tree')
    .locator('.ant-tree-treenode', {
      has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }),
    })
    .locator('.ant-tree-checkbox')
    .first();
}

/** The checkbox of a button label under one page of the permission tree. */
export function buttonCheckbox(page: Page, pageTitle: string, label: string): Locator {
  const tree = page.getByTestId('permission-tree');
  const pageNode = tree.locator('.ant-tree-treenode', {
    has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${pageTitle}$`) }),
  });
  // Button nodes follow their page in the flat list antd renders; take the first match after it.
  return pageNode
    .locator('xpath=following-sibling::div[contains(@class,"ant-tree-treenode")]')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${label}$`) }) })
    .first()
    .locator('.ant-tree-checkbox');
}

/** The session a login answered, as a plain header for API calls. */
export const bearer = (session: LoginModel) => ({ Authorization: `Bearer ${session.token}` });
