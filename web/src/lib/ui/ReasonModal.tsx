import { Form, Input, Modal } from 'antd';

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** The danger button's text, e.g. 'Reject'. */
  okText: string;
  cancelText: string;
  reasonLabel: string;
  /** Shown when the reason is empty or blank. */
  requiredMessage: string;
  pending: boolean;
  testId: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** A refusal that needs a reason the other party will read: reject a settlement, a withdrawal, ... */
export function ReasonModal({
  open,
  title,
  okText,
  cancelText,
  reasonLabel,
  requiredMessage,
  pending,
  testId,
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={cancelText}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={testId} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[{ required: true, whitespace: true, message: requiredMessage }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid={testId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
