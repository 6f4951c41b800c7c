import { type PriceRule, storePrice } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, message, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { fetchPriceRule, savePriceRule, storeKeys } from './api';

/** An example mall price to show what the rule makes of it. */
const EXAMPLE = 12.5;

/** The business's markup rule for prices published to its stores (multiplier, fixed amount, .99). */
export function PriceRuleCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PriceRule>();
  const rule = useQuery({ queryKey: storeKeys.priceRule, queryFn: fetchPriceRule });
  const save = useMutation({
    mutationFn: savePriceRule,
    onSuccess: (saved) => {
      queryClient.setQueryData(storeKeys.priceRule, saved);
      void message.success(t('stores.priceSaved'));
    },
  });
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);
  const values = Form.useWatch([], form) as Partial<PriceRule> | undefined;
  const example =
    values?.multiplier != null && values.fixed != null
      ? storePrice(EXAMPLE, {
          multiplier: values.multiplier,
          fixed: values.fixed,
          roundTo99: values.roundTo99 ?? true,
        })
      : null;

  return (
    <Card className="dm-stores__rule" title={t('stores.priceRule')} data-testid="price-rule">
      <p className="dm-stores__muted">{t('stores.priceRuleHint')}</p>
      <Form<PriceRule> form={form} layout="inline" disabled={rule.isPending} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="multiplier" label={t('stores.multiplier')} rules={[{ required: true }]}>
          <InputNumber min={1} max={20} step={0.1} addonAfter="×" />
        </Form.Item>
        <Form.Item name="fixed" label={t('stores.fixed')} rules={[{ required: true }]}>
          <InputNumber min={0} max={10000} step={0.5} precision={2} addonBefore="+" />
        </Form.Item>
        <Form.Item name="roundTo99" label={t('stores.roundTo99')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" type="primary" loading={save.isPending}>
            {t('stores.save')}
          </Button>
        </Form.Item>
      </Form>
      {example !== null && (
        <p className="dm-stores__muted" data-testid="price-example">
          {t('stores.priceExample', { mall: formatPrice(EXAMPLE), store: formatPrice(example) })}
        </p>
      )}
    </Card>
  );
}
