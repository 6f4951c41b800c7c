import { isValidTaxId, SettlementRequest, TAX_ID_TYPES, type TaxIdType } from '@dropmall/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule } from '../../lib/formRules';
import { UploadControl } from '../../lib/ui/UploadControl';
import type { SettlementApplication, SettlementFields } from './api';

interface SettlementFormProps {
  /** A rejected application: its details come back for correction. */
  previous: SettlementApplication | null;
  busy: boolean;
  onSubmit: (fields: SettlementFields) => void;
}

const PLACEHOLDER: Record<TaxIdType, string> = { CPF: '000.000.000-00', CNPJ: '00.000.000/0000-00' };

/** Company details for certification; the CPF or CNPJ number is checked with its check digits. */
export function SettlementForm({ previous, busy, onSubmit }: SettlementFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettlementFields>();
  const idType = Form.useWatch('idType', form) ?? 'CNPJ';
  const shape = SettlementRequest.shape;
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: contractText('required', { field: label }),
  });
  const initial: Partial<SettlementFields> = previous
    ? {
        legalName: previous.legalName,
        idType: previous.idType,
        idNo: previous.idNo,
        contactName: previous.contactName,
        contactPhone: previous.contactPhone,
        address: previous.address,
        documentUrl: previous.documentUrl,
      }
    : { idType: 'CNPJ' };

  return (
    <Form form={form} name="settlement" layout="vertical" initialValues={initial} onFinish={onSubmit}>
      <div className="dm-settlement__grid">
        <Form.Item
          className="dm-settlement__full"
          name="legalName"
          label={t('settlement.legalName')}
          rules={[required(t('settlement.legalName')), schemaRule(shape.legalName)]}
        >
          <Input maxLength={100} placeholder={t('settlement.legalNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="idType" label={t('settlement.idType')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={TAX_ID_TYPES.map((type) => ({ value: type, label: t(`settlement.idTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="idNo"
          label={t('settlement.idNo', { type: idType })}
          dependencies={['idType']}
          rules={[
            required(t('settlement.idNo', { type: idType })),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (typeof value === 'string' && value && !isValidTaxId(getFieldValue('idType'), value))
                  throw new Error(contractText('taxIdInvalid'));
              },
            }),
          ]}
        >
          <Input inputMode="numeric" maxLength={18} placeholder={PLACEHOLDER[idType]} />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={t('settlement.contactName')}
          rules={[required(t('settlement.contactName')), schemaRule(shape.contactName)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('settlement.contactPhone')}
          rules={[required(t('settlement.contactPhone')), schemaRule(shape.contactPhone)]}
        >
          <Input inputMode="tel" placeholder={t('auth.mobilePlaceholder')} />
        </Form.Item>
        <Form.Item
          className="dm-settlement__full"
          name="address"
          label={t('settlement.address')}
          rules={[required(t('settlement.address')), schemaRule(shape.address)]}
        >
          <Input.TextArea rows={3} maxLength={255} />
        </Form.Item>
        <Form.Item
          className="dm-settlement__full"
          name="documentUrl"
          label={t('upload.companyDocument')}
          extra={t('upload.companyDocumentTip')}
        >
          <UploadControl deletable deleteTips testId="settlement-document" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="settlement-submit">
        {t('settlement.submit')}
      </Button>
    </Form>
  );
}
