import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api';
import { writeMenu } from '../../../test/menu';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import { MessageBell } from './MessageBell';

const apiOk = (result: unknown) => ({ body: { success: 'true', result, message: 'success' } });
const MESSAGE = {
  id: 7,
  type: 1,
  status: 0,
  category: 'order',
  title: 'Order DM1 is paid',
  content: 'We received 12.00 USD for order DM1.',
  link: '/order/ordinaryDetail?id=1',
  createTime: '2026-03-01T12:00:00.000Z',
};

/** A server with two unread messages; setRead marks the first read. */
function server() {
  let unread = 2;
  return stubApi({
    '/api/message/noticeCount': () =>
      apiOk({
        orderCount: unread,
        sysCount: 0,
        totalCount: unread,
        list: unread ? [{ type: 1, num: unread }] : [],
      }),
    '/api/message/activityMessage': () =>
      apiOk(unread === 2 ? MESSAGE : { ...MESSAGE, id: 6, title: 'Older' }),
    '/api/message/setRead': () => {
      unread -= 1;
      return apiOk({ updated: 1 });
    },
  });
}

describe('message bell', () => {
  it('shows the unread count, the newest message, and marking it read brings the count down', async () => {
    const api = server();
    writeMenu(['/message/index']);
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/', <MessageBell tone="mall" />);
    const bell = await screen.findByRole('button', { name: 'Messages (2 unread)' });
    await user.click(bell);
    expect(await screen.findByText('Order DM1 is paid')).toBeTruthy();
    expect(screen.getByText('2 order · 0 system unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/message/index');
    await user.click(screen.getByTestId('bell-mark-read'));
    expect(api.sent('/api/message/setRead')).toEqual([{ ids: '7' }]);
    expect(await screen.findByRole('button', { name: 'Messages (1 unread)' })).toBeTruthy();
    expect(await screen.findByText('Older')).toBeTruthy();
  });

  it('opening the message marks it read and goes to its link', async () => {
    server();
    writeMenu(['/message/index']);
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    const router = renderPage('/', <MessageBell tone="office" />);
    await user.click(await screen.findByRole('button', { name: 'Messages (2 unread)' }));
    await user.click(await screen.findByText('Order DM1 is paid'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/ordinaryDetail'));
  });

  it('without a session asks nothing and View all goes to /login', async () => {
    const api = server();
    const user = userEvent.setup();
    renderPage('/', <MessageBell tone="mall" />);
    await user.click(screen.getByRole('button', { name: 'Messages (0 unread)' }));
    expect((await screen.findByRole('link', { name: 'View all' })).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/message/index')}`,
    );
    expect(api.calls).toHaveLength(0);
  });
});
