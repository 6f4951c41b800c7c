import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { type MenuNode, writeStorage } from '../../lib/storage';
import SellerListsPage from './SellerListsPage';

const entry = (id: number, nameEn: string, usedBy: number) => ({
  id,
  nameEn,
  nameZh: `${nameEn} zh`,
  contentEn: '',
  contentZh: '',
  sort: id,
  usedBy,
});

function withButtons(labels: string[]) {
  const menu: MenuNode[] = [
    {
      id: 1,
      name: 'Seller lists',
      path: '/System/sellerLists',
      meta: { btnPermissions: labels },
      children: [],
    },
  ];
  writeStorage('router', menu);
}

const open = () => renderPage('/System/sellerLists', <SellerListsPage titleKey="titles.systemSellerLists" />);
const slow = { timeout: 25_000 };

describe('seller lists', () => {
  it('an entry in use cannot be removed; an unused one can, after confirming', async () => {
    withButtons(['edit', 'delete']);
    const api = stubApi({
      '/sellerList/list': ok([entry(1, 'Apparel', 12), entry(2, 'Garden', 0)]),
      '/sellerList/delete': ok(null),
    });
    open();
    await screen.findByText('Apparel', {}, slow);
    const [inUse, unused] = screen.getAllByRole('button', { name: 'Remove' });
    expect(inUse).toHaveProperty('disabled', true);
    expect(unused).toHaveProperty('disabled', false);

    const user = userEvent.setup();
    await user.click(unused as HTMLElement);
    const confirm = await screen.findByText('Remove this entry?', {}, slow);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.sent('/sellerList/delete')).toEqual([{ kind: 'productTypes', id: '2' }]));
  });

  it('without the buttons there is nothing to change', async () => {
    withButtons([]);
    stubApi({ '/sellerList/list': ok([entry(1, 'Apparel', 0)]) });
    open();
    await screen.findByText('Apparel', {}, slow);
    expect(screen.queryByTestId('seller-list-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('asks for both names before saving, then sends the list kind with the entry', async () => {
    withButtons(['edit']);
    const api = stubApi({
      '/sellerList/list': ok([]),
      '/sellerList/save': ok(entry(3, 'Garden', 0)),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('seller-list-add', {}, slow));
    await user.click(await screen.findByTestId('seller-list-save', {}, slow));
    // Each field's message renders on its own: wait for both.
    await waitFor(() => expect(screen.getAllByText('Please enter the name')).toHaveLength(2), slow);
    await user.type(screen.getByTestId('seller-list-nameEn'), 'Garden');
    await user.type(screen.getByTestId('seller-list-nameZh'), '园艺');
    await user.click(screen.getByTestId('seller-list-save'));
    await waitFor(() =>
      expect(api.sent('/sellerList/save')).toEqual([
        { kind: 'productTypes', nameEn: 'Garden', nameZh: '园艺', contentEn: '', contentZh: '', sort: '0' },
      ]),
    );
  });
});
