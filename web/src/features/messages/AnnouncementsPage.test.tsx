import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import AnnouncementsPage from './AnnouncementsPage';

const slow = { timeout: 25_000 };

describe('announcements', () => {
  it('asks before sending to every business, and sends nothing until confirmed', async () => {
    const menu: MenuNode[] = [
      {
        id: 1,
        name: 'Announcements',
        path: '/System/announcement',
        meta: { btnPermissions: ['publish'] },
        children: [],
      },
    ];
    writeStorage('router', menu);
    const api = stubApi({
      '/message/announcement/list': ok({ records: [], total: 0, current: 1, size: 10 }),
      '/message/announcement/send': ok({ recipients: 5 }),
    });
    renderPage('/System/announcement', <AnnouncementsPage titleKey="titles.systemAnnouncement" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title (English)', {}, slow), 'Holiday hours');
    await user.type(screen.getByLabelText('Content (English)'), 'We ship again on Monday.');
    await user.click(screen.getByTestId('announcement-send'));
    await screen.findAllByText('Send this announcement to every business?');
    expect(api.sent('/message/announcement/send')).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Send to all businesses' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent('/message/announcement/send')).toHaveLength(1));
    expect(await screen.findByText('Sent to 5 businesses')).toBeTruthy();
  });
});
