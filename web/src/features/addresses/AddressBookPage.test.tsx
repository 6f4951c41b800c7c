import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { address, apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import AddressBookPage from './AddressBookPage';

function bookServer() {
  let book = [address(), address({ id: 8, firstName: 'Rui', fullName: 'Rui Souza', isDefault: false })];
  return stubApi({
    '/api/address/list': () => apiOk(book),
    '/api/address/update': (form) => {
      const fields = JSON.parse(form.get('paramJson') ?? '{}');
      book = book.map((a) =>
        a.id === fields.id
          ? { ...a, ...fields, fullName: `${fields.firstName} ${fields.lastName}` }
          : { ...a, isDefault: fields.isDefault ? false : a.isDefault },
      );
      return apiOk(book.find((a) => a.id === fields.id));
    },
    '/api/address/delete': (form) => {
      book = book.filter((a) => a.id !== Number(form.get('id')));
      return apiOk({ id: Number(form.get('id')) });
    },
    '/base/toolDicPage': ok({ records: [{ id: 33, dicValue: 'Brazil', code: 'BR' }] }),
    '/base/getRegion': (_form, query) =>
      ok(
        {
          33: [{ id: 1000, name: 'Acre' }],
          1000: [{ id: 1001, name: 'Rio Branco' }],
          1001: [{ id: 1002, name: 'Centro' }],
        }[query.get('pid') ?? ''] ?? [],
      ),
  });
}

function open() {
  writeStorage('token', 'tok-1');
  renderPage('/order/address', <AddressBookPage />);
  return userEvent.setup();
}

const cardOf = async (name: string) =>
  (await screen.findAllByTestId('address-card')).find((c) => within(c).queryByText(name)) as HTMLElement;

describe('address book', () => {
  it('lists the addresses, the default marked, and moves the default mark', async () => {
    const api = bookServer();
    const user = open();
    const ana = await cardOf('Ana Souza');
    expect(within(ana).getByText('Default')).toBeTruthy();
    expect(within(ana).getByText('Rua A 1, Centro, Rio Branco, Acre, Brazil, 69900-000')).toBeTruthy();
    expect(within(ana).queryByRole('button', { name: 'Set as default' })).toBeNull();
    await user.click(within(await cardOf('Rui Souza')).getByRole('button', { name: 'Set as default' }));
    await waitFor(async () => expect(within(await cardOf('Rui Souza')).queryByText('Default')).toBeTruthy());
    const [sent] = api.sent('/api/address/update') as [{ paramJson: string }];
    expect(JSON.parse(sent.paramJson)).toEqual(
      expect.objectContaining({ id: 8, isDefault: true, countryId: 33 }),
    );
  });

  it('edits an address in the same form, filled in', async () => {
    const api = bookServer();
    const user = open();
    await user.click(within(await cardOf('Ana Souza')).getByRole('button', { name: 'Edit' }));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect((first as HTMLInputElement).value).toBe('Ana');
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'District' }).closest('.ant-select')?.textContent,
      ).toContain('Centro'),
    );
    await user.clear(first);
    await user.paste('Joana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await cardOf('Joana Souza')).toBeTruthy();
    const [sent] = api.sent('/api/address/update') as [{ paramJson: string }];
    expect(JSON.parse(sent.paramJson)).toEqual(
      expect.objectContaining({ id: 7, firstName: 'Joana', districtId: 1002 }),
    );
    // Adding afterwards starts from an empty form, not from the address just edited.
    await user.click(screen.getByRole('button', { name: /Add address/ }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('deletes an address after a confirmation', async () => {
    const api = bookServer();
    const user = open();
    await user.click(within(await cardOf('Rui Souza')).getByRole('button', { name: 'Delete' }));
    const confirms = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(confirms.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    expect(api.sent('/api/address/delete')).toEqual([{ id: '8' }]);
  });
});
