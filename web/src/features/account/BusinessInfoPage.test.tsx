import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { COUNTRIES } from '../../../test/catalog';
import { renderPage } from '../../../test/render';
import BusinessInfoPage from './BusinessInfoPage';

const INFO = {
  businessId: 2,
  name: 'Loja Azul',
  contactName: 'Ana',
  contactPhone: '5511987654321',
  country: 'Brasil', // typed freely before the country field was a list
  address: 'Rua A 1',
  storeUrl: '',
  status: 1,
  email: 'ana@loja.test',
  mobile: '',
};

describe('business info: country', () => {
  it('is a searchable list of the country dictionary; the name is what is saved', async () => {
    const api = stubApi({
      '/business/info': ok(INFO),
      '/base/toolDicPage': ok(COUNTRIES),
      '/business/saveInfo': (form) => ok({ ...INFO, country: form.get('country') }, 'Saved'),
    });
    const user = userEvent.setup();
    renderPage('/myCenter/businessInfo', <BusinessInfoPage />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(screen.getByTitle('Brasil')).toBeTruthy(); // an old free-text value stays, not silently dropped

    await user.click(country);
    await user.keyboard('Bra');
    const brazil = await waitFor(() => {
      const option = document.querySelector('.ant-select-item-option[title="Brazil"]');
      if (!option) throw new Error('no Brazil option');
      return option;
    });
    expect(document.querySelector('.ant-select-item-option[title="France"]')).toBeNull(); // filtered out
    await user.click(brazil);
    await user.click(screen.getByTestId('business-save'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.sent('/business/saveInfo')[0]?.country).toBe('Brazil');
  });
});
