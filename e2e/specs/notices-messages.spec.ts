import { NOTICE_POLL_MS } from '@dropmall/contract';
import { expect, test } from './fixtures';
import { openLoggedIn } from './support/accounts';
import { addAddressByApi, freshBuyer, STORY_TIMEOUT_MS } from './support/checkout';
import { bell, expectUnread, orderByApi } from './support/notices';

test('paying an order raises the bell and the Message badge; opening it and marking it read lowers them', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const session = await freshBuyer(request);
  await addAddressByApi(request, session.token);
  const { order } = await orderByApi(request, session, 251);
  // The page's clock runs as usual but can be moved on: the poll is then not waited for in real time.
  await page.clock.install();
  await openLoggedIn(page, session, '/order/ordinaryOrder?status=unpaid');
  await expectUnread(page, 0);
  await expect(page.getByTestId('message-badge')).toBeHidden();

  // Pay with pix in the gateway's own tab; this tab is left alone and learns of the message by itself.
  await page.getByTestId('order-pay').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Pix/ }).check();
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  const gateway = await opened;
  await gateway.waitForURL(/\/sandbox\/checkout\/PAY\d+\?t=/);
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway).toHaveURL(/\/paySuccess$/);
  await gateway.close();

  // At the next poll (every NOTICE_POLL_MS), without a reload and without the window being focused again.
  await page.clock.fastForward(NOTICE_POLL_MS);
  await expectUnread(page, 1);
  await expect(page.getByTestId('message-badge')).toHaveText('1');

  await bell(page).click();
  const popover = page.getByTestId('bell-popover');
  await expect(popover.getByText(`Order ${order.orderNo} is paid`)).toBeVisible();
  await popover.getByTestId('bell-mark-read').click();
  await expectUnread(page, 0);
  await expect(page.getByTestId('message-badge')).toBeHidden();
  await expect(popover.getByText('No unread messages')).toBeVisible();

  await popover.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/message\/index$/);
  const row = page.getByTestId('message-row').filter({ hasText: `Order ${order.orderNo} is paid` });
  await expect(row).toContainText('Read');
  await expect(row.getByTestId('message-mark-read')).toHaveCount(0);
});
