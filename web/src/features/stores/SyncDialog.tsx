import type { StoreSyncSave, StoreView } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Modal, message, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSyncSettings, storeKeys } from './api';

type Values = Omit<StoreSyncSave, 'id'>;

/** A store's stock and price sync: the safety buffer, the price rise threshold, what a stopped variant becomes. */
export function SyncDialog({ store, onClose }: { store: StoreView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (store) form.setFieldsValue(store.sync);
  }, [store, form]);
  const save = useMutation({
    mutationFn: (values: Values) => saveSyncSettings({ ...values, id: store?.id ?? 0 }),
    onSuccess: () => {
      void message.success(t('stores.sync.saved'));
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={store !== null}
      title={store ? t('stores.sync.title', { name: store.name }) : ''}
      okText={t('stores.save')}
      cancelText={t('stores.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="dm-stores__muted">{t('stores.sync.intro')}</p>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item
          name="buffer"
          label={t('stores.sync.buffer')}
          extra={t('stores.sync.bufferHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100_000} precision={0} data-testid="sync-buffer" />
        </Form.Item>
        <Form.Item
          name="holdPercent"
          label={t('stores.sync.holdPercent')}
          extra={t('stores.sync.holdPercentHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={1000} precision={2} addonAfter="%" data-testid="sync-hold-percent" />
        </Form.Item>
        <Form.Item name="stopSelling" label={t('stores.sync.stopSelling')}>
          <Radio.Group>
            <Radio value="zero">{t('stores.sync.stopZero')}</Radio>
            <Radio value="unpublish">{t('stores.sync.stopUnpublish')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
