import { type CrmAddress, type CrmAddressRequest, type CrmOrderRow, isValidTaxId } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, message, Select, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/countries';
import { contractText } from '../../lib/formRules';
import { formatPrice } from '../../lib/money';
import {
  chosen,
  idNoNormalize,
  mobileRule,
  phoneNormalize,
  postalCodeRule,
  required,
} from '../addresses/addressRules';
import { crmKeys, saveCrmAddress } from './api';
import { RememberedOffer } from './RememberedOffer';

type Fields = Omit<CrmAddressRequest, 'id'>;

/** The CPF or CNPJ: needed for Brazil, checked by its digits; elsewhere it may stay empty. */
const taxIdRule = (form: ReturnType<typeof Form.useForm<Fields>>[0]) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
    if (digits === '') {
      if (form.getFieldValue('countryCode') === 'BR') throw new Error(contractText('taxIdInvalid'));
      return;
    }
    const valid =
      (digits.length === 11 && isValidTaxId('CPF', digits)) ||
      (digits.length === 14 && isValidTaxId('CNPJ', digits));
    if (!valid) throw new Error(contractText('taxIdInvalid'));
  },
});

const EMPTY: Fields = {
  firstName: '',
  lastName: '',
  mobilePhone: '',
  detailAddress: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: '',
  taxId: '',
};

/** The form's fields from an address as the CRM reads it. */
const fieldsOf = (a: CrmAddress): Fields => ({
  firstName: a.firstName,
  lastName: a.lastName,
  mobilePhone: a.mobilePhone,
  detailAddress: a.detailAddress,
  line2: a.line2,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  countryCode: a.countryCode,
  taxId: a.taxId,
});

/**
 * Pending Orders: the customer's whole address corrected while the store order waits for payment, with the
 * mall address form's rules (names, mobile phone, postal code, street; a valid CPF/CNPJ for Brazil) and the
 * country from the mall's list. The server prices the order again (the carrier depends on the country).
 */
export function CrmAddressDialog({ order, onClose }: { order: CrmOrderRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const countries = useCountries();
  const country = Form.useWatch('countryCode', form);
  // Start from the order's address each time another order opens the dialog (before it is painted, so
  // nothing typed is wiped).
  const opened = order?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per opened order, not per refetch
  useLayoutEffect(() => {
    if (opened === null || !order) return;
    const a = order.address;
    form.resetFields();
    form.setFieldsValue(a ? fieldsOf(a) : { ...EMPTY, firstName: order.customerName });
  }, [opened]);
  const save = useMutation({
    mutationFn: (fields: Fields) => saveCrmAddress({ id: order?.id ?? 0, ...fields }),
    onSuccess: (row) => {
      void message.success(
        row.cost
          ? t('crmOrders.addressSavedCost', { total: formatPrice(row.cost.total) })
          : t('crmOrders.addressSaved'),
      );
      onClose();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
  const label = (name: keyof Fields) => t(`crmOrders.address.${name}`);
  // The same customer's corrected address (or tax id) from an earlier order: offered, used on a press.
  const remembered = order?.remembered;
  return (
    <Modal
      open={order !== null}
      forceRender
      width={640}
      title={t('crmOrders.addressTitle', { order: order?.shopOrderNo ?? '' })}
      okText={t('crmOrders.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('crmOrders.addressHelp')}</Typography.Paragraph>
      {remembered?.address && (
        <RememberedOffer
          testId="crm-remembered-address"
          text={t('crmOrders.rememberedAddress', {
            order: remembered.address.fromOrder,
            place: [remembered.address.address.detailAddress, remembered.address.address.city]
              .filter(Boolean)
              .join(', '),
          })}
          action={t('crmOrders.useRemembered')}
          onUse={() => remembered.address && form.setFieldsValue(fieldsOf(remembered.address.address))}
        />
      )}
      {remembered?.taxId && !remembered.address && (
        <RememberedOffer
          testId="crm-remembered-tax-id"
          text={t('crmOrders.rememberedTaxId', {
            order: remembered.taxId.fromOrder,
            masked: remembered.taxId.masked,
          })}
          action={t('crmOrders.useRemembered')}
          onUse={() => remembered.taxId && form.setFieldsValue({ taxId: remembered.taxId.value })}
        />
      )}
      <Form<Fields>
        form={form}
        layout="vertical"
        className="dm-crm-address-form"
        onFinish={(fields) => save.mutate(fields)}
        data-testid="crm-address-form"
      >
        <div className="dm-crm-address-form__grid">
          <Form.Item name="firstName" label={label('firstName')} rules={[required(label('firstName'))]}>
            <Input maxLength={60} data-testid="crm-address-firstName" />
          </Form.Item>
          <Form.Item name="lastName" label={label('lastName')} rules={[required(label('lastName'))]}>
            <Input maxLength={60} data-testid="crm-address-lastName" />
          </Form.Item>
          <Form.Item name="countryCode" label={label('countryCode')} rules={[chosen(label('countryCode'))]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={countries.isLoading}
              data-testid="crm-address-country"
              options={(countries.data ?? [])
                .filter((c) => c.code)
                .map((c) => ({
                  value: c.code.toUpperCase(),
                  label: `${c.dicValue} (${c.code.toUpperCase()})`,
                }))}
              onChange={() => void form.validateFields(['taxId']).catch(() => {})}
            />
          </Form.Item>
          <Form.Item name="state" label={label('state')}>
            <Input maxLength={100} data-testid="crm-address-state" />
          </Form.Item>
          <Form.Item name="city" label={label('city')} rules={[required(label('city'))]}>
            <Input maxLength={100} data-testid="crm-address-city" />
          </Form.Item>
          <Form.Item
            name="postalCode"
            label={label('postalCode')}
            rules={[required(label('postalCode')), postalCodeRule()]}
          >
            <Input maxLength={20} data-testid="crm-address-postalCode" />
          </Form.Item>
        </div>
        <Form.Item
          name="detailAddress"
          label={label('detailAddress')}
          rules={[required(label('detailAddress'))]}
        >
          <Input maxLength={255} data-testid="crm-address-detailAddress" />
        </Form.Item>
        <Form.Item name="line2" label={label('line2')}>
          <Input maxLength={255} data-testid="crm-address-line2" />
        </Form.Item>
        <div className="dm-crm-address-form__grid">
          <Form.Item
            name="mobilePhone"
            label={label('mobilePhone')}
            normalize={phoneNormalize}
            rules={[required(label('mobilePhone')), mobileRule()]}
          >
            <Input maxLength={21} data-testid="crm-address-mobilePhone" />
          </Form.Item>
          <Form.Item
            name="taxId"
            label={label('taxId')}
            normalize={idNoNormalize}
            required={country === 'BR'}
            dependencies={['countryCode']}
            rules={[taxIdRule(form)]}
          >
            <Input inputMode="numeric" maxLength={18} data-testid="crm-address-taxId" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
