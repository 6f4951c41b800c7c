import type { ReconcileDifference } from '@dropmall/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';

interface ResolveModalProps {
  difference: ReconcileDifference | null;
  pending: boolean;
  onCancel: () => void;
  onResolve: (id: number, note: string) => void;
}

/** Resolving asks how it was resolved; the note stays on the resolved difference. Nothing else happens. */
export function ResolveModal({ difference, pending, onCancel, onResolve }: ResolveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  useEffect(() => {
    if (difference) form.resetFields();
  }, [difference, form]);
  return (
    <Modal
      open={difference !== null}
      title={t('reconcile.resolveTitle', { no: difference?.paymentNo || difference?.providerRef || '' })}
      okText={t('reconcile.resolve')}
      cancelText={t('reconcile.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className="dm-reconcile__hint">{t('reconcile.resolveHint')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ note }) => difference && onResolve(difference.id, note.trim())}
      >
        <Form.Item
          name="note"
          label={t('reconcile.note')}
          rules={[
            { required: true, whitespace: true, message: contractText('reconcileNoteRequired') },
            { max: 500, message: contractText('reconcileNoteRequired') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="reconcile-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
