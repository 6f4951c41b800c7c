import type { AutoPaySave, StoreView } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, message, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAutoPay, storeKeys } from './api';

type Values = Omit<AutoPaySave, 'id'>;

/** A store's automatic fulfilment payment: on/off, per-order cap, daily cap, the balance to keep. */
export function AutoPayDialog({ store, onClose }: { store: StoreView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch('enabled', form) as boolean | undefined;
  useEffect(() => {
    if (store) form.setFieldsValue({ ...store.autoPay, payPassword: undefined });
  }, [store, form]);
  const save = useMutation({
    mutationFn: (values: Values) => saveAutoPay({ ...values, id: store?.id ?? 0 }),
    onSuccess: () => {
      void message.success(t('stores.autoPay.saved'));
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
      onClose();
    },
  });
  const turningOn = enabled === true && store?.autoPay.enabled === false;
  return (
    <Modal
      open={store !== null}
      title={store ? t('stores.autoPay.title', { name: store.name }) : ''}
      okText={t('stores.save')}
      cancelText={t('stores.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="dm-stores__muted">{t('stores.autoPay.intro')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate({ ...v, payPassword: v.payPassword || undefined })}
      >
        <Form.Item name="enabled" label={t('stores.autoPay.enabled')} valuePropName="checked">
          <Switch data-testid="auto-pay-enabled" />
        </Form.Item>
        <Form.Item name="orderCap" label={t('stores.autoPay.orderCap')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1_000_000} step={10} precision={2} data-testid="auto-pay-order-cap" />
        </Form.Item>
        <Form.Item name="dailyCap" label={t('stores.autoPay.dailyCap')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1_000_000} step={50} precision={2} data-testid="auto-pay-daily-cap" />
        </Form.Item>
        <Form.Item name="minBalance" label={t('stores.autoPay.minBalance')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1_000_000} step={50} precision={2} data-testid="auto-pay-min-balance" />
        </Form.Item>
        {turningOn && (
          <Form.Item
            name="payPassword"
            label={t('stores.autoPay.payPassword')}
            extra={t('stores.autoPay.payPasswordHelp')}
          >
            <Input.Password maxLength={6} autoComplete="off" inputMode="numeric" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
