import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import BusinessUsersPage from './BusinessUsersPage';

const OWNER = {
  id: 41,
  name: 'Olga',
  email: 'olga@shop.test',
  mobile: '13800000041',
  businessId: 9,
  businessName: 'Olga Imports',
  isOwner: true,
  roleId: null,
  roleName: '',
  state: 'active',
  createdAt: '2026-05-01T10:00:00.000Z',
};

const slow = { timeout: 25_000 };

describe("the operator's business users", () => {
  it('asks before disabling an owner, saying the owner cannot log in, then disables it', async () => {
    const menu: MenuNode[] = [
      {
        id: 1,
        name: 'Users',
        path: '/System/staffList',
        meta: { btnPermissions: ['disable'] },
        children: [],
      },
    ];
    writeStorage('router', menu);
    const api = stubApi({
      '/businessUser/list': ok({ records: [OWNER], total: 1, current: 1, size: 10 }),
      '/businessUser/disable': ok(null, 'Disabled'),
    });
    renderPage('/System/staffList', <BusinessUsersPage titleKey="titles.systemStaffList" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }, slow));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('Disable Olga?');
    expect(confirm.textContent).toContain('This owner can no longer log in until enabled again');
    expect(api.sent('/businessUser/disable')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.sent('/businessUser/disable')).toEqual([{ id: '41' }]));
  });
});
