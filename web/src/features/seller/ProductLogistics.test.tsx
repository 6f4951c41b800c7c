import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { COUNTRIES } from '../../../test/catalog';
import { renderPage } from '../../../test/render';
import { ProductLogistics } from './ProductLogistics';
import { emptyProduct } from './productForm';

/** The section in a form of its own, starting from the empty product (origin China). */
function renderSection(onFinish = vi.fn()) {
  stubApi({ '/base/toolDicPage': ok(COUNTRIES) });
  renderPage(
    '/businessCenter/AddProduct',
    <Form initialValues={emptyProduct()} onFinish={onFinish}>
      <ProductLogistics />
      <Button htmlType="submit">send</Button>
    </Form>,
  );
  return { user: userEvent.setup(), onFinish };
}

const explain = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('AddProduct logistics section', () => {
  it('asks for every required field by its label; the HS code and freight price are optional', async () => {
    const { user, onFinish } = renderSection();
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(explain()).toEqual([
        'Weight (g) is required',
        'Send time (days) is required',
        'Length (cm) is required',
        'Width (cm) is required',
        'Height (cm) is required',
        'Declaration name (Chinese) is required',
        'Declaration name (English) is required',
      ]),
    );
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('checks each value with the contract’s rule and message', async () => {
    const { user, onFinish } = renderSection();
    await user.type(screen.getByTestId('field-weightGrams'), '100001');
    await user.type(screen.getByTestId('field-sendDays'), '31');
    await user.type(screen.getByTestId('field-freightPrice'), '-2');
    await user.type(screen.getByTestId('field-lengthCm'), '12.55');
    await user.type(screen.getByTestId('field-widthCm'), '0');
    await user.type(screen.getByTestId('field-heightCm'), '4');
    await user.type(screen.getByTestId('field-declareNameZh'), 'Shirt');
    await user.type(screen.getByTestId('field-declareNameEn'), '衬衫');
    await user.type(screen.getByTestId('field-hsCode'), '1234');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(explain()).toEqual([
        'the weight is a whole number of grams from 1 to 100000',
        'the send time is a whole number of days from 1 to 30',
        'Freight price: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
        'Length (cm): centimetres above 0 and up to 999.9, with at most one decimal',
        'Width (cm): centimetres above 0 and up to 999.9, with at most one decimal',
        'the Chinese declaration name must be written in Chinese',
        'the English declaration name may use English letters, digits, spaces and punctuation only',
        'the HS code is 6 to 10 digits',
      ]),
    );
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('sends valid values with China as the default origin', async () => {
    const { user, onFinish } = renderSection();
    const fill = async (field: string, value: string) =>
      user.type(screen.getByTestId(`field-${field}`), value);
    await fill('weightGrams', '450');
    await fill('sendDays', '3');
    await fill('lengthCm', '30');
    await fill('widthCm', '22.5');
    await fill('heightCm', '4');
    await fill('declareNameZh', '亚麻衬衫');
    await fill('declareNameEn', 'Linen shirt');
    await fill('hsCode', '6205.90');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      weightGrams: '450',
      widthCm: '22.5',
      originCountryCode: 'CN',
      hsCode: '6205.90',
      declareNameZh: '亚麻衬衫',
    });
    expect(explain()).toEqual([]);
  });
});
