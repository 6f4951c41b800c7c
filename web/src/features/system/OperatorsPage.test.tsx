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
  ],
  total: 2,
  current: 1,
  size: 10,
};
const slow = { timeout: 25_000 };

function withButtons(labels: string[]) {
  const menu: MenuNode[] = [
    { id: 1, name: 'Staff', path: '/System/operatorList', meta: { btnPermissions: labels }, children: [] },
  ];
  writeStorage('router', menu);
  writeStorage('userInfo', { token: 't', username: 'boss', mobile: '', id: 1, status: 1 });
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
