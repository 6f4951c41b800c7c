import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TemplateField, templateRules } from './templateForm';

interface GrantCouponModalProps {
  /** The template's title, or undefined when closed. */
  title: string | undefined;
  granting: boolean;
  onGrant: (business: string) => void;
  onCancel: () => void;
}

/** Gives one coupon of a template to a business, named by its id or a user's e-mail. */
export function GrantCouponModal({ title, granting, onGrant, onCancel }: GrantCouponModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ business: string }>();
  const rules = templateRules((field: TemplateField) => t(`couponAdmin.${field}`));
  return (
    <Modal
      open={title !== undefined}
      title={t('couponAdmin.grantTitle', { title })}
      okText={t('couponAdmin.grant')}
      cancelText={t('couponAdmin.cancel')}
      confirmLoading={granting}
      onOk={() =>
        form.validateFields().then(
          (values) => onGrant(values.business.trim()),
          () => undefined,
        )
      }
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'coupon-grant-confirm' } as ButtonProps}
      destroyOnHidden
    >
      <p>{t('couponAdmin.grantHint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="business" label={t('couponAdmin.business')} rules={rules.grantTarget}>
          <Input placeholder={t('couponAdmin.businessPlaceholder')} data-testid="coupon-grant-business" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
