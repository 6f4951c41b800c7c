import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeSentTo, newestMessageId } from './support/accounts';
import { STORY_TIMEOUT_MS } from './support/checkout';
import { paidOrderOf, stockSeller } from './support/stock';

/**
 * Presses Tab (or Shift+Tab) until the focus is on `target` (or inside it, with `inside`); fails when it is
 * not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab', inside = false) {
  const element = await target.elementHandle({ timeout: 20_000 });
  for (let pressed = 0; pressed < max; pressed++) {
    const reached = await page.evaluate(
      ([el, within]) => (within ? el.contains(document.activeElement) : el === document.activeElement),
      [element, inside] as const,
    );
    if (reached) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached by ${key} in ${max} presses: ${target}`);
}

/** The text of the element that has the focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Presses `key` until the focused element's text is `text` (the side menu's arrows). */
async function arrowTo(page: Page, text: string, key = 'ArrowDown', max = 40) {
  for (let pressed = 0; pressed < max; pressed++) {
    if ((await focusedText(page)) === text) return;
    await page.keyboard.press(key);
  }
  expect(await focusedText(page)).toBe(text);
}

test('the office by keyboard alone: a seller logs in, finds a paid order under Pending Orders and ships it', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS * 2);
  const seller = await stockSeller(request, 1);
  const { order } = await paidOrderOf(request, seller.productIds[0] ?? 0);

  // Log in: every field reached by Tab, the code asked for with Enter.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(seller.who.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(seller.who.password);
  const since = await newestMessageId(request, seller.who.email);
  await tabTo(page, page.getByTestId('code-button'));
  const sent = page.waitForResponse((r) => /\/v1\/business\/emailCode\b/.test(r.url()));
  await page.keyboard.press('Enter');
  expect((await sent).ok()).toBe(true);
  const code = await codeSentTo(request, seller.who.email, since);
  await tabTo(page, page.getByLabel('Verification code'), 10, 'Shift+Tab');
  await page.keyboard.type(code);
  await tabTo(page, page.getByTestId('login-submit'));
  await page.keyboard.press('Enter');
  // The login leads to the mall; the header's account link (the user's name) opens the back office.
  const office = page.getByRole('link', { name: seller.who.email });
  await expect(office).toBeVisible({ timeout: 30_000 });
  await tabTo(page, office);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 30_000 });

  // The side menu: Tab into it, arrows to CRM, Enter opens it, arrows to Pending Orders, Enter opens the page.
  const menu = page.getByTestId('side-menu');
  await tabTo(page, menu, 60, 'Tab', true);
  await arrowTo(page, 'CRM');
  // Enter toggles the group: press it only when closed, and arrow on once the group's items are drawn (on a
  // loaded machine an arrow pressed before that moves past the still-closed group).
  const crm = menu.getByRole('menuitem', { name: 'CRM', exact: true });
  if ((await crm.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(crm).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Pending Orders', exact: true })).toBeVisible();
  await arrowTo(page, 'Pending Orders');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/CRM\/pendingOrder/);
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible({ timeout: 30_000 });

  // The tab "Orders sold": arrows move along the page's tabs, Enter chooses.
  const sold = page.getByRole('tab', { name: 'Orders sold' });
  if ((await sold.getAttribute('aria-selected')) !== 'true') {
    await tabTo(page, page.getByRole('tab', { selected: true }).last());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  await expect(sold).toHaveAttribute('aria-selected', 'true');

  // Find the order by its number.
  const search = page.getByTestId('seller-order-search').getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type(order.orderNo);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('seller-order-status')).toHaveText('To ship');

  // Ship: Enter on the row's Ship, a carrier chosen with the arrows, the tracking number typed, Enter on Ship.
  await tabTo(page, row.getByTestId('seller-order-ship'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Ship order ${order.orderNo}` });
  await expect(dialog).toBeVisible();
  const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
  await tabTo(page, carrier, 10);
  // ArrowDown opens the list; Enter picks the active option once the carriers are in it.
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-item-option-active');
  await expect(active).toBeVisible();
  const chosen = (await active.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-select')).toContainText(chosen);
  await tabTo(page, dialog.getByLabel('Tracking number'), 10);
  const trackingNo = `KB-${Date.now().toString(36).toUpperCase()}`;
  await page.keyboard.type(trackingNo);
  await tabTo(page, dialog.getByRole('button', { name: 'Ship' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order ${order.orderNo} shipped; the buyer has been told`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});
