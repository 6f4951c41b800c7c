import type { WithdrawalView } from '@dropmall/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';

interface RejectWithdrawalModalProps {
  withdrawal: WithdrawalView | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (id: number, reason: string) => void;
}

/** Rejecting asks for the reason the business reads in its records and its message. */
export function RejectWithdrawalModal({
  withdrawal,
  pending,
  onCancel,
  onReject,
}: RejectWithdrawalModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={withdrawal !== null}
      title={t('cash.review.rejectTitle', { no: withdrawal?.withdrawalNo ?? '' })}
      okText={t('cash.review.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('cash.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="reject-withdrawal"
        onFinish={({ reason }) => withdrawal && onReject(withdrawal.id, reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('cash.review.reason')}
          rules={[{ required: true, whitespace: true, message: contractText('rejectReasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="withdrawal-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
