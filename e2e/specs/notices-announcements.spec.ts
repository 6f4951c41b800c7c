import { expect, test } from './fixtures';
import { openLoggedIn, operatorSession } from './support/accounts';
import { freshBuyer, STORY_TIMEOUT_MS } from './support/checkout';
import { expectUnread } from './support/notices';

// An announcement reaches every business there is, so this story runs after the others (project
// 'broadcasts' in playwright.config.ts), never beside a story that counts its unread messages.
test('an operator’s announcement reaches a business; Mark all read clears its count', async ({
  page,
  request,
}) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const session = await freshBuyer(request);
  await openLoggedIn(page, session, '/message/index');
  await expectUnread(page, 0);
  const operator = operatorSession();
  const title = `Holiday notice ${Date.now()}`;
  const res = await request.post('/v1/message/announcement/send', {
    form: { title, content: 'Orders ship after the holiday.' },
    headers: { Authorization: `Bearer ${operator.token}` },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
  await expectUnread(page, 1);
  await page.getByTestId('messages-mark-all').click();
  await expectUnread(page, 0);
  await page.goto('/message/message2');
  await expect(page.getByTestId('message-row').filter({ hasText: title })).toContainText('Read');
});
