import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import RolesPage from './RolesPage';

const NAME = '<img src=x onerror=alert(1)>Packers';
const ROLES = {
  records: [
    {
      id: 7,
      name: NAME,
      remark: '<b>bold</b>',
      userCount: 2,
      permissionCount: 3,
      createdAt: '2026-05-01T10:00:00.000Z',
    },
  ],
  total: 1,
  current: 1,
  size: 10,
};

function withButtons(labels: string[]) {
  const menu: MenuNode[] = [
    { id: 1, name: 'Roles', path: '/System/rolesList', meta: { btnPermissions: labels }, children: [] },
  ];
  writeStorage('router', menu);
}

const slow = { timeout: 25_000 };

describe('role list', () => {
  it('shows names with HTML as plain text', async () => {
    withButtons([]);
    stubApi({ '/role/list': ok(ROLES) });
    renderPage('/System/rolesList', <RolesPage titleKey="titles.systemRolesList" />);
    expect(await screen.findByText(NAME, {}, slow)).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows only the actions whose labels the route grants', async () => {
    withButtons(['role search', 'edit']);
    stubApi({ '/role/list': ok(ROLES) });
    renderPage('/System/rolesList', <RolesPage titleKey="titles.systemRolesList" />);
    await screen.findByText(NAME, {}, slow);
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByTestId('add-role')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows every action to a user holding every label', async () => {
    withButtons(['role search', 'add role', 'edit', 'delete role', 'copy role', 'save permissions']);
    stubApi({ '/role/list': ok(ROLES) });
    renderPage('/System/rolesList', <RolesPage titleKey="titles.systemRolesList" />);
    await screen.findByText(NAME, {}, slow);
    expect(screen.getByTestId('add-role')).toBeTruthy();
    for (const name of ['Edit', 'Permissions', 'Copy', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('adds a role with the name typed into the dialog', async () => {
    withButtons(['add role']);
    const api = stubApi({ '/role/list': ok(ROLES), '/role/save': ok({ id: 8 }, 'Saved') });
    renderPage('/System/rolesList', <RolesPage titleKey="titles.systemRolesList" />);
    await screen.findByText(NAME, {}, slow);
    fireEvent.click(screen.getByTestId('add-role'));
    const name = await screen.findByTestId('role-name');
    fireEvent.change(name, { target: { value: 'Order clerks' } });
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the dialog's opening animation
    expect((screen.getByTestId('role-name') as HTMLInputElement).value).toBe('Order clerks');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('/role/save')).toEqual([{ name: 'Order clerks', remark: '' }]));
  });
});
