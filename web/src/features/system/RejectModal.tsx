import type { SettlementReviewItem } from '@dropmall/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';

interface RejectModalProps {
  application: SettlementReviewItem | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (id: number, reason: string) => void;
}

/** Rejecting asks for the reason the business will read on its settlement page. */
export function RejectModal({ application, pending, onCancel, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={application !== null}
      title={t('review.rejectTitle', { name: application?.businessName ?? '' })}
      okText={t('review.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('system.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="reject"
        onFinish={({ reason }) => application && onReject(application.id, reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('review.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: contractText('required', { field: t('review.reason') }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
