import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  onCancel: () => void;
  onOk: (reason: string) => void;
  loading: boolean;
}

/** Asks the seller why (refusing a request, rejecting a returned parcel): the buyer reads it. */
export function ReasonDialog({ open, title, onCancel, onOk, loading }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      okText={t('afterSales.confirm')}
      cancelText={t('afterSales.close')}
      okButtonProps={{ loading, danger: true, 'data-testid': 'reason-submit' }}
      onOk={() =>
        form
          .validateFields()
          .then((v) => onOk(v.reason.trim()))
          // The form shows what is missing; nothing else to do.
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('afterSales.refuseReason')}
          rules={[{ required: true, whitespace: true, message: t('afterSales.refuseReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
