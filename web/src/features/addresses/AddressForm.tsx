import { fullName } from '@dropmall/contract';
import { Checkbox, Form, type FormInstance, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  chosen,
  emailRule,
  ID_LENGTH,
  idNoNormalize,
  idNoRule,
  mobileRule,
  phoneNormalize,
  postalCodeRule,
  required,
} from './addressRules';
import type { AddressFields } from './api';
import { RegionFields } from './RegionFields';
import './addresses.css';

interface AddressFormProps {
  form: FormInstance<AddressFields>;
  initialValues?: Partial<AddressFields>;
}

/** fullName as the server will store it (spec 000 §5); watching here re-renders only this line per key. */
function FullNamePreview({ form }: { form: FormInstance<AddressFields> }) {
  const { t } = useTranslation();
  const first = Form.useWatch('firstName', form)?.trim();
  const last = Form.useWatch('lastName', form)?.trim();
  if (!first || !last) return null;
  return (
    <p className="dm-address-form__full" data-testid="address-fullName">
      {t('addresses.form.fullName')}: <strong>{fullName({ firstName: first, lastName: last })}</strong>
    </p>
  );
}

/** A new address starts as a person (CPF) of unspecified gender; the buyer changes what differs. */
export const NEW_ADDRESS: Partial<AddressFields> = { idType: 'CPF', gender: 'undefined' };

/** The address form of spec 000 §5, used by the add-address dialog and the address book. */
export function AddressForm({ form, initialValues = NEW_ADDRESS }: AddressFormProps) {
  const { t } = useTranslation();
  const idType = Form.useWatch('idType', form) ?? 'CPF';
  const label = (name: keyof AddressFields) => t(`addresses.form.${name}`);
  const text = (name: 'firstName' | 'lastName' | 'email' | 'postalCode' | 'mobilePhone', max = 60) => (
    <Input maxLength={max} autoComplete="off" data-testid={`address-${name}`} />
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="dm-address-form"
      requiredMark
    >
      <Form.Item name="id" hidden>
        <Input />
      </Form.Item>
      <div className="dm-address-form__grid">
        <Form.Item name="firstName" label={label('firstName')} rules={[required(label('firstName'))]}>
          {text('firstName')}
        </Form.Item>
        <Form.Item name="lastName" label={label('lastName')} rules={[required(label('lastName'))]}>
          {text('lastName')}
        </Form.Item>
      </div>
      <FullNamePreview form={form} />
      <Form.Item name="gender" label={label('gender')} rules={[chosen(label('gender'))]}>
        <Radio.Group
          options={[
            { value: 'male', label: t('addresses.gender.male') },
            { value: 'female', label: t('addresses.gender.female') },
            { value: 'undefined', label: t('addresses.gender.undefined') },
          ]}
        />
      </Form.Item>
      <div className="dm-address-form__grid">
        <Form.Item name="idType" label={label('idType')} rules={[chosen(label('idType'))]}>
          <Radio.Group
            options={[
              { value: 'CPF', label: t('addresses.idType.CPF') },
              { value: 'CNPJ', label: t('addresses.idType.CNPJ') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="idNo"
          label={label('idNo')}
          dependencies={['idType']}
          normalize={idNoNormalize}
          rules={[required(label('idNo')), idNoRule(form)]}
        >
          <Input
            inputMode="numeric"
            maxLength={18}
            placeholder={t('addresses.form.idNoHint', { count: ID_LENGTH[idType] })}
            data-testid="address-idNo"
          />
        </Form.Item>
        <Form.Item name="email" label={label('email')} rules={[required(label('email')), emailRule()]}>
          {text('email', 254)}
        </Form.Item>
        <Form.Item
          name="mobilePhone"
          label={label('mobilePhone')}
          normalize={phoneNormalize}
          rules={[required(label('mobilePhone')), mobileRule()]}
        >
          {text('mobilePhone', 21)}
        </Form.Item>
        <RegionFields form={form} />
        <Form.Item
          name="postalCode"
          label={label('postalCode')}
          rules={[required(label('postalCode')), postalCodeRule()]}
        >
          {text('postalCode', 20)}
        </Form.Item>
      </div>
      <Form.Item name="detailAddress" label={label('detailAddress')}>
        <Input maxLength={255} data-testid="address-detailAddress" />
      </Form.Item>
      <Form.Item name="line2" label={label('line2')}>
        <Input maxLength={255} data-testid="address-line2" />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked" className="dm-address-form__default">
        <Checkbox>{t('addresses.form.isDefault')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
