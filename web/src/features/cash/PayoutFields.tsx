import { BankAccountNumber, BankBranch, BankName, HolderName, PixKey } from '@dropmall/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule } from '../../lib/formRules';

/** The fields of the chosen payout method, each checked by the contract's rule (the server runs the same). */
export function PayoutFields({ method }: { method: 'pix' | 'bank' }) {
  const { t } = useTranslation();
  if (method === 'pix')
    return (
      <Form.Item
        name="pixKey"
        label={t('cash.pixKey')}
        extra={t('cash.pixKeyHelp')}
        rules={[
          { required: true, whitespace: true, message: t('cash.required', { field: t('cash.pixKey') }) },
          schemaRule(PixKey),
        ]}
      >
        <Input maxLength={77} autoComplete="off" data-testid="cash-pix-key" />
      </Form.Item>
    );
  const field = (
    name: string,
    label: string,
    schema: typeof BankName,
    key: Parameters<typeof contractText>[0],
    max: number,
  ) => (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: contractText(key) }, schemaRule(schema)]}
    >
      <Input maxLength={max} autoComplete="off" data-testid={`cash-${name}`} />
    </Form.Item>
  );
  return (
    <>
      {field('bankName', t('cash.bankName'), BankName, 'bankNameInvalid', 100)}
      {field('branch', t('cash.branch'), BankBranch, 'branchInvalid', 7)}
      {field('accountNumber', t('cash.accountNumber'), BankAccountNumber, 'accountNumberInvalid', 15)}
      {field('holderName', t('cash.holderName'), HolderName, 'holderNameInvalid', 100)}
    </>
  );
}
