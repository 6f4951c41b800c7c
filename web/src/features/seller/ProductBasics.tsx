import { PURCHASE_LIMIT_PATTERN, priceField } from '@dropmall/contract';
import { Cascader, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractText, schemaRule } from '../../lib/formRules';
import { BrandPicker } from '../brands';
import type { SellerLists } from './api';
import { fieldLabelKey } from './labels';

/** Whitespace at either end is not part of a name (spec 000 §5: titles, short name, brand, keywords, intro). */
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trimStart() : v);

/** Names, category, lists and prices of AddProduct. */
export function ProductBasics({ lists }: { lists: SellerLists | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // A brand of the Brand List names the product; without one the brand name is typed (older products).
  const brandId = Form.useWatch('brandId', form) as number | undefined;
  const label = (field: string) => t(fieldLabelKey(field));
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: contractText('required', { field: label(field) }),
  });
  const price = (field: string): Rule[] => [
    required(field),
    schemaRule(priceField, contractText('priceFormat', { field: label(field) })),
  ];
  const text = (field: string, max: number, isRequired: boolean, area = false, disabled = false) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={isRequired ? [required(field)] : []}
      normalize={trimmed}
    >
      {area ? (
        <Input.TextArea rows={2} maxLength={max} />
      ) : (
        <Input maxLength={max} disabled={disabled} data-testid={`field-${field}`} />
      )}
    </Form.Item>
  );

  return (
    <div className="dm-product-form__grid">
      <Form.Item
        name="category"
        label={label('category')}
        className="dm-product-form__full"
        required
        rules={[
          {
            validator: async (_r, value: number[] | undefined) => {
              if (value?.length !== 3) throw new Error(contractText('categoryLevels'));
            },
          },
        ]}
      >
        <Cascader
          changeOnSelect
          options={lists?.categories ?? []}
          fieldNames={{ label: 'name', value: 'id', children: 'children' }}
          placeholder={label('category')}
          data-testid="field-category"
        />
      </Form.Item>
      <Form.Item
        name="productType"
        label={label('productType')}
        rules={[{ required: true, message: contractText('required', { field: label('productType') }) }]}
      >
        <Select
          options={(lists?.types ?? []).map((o) => ({ value: o.id, label: o.name }))}
          placeholder={label('productType')}
          data-testid="field-productType"
        />
      </Form.Item>
      {text('title', 200, true)}
      {text('shortTitle', 100, true)}
      <Form.Item
        name="brandId"
        label={label('brandId')}
        extra={<Link to="/businessCenter/brandList">{t('brands.manage')}</Link>}
      >
        <BrandPicker onPicked={(name) => form.setFieldValue('pp', name ?? '')} />
      </Form.Item>
      {text('pp', 100, brandId === undefined, false, brandId !== undefined)}
      {text('keywords', 255, false)}
      <Form.Item name="tagIds" label={label('tagId')}>
        <Select mode="multiple" options={(lists?.tags ?? []).map((o) => ({ value: o.id, label: o.title }))} />
      </Form.Item>
      <Form.Item name="serveIds" label={label('serveId')}>
        <Select
          mode="multiple"
          options={(lists?.services ?? []).map((o) => ({ value: o.id, label: o.title }))}
        />
      </Form.Item>
      <Form.Item name="storyId" label={label('storyId')}>
        <Select allowClear options={(lists?.stories ?? []).map((o) => ({ value: o.id, label: o.title }))} />
      </Form.Item>
      <Form.Item name="underlinedPrice" label={label('underlinedPrice')} rules={price('underlinedPrice')}>
        <Input prefix="$" data-testid="field-underlinedPrice" />
      </Form.Item>
      <Form.Item
        name="price"
        label={label('price')}
        rules={price('price')}
        dependencies={['underlinedPrice']}
      >
        <Input prefix="$" data-testid="field-price" />
      </Form.Item>
      <Form.Item
        name="xgNum"
        label={label('xgNum')}
        rules={[{ pattern: PURCHASE_LIMIT_PATTERN, message: contractText('purchaseLimitFormat') }]}
      >
        <Input data-testid="field-xgNum" />
      </Form.Item>
      <div className="dm-product-form__full">{text('intro', 1000, false, true)}</div>
    </div>
  );
}
