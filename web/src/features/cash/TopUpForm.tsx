import { TopUpAmount, type TopUpMethod, type TopUpOverview } from '@dropmall/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule } from '../../lib/formRules';
import { formatPrice } from '../../lib/money';

export interface TopUpValues {
  amount: string;
  method: TopUpMethod;
}

interface TopUpFormProps {
  overview: TopUpOverview;
  busy: boolean;
  onSubmit: (values: TopUpValues) => void;
}

/** Amount (the configured minimum and maximum) and one of the methods the payment provider takes. */
export function TopUpForm({ overview, busy, onSubmit }: TopUpFormProps) {
  const { t } = useTranslation();
  const within = {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === '') return;
      const n = Number(value);
      if (n < overview.minimum)
        throw new Error(contractText('topUpBelowMinimum', { minimum: overview.minimum.toFixed(2) }));
      if (n > overview.maximum)
        throw new Error(contractText('topUpAboveMaximum', { maximum: overview.maximum.toFixed(2) }));
    },
  };
  return (
    <Form<TopUpValues>
      name="top-up"
      layout="vertical"
      className="dm-cash-form"
      initialValues={{ method: overview.methods[0] }}
      onFinish={onSubmit}
    >
      <Form.Item
        name="amount"
        label={t('topUp.amount')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: contractText('topUpAmountFormat') },
          schemaRule(TopUpAmount),
          within,
        ]}
        extra={t('topUp.limits', {
          min: formatPrice(overview.minimum),
          max: formatPrice(overview.maximum),
        })}
      >
        <Input inputMode="decimal" prefix="$" data-testid="top-up-amount" />
      </Form.Item>
      <Form.Item name="method" label={t('topUp.method')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="top-up-method">
          {overview.methods.map((m) => (
            <Radio.Button key={m} value={m}>
              {t(`topUp.methods.${m}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="top-up-submit">
        {t('topUp.submit')}
      </Button>
      <p className="dm-cash-note">{t('topUp.note')}</p>
    </Form>
  );
}
