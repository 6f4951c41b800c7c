import { type PayoutAccount, WithdrawAmount } from '@dropmall/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule } from '../../lib/formRules';
import { formatPrice } from '../../lib/money';
import { PayoutFields } from './PayoutFields';

export interface ApplyValues {
  amount: string;
  method: 'pix' | 'bank';
  pixKey?: string;
  bankName?: string;
  branch?: string;
  accountNumber?: string;
  holderName?: string;
}

/** The account of the form's values, trimmed, as the server takes it. */
export function payoutOf(values: ApplyValues): PayoutAccount {
  const s = (v: string | undefined) => (v ?? '').trim();
  return values.method === 'pix'
    ? { method: 'pix', pixKey: s(values.pixKey) }
    : {
        method: 'bank',
        bankName: s(values.bankName),
        branch: s(values.branch),
        accountNumber: s(values.accountNumber),
        holderName: s(values.holderName),
      };
}

interface ApplyFormProps {
  balance: number;
  busy: boolean;
  onApply: (values: ApplyValues) => void;
}

/** Amount and payout account; the contract's rules on every field, the balance as the ceiling. */
export function ApplyForm({ balance, busy, onApply }: ApplyFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const method = Form.useWatch('method', form) ?? 'pix';
  const withinBalance = {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === '' || Number(value) <= balance) return;
      throw new Error(contractText('withdrawAboveBalance', { balance: balance.toFixed(2) }));
    },
  };
  return (
    <Form<ApplyValues>
      form={form}
      name="apply-cash"
      layout="vertical"
      className="dm-cash-form"
      initialValues={{ method: 'pix' }}
      onFinish={onApply}
    >
      <Form.Item label={t('cash.amount')} required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="amount"
            noStyle
            validateFirst
            rules={[
              { required: true, whitespace: true, message: contractText('withdrawAmountFormat') },
              schemaRule(WithdrawAmount),
              withinBalance,
            ]}
          >
            <Input
              inputMode="decimal"
              prefix="$"
              placeholder={t('cash.amountPlaceholder', { min: formatPrice(10) })}
              data-testid="cash-amount"
            />
          </Form.Item>
          <Button onClick={() => form.setFieldValue('amount', balance.toFixed(2))} data-testid="cash-all">
            {t('cash.withdrawAll')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item name="method" label={t('cash.method')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="cash-method">
          <Radio.Button value="pix">{t('cash.methods.pix')}</Radio.Button>
          <Radio.Button value="bank">{t('cash.methods.bank')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      <PayoutFields method={method} />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="cash-submit">
        {t('cash.submit')}
      </Button>
      <p className="dm-cash-note">{t('cash.note')}</p>
    </Form>
  );
}
