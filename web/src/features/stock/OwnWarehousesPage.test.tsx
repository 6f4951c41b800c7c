import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import OwnWarehousesPage from './OwnWarehousesPage';

const slow = { timeout: 25_000 };

describe('own warehouses', () => {
  it('lists the warehouses and adds one, checking the required fields first', async () => {
    const api = stubApi({
      '/stock/warehouse/list': ok([
        {
          id: 101,
          name: 'Recife 3PL',
          platform: false,
          country: 'Brazil',
          address: 'Rua B, 2',
          contact: '',
          phone: '',
        },
      ]),
      '/stock/warehouse/save': ok({ id: 102 }),
    });
    renderPage('/myCenter/warehouses', <OwnWarehousesPage titleKey="titles.myCenterWarehouses" />);
    expect(await screen.findByText('Recife 3PL', {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('own-warehouse-add'));
    const form = await screen.findByTestId('own-warehouse-form', {}, slow);
    await user.click(screen.getByTestId('own-warehouse-save'));
    expect(await within(form).findByText('the warehouse name is 1 to 60 characters')).toBeTruthy();
    expect(api.sent('/stock/warehouse/save')).toEqual([]);
    await user.type(within(form).getByTestId('own-warehouse-name'), 'Sao Paulo 3PL');
    await user.type(within(form).getByTestId('own-warehouse-country'), 'Brazil');
    await user.type(within(form).getByTestId('own-warehouse-address'), 'Rua Augusta 100');
    await user.click(screen.getByTestId('own-warehouse-save'));
    await waitFor(() => expect(api.sent('/stock/warehouse/save')).toHaveLength(1));
    expect(api.sent('/stock/warehouse/save')[0]).toEqual({
      name: 'Sao Paulo 3PL',
      country: 'Brazil',
      address: 'Rua Augusta 100',
      contact: '',
      phone: '',
    });
  }, 60_000);

  const recife = {
    id: 101,
    name: 'Recife 3PL',
    platform: false,
    country: 'Brazil',
    address: 'Rua B, 2',
    contact: '',
    phone: '',
  };
  const deleteAfterAsking = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('own-warehouse-delete-101', {}, slow));
    const asked = await screen.findByRole('tooltip', {}, slow);
    expect(within(asked).getByText('Delete this warehouse? It must hold no stock.')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Delete' }));
  };

  it('deletes a warehouse after asking', async () => {
    const api = stubApi({
      '/stock/warehouse/list': ok([recife]),
      '/stock/warehouse/delete': ok(null),
    });
    renderPage('/myCenter/warehouses', <OwnWarehousesPage titleKey="titles.myCenterWarehouses" />);
    await deleteAfterAsking();
    expect(await screen.findByText('Warehouse deleted', {}, slow)).toBeTruthy();
    expect(api.sent('/stock/warehouse/delete')).toEqual([{ id: '101' }]);
  }, 60_000);

  it('shows the server’s refusal of a warehouse that holds stock, which stays listed', async () => {
    stubApi({
      '/stock/warehouse/list': ok([recife]),
      '/stock/warehouse/delete': failure(
        409,
        'This warehouse still holds 3 pieces: take them out (third-party stock-out) or count them to 0 before deleting it',
      ),
    });
    renderPage('/myCenter/warehouses', <OwnWarehousesPage titleKey="titles.myCenterWarehouses" />);
    await deleteAfterAsking();
    expect(await screen.findByText(/still holds 3 pieces/, {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), slow);
    expect(screen.getByText('Recife 3PL')).toBeTruthy();
  }, 60_000);
});
