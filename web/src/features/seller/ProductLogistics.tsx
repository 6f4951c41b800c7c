import {
  DECLARE_NAME_EN_MAX,
  DECLARE_NAME_ZH_MAX,
  isMessageKey,
  logisticsFields,
  priceField,
} from '@dropmall/contract';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { CountrySelect } from '../../lib/ui/CountrySelect';
import { fieldLabelKey } from './labels';

type LogisticsField = keyof typeof logisticsFields;

/**
 * Weight, box, send time, freight price, origin, HS code and declaration names of AddProduct: the contract's
 * rules (the server runs the same) checked as the seller leaves each field, each message naming its field.
 */
export function ProductLogistics() {
  const { t } = useTranslation();
  const label = (field: string) => t(fieldLabelKey(field));
  const tip = (text: string) => <span className="dm-product-form__tip">{text}</span>;
  const rules = (field: LogisticsField | 'freightPrice', required: boolean): Rule[] => [
    ...(required
      ? [{ required: true, whitespace: true, message: contractText('required', { field: label(field) }) }]
      : []),
    {
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        const schema = field === 'freightPrice' ? priceField : logisticsFields[field];
        const result = schema.safeParse(value);
        const key = result.success ? null : (result.error.issues[0]?.message ?? '');
        if (key !== null)
          throw new Error(isMessageKey(key) ? contractText(key, { field: label(field) }) : key);
      },
    },
  ];
  const item = (
    field: LogisticsField | 'freightPrice',
    control: ReactNode,
    options: { required?: boolean; extra?: string } = {},
  ) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={rules(field, options.required ?? true)}
      extra={options.extra ? tip(options.extra) : undefined}
    >
      {control}
    </Form.Item>
  );
  const number = (field: LogisticsField | 'freightPrice', unit: string, decimal = false) => (
    <Input
      inputMode={decimal ? 'decimal' : 'numeric'}
      suffix={unit}
      data-testid={`field-${field}`}
      aria-label={label(field)}
    />
  );

  return (
    <div className="dm-product-form__grid" data-testid="logistics-section">
      {item('weightGrams', number('weightGrams', 'g'), { extra: t('sellerProducts.tips.weight') })}
      {item('sendDays', number('sendDays', t('sellerProducts.units.days')), {
        extra: t('sellerProducts.tips.sendDays'),
      })}
      {item(
        'freightPrice',
        <Input
          prefix="$"
          inputMode="decimal"
          data-testid="field-freightPrice"
          aria-label={label('freightPrice')}
        />,
        { required: false, extra: t('sellerProducts.tips.freightPrice') },
      )}
      {item('lengthCm', number('lengthCm', 'cm', true))}
      {item('widthCm', number('widthCm', 'cm', true))}
      {item('heightCm', number('heightCm', 'cm', true))}
      {item('declareNameZh', <Input maxLength={DECLARE_NAME_ZH_MAX} data-testid="field-declareNameZh" />, {
        extra: t('sellerProducts.tips.declareName'),
      })}
      {item('declareNameEn', <Input maxLength={DECLARE_NAME_EN_MAX} data-testid="field-declareNameEn" />)}
      {item(
        'originCountryCode',
        <CountrySelect
          valueBy="code"
          aria-label={label('originCountryCode')}
          data-testid="field-originCountryCode"
        />,
      )}
      {item('hsCode', <Input maxLength={13} data-testid="field-hsCode" />, {
        required: false,
        extra: t('sellerProducts.tips.hsCode'),
      })}
    </div>
  );
}
