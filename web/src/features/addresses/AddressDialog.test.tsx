import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { address, apiOk } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import { AddressDialog } from './AddressDialog';

const REGIONS: Record<string, { id: number; name: string }[]> = {
  33: [
    { id: 1000, name: 'Acre' },
    { id: 1016, name: 'Alagoas' },
  ],
  1000: [{ id: 1001, name: 'Rio Branco' }],
  1001: [
    { id: 1002, name: 'Centro' },
    { id: 1003, name: 'Bosque' },
  ],
  1: [{ id: 2000, name: 'Guangdong' }],
  2: [],
};

function addressServer() {
  return stubApi({
    '/base/toolDicPage': ok({
      records: [
        { id: 1, dicValue: 'China', code: 'CN' },
        { id: 33, dicValue: 'Brazil', code: 'BR' },
        { id: 2, dicValue: 'Afghanistan', code: 'AF' },
      ],
    }),
    '/base/getRegion': (_form, query) => ok(REGIONS[query.get('pid') ?? ''] ?? []),
    '/api/address/add': (form) =>
      apiOk({ ...address(), ...JSON.parse(form.get('paramJson') ?? '{}'), id: 9 }),
    '/api/address/list': apiOk([]),
  });
}

function open(onSaved = vi.fn()) {
  writeStorage('token', 'tok-1');
  renderPage('/order/address', <AddressDialog open onClose={() => {}} onSaved={onSaved} />);
  return { user: userEvent.setup(), onSaved, dialog: screen.getByRole('dialog', { name: 'Add address' }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() =>
    expect(box.closest('.ant-select')?.classList.contains('ant-select-disabled')).toBe(false),
  );
  await user.click(box);
  await user.keyboard(option.slice(0, 3));
  // The visible option (rc-select also renders an aria-only listbox with the same names).
  const visible = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(visible);
}

/** Puts text into a field in one change (typing key by key re-renders the whole form each time). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

async function fillPerson(user: User) {
  await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Ana');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Souza');
  await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await fill(user, screen.getByRole('textbox', { name: 'Mobile phone' }), '+55 11 98765-4321');
  await fill(user, screen.getByRole('textbox', { name: 'Postal code' }), '69900-000');
}

describe('address form', () => {
  it('requires every field of spec 000 §5 but the two address lines', async () => {
    const api = addressServer();
    const { user } = open();
    await save(user);
    for (const text of [
      'First name is required',
      'Last name is required',
      'ID number is required',
      'E-mail is required',
      'Postal code is required',
      'Mobile phone is required',
      'please choose Country',
      'please choose State / province',
      'please choose City',
      'please choose District',
    ])
      expect(await fieldError(text)).toBeTruthy();
    expect(screen.queryByText(/Address line 1 is required/)).toBeNull();
    expect(api.sent('/api/address/add')).toEqual([]);
  });

  it('shows the full name as first name, a space, last name', async () => {
    addressServer();
    const { user } = open();
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), ' Maria ');
    expect(screen.queryByTestId('address-fullName')).toBeNull();
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'da Silva');
    expect(screen.getByTestId('address-fullName').textContent).toBe('Full name: Maria da Silva');
  });

  it('takes an ID number of digits only, with valid CPF or CNPJ check digits', async () => {
    addressServer();
    const { user } = open();
    const idNo = screen.getByRole('textbox', { name: 'ID number' });
    await fill(user, idNo, '5299822472a');
    expect(await fieldError('the ID number must be 11 to 14 digits')).toBeTruthy();
    await user.clear(idNo);
    await fill(user, idNo, '529.982.247-26'); // written with dots and a dash; the last digit is wrong
    expect((idNo as HTMLInputElement).value).toBe('52998224726');
    expect(await fieldError('the CPF or CNPJ number is not valid')).toBeTruthy();
    await user.clear(idNo);
    await fill(user, idNo, '52998224725');
    await waitFor(() => expect(screen.queryByText('the CPF or CNPJ number is not valid')).toBeNull());
    // The same number is no CNPJ: changing the type checks it again.
    await user.click(screen.getByRole('radio', { name: 'CNPJ (company)' }));
    expect(await fieldError('the CPF or CNPJ number is not valid')).toBeTruthy();
    await user.clear(idNo);
    await fill(user, idNo, '11.222.333/0001-81');
    await waitFor(() => expect(screen.queryByText('the CPF or CNPJ number is not valid')).toBeNull());
  });

  it('lists states, cities and districts from the region above; a new country empties them', async () => {
    const api = addressServer();
    const { user } = open();
    expect(
      screen
        .getByRole('combobox', { name: 'State / province' })
        .closest('.ant-select')
        ?.classList.contains('ant-select-disabled'),
    ).toBe(true);
    await choose(user, 'Country', 'Brazil');
    await choose(user, 'State / province', 'Acre');
    await choose(user, 'City', 'Rio Branco');
    await choose(user, 'District', 'Bosque');
    expect(api.asked('/base/getRegion')).toEqual([{ pid: '33' }, { pid: '1000' }, { pid: '1001' }]);
    const shown = (label: string) =>
      screen
        .getByRole('combobox', { name: label })
        .closest('.ant-select')
        ?.querySelector('.ant-select-content')?.textContent;
    expect(shown('District')).toBe('Bosque');

    await choose(user, 'Country', 'China');
    // Emptied: each shows its placeholder again.
    await waitFor(() => expect(shown('State / province')).toBe('Select'));
    expect(shown('City')).toBe('Select');
    expect(shown('District')).toBe('Select');
    await choose(user, 'Country', 'Afghanistan');
    expect(await screen.findByText('We do not deliver to this country yet')).toBeTruthy();
  });

  it('saves the address as paramJson and hands the saved one back', async () => {
    const api = addressServer();
    const { user, onSaved } = open();
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await fill(user, screen.getByRole('textbox', { name: 'ID number' }), '52998224725');
    await choose(user, 'Country', 'Brazil');
    await choose(user, 'State / province', 'Acre');
    await choose(user, 'City', 'Rio Branco');
    await choose(user, 'District', 'Centro');
    await fill(user, screen.getByRole('textbox', { name: 'Address line 1' }), 'Rua A 1');
    await save(user);
    await waitFor(() => expect(api.sent('/api/address/add')).toHaveLength(1));
    const [sent] = api.sent('/api/address/add') as [{ paramJson: string }];
    expect(JSON.parse(sent.paramJson)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      gender: 'female',
      idType: 'CPF',
      idNo: '52998224725',
      email: 'ana@example.com',
      mobilePhone: '+5511987654321',
      postalCode: '69900-000',
      countryId: 33,
      oneId: 1000,
      cityId: 1001,
      districtId: 1002,
      detailAddress: 'Rua A 1',
      isDefault: false,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(await screen.findByText('The address is saved')).toBeTruthy();
  });
});
