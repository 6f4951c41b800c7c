import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import OperatorsPage from './OperatorsPage';

const row = (over: object) => ({
  id: 5,
  name: 'Rita',
  email: 'rita@dropmall.test',
  mobile: '',
  isSuper: false,
  roleId: 3,
  roleName: 'Reviewers',
  state: 'active',
  createdAt: '2026-05-01T10:00:00.000Z',
  ...over,
});
const OPERATORS = {
  records: [
    row({ id: 1, name: 'Boss', email: 'operator@dropmall.test', isSuper: true, roleId: null, roleName: '' }),
    row({}),
    row({ id: 6, name: 'Myself', email: 'me@dropmall.test', roleId: 4, roleName: 'Leads' }),
    row({ id: 7, name: 'Otto', email: 'otto@dropmall.test', roleId: 4, roleName: 'Leads' }),
  ],
  total: 4,
  current: 1,
  size: 10,
};
const slow = { timeout: 25_000 };

function withButtons(labels: string[]) {
  const menu: MenuNode[] = [
    { id: 1, name: 'Staff', path: '/System/operatorList', meta: { btnPermissions: labels }, children: [] },
  ];
  writeStorage('router', menu);
  writeStorage('userInfo', { token: 't', username: 'me', mobile: '', id: 6, status: 1 });
}

describe('platform staff', () => {
  it('lists operators with their role; a super operator and oneself have no actions', async () => {
    withButtons(['add operator', 'modify operator', 'disable', 'enable']);
    stubApi({ '/operator/list': ok(OPERATORS) });
    renderPage('/System/operatorList', <OperatorsPage titleKey="titles.systemOperatorList" />);
    const rita = (await screen.findByText('rita@dropmall.test', {}, slow)).closest('tr') as HTMLElement;
    expect(within(rita).getByText('Reviewers')).toBeTruthy();
    expect(within(rita).getByRole('button', { name: 'Modify' })).toBeTruthy();
    const boss = screen.getByText('operator@dropmall.test').closest('tr') as HTMLElement;
    expect(within(boss).getByText('Super operator')).toBeTruthy();
    expect(within(boss).queryByRole('button')).toBeNull();
    const me = screen.getByText('me@dropmall.test').closest('tr') as HTMLElement;
    expect(within(me).queryByRole('button')).toBeNull();
  });

  it('opens each modification with its own operator, not the one modified before', async () => {
    withButtons(['modify operator']);
    const api = stubApi({
      '/operator/list': ok(OPERATORS),
      '/role/getRoleBox': ok([
        { id: 3, name: 'Reviewers' },
        { id: 4, name: 'Leads' },
      ]),
      '/operator/edit': ok(null, 'Saved'),
    });
    renderPage('/System/operatorList', <OperatorsPage titleKey="titles.systemOperatorList" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('operator-modify-5', {}, slow));
    expect((screen.getByTestId('operator-name') as HTMLInputElement).value).toBe('Rita');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByTestId('operator-modify-7'));
    await waitFor(() => expect((screen.getByTestId('operator-name') as HTMLInputElement).value).toBe('Otto'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('/operator/edit')).toEqual([{ id: '7', name: 'Otto', roleId: '4' }]));
  });

  it('adds an operator with a platform role chosen from the list', async () => {
    withButtons(['add operator']);
    const api = stubApi({
      '/operator/list': ok(OPERATORS),
      '/role/getRoleBox': ok([{ id: 3, name: 'Reviewers' }]),
      '/operator/save': ok({ id: 9 }, 'Saved'),
    });
    renderPage('/System/operatorList', <OperatorsPage titleKey="titles.systemOperatorList" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-operator', {}, slow));
    await user.type(screen.getByTestId('operator-name'), 'Nina');
    await user.type(screen.getByTestId('operator-email'), 'nina@dropmall.test');
    await user.type(screen.getByTestId('operator-password'), 'nina1234');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Reviewers'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('/operator/save')).toEqual([
        { name: 'Nina', email: 'nina@dropmall.test', password: 'nina1234', roleId: '3' },
      ]),
    );
  });
});
