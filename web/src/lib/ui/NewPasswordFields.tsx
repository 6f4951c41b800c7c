import { passwordField } from '@dropmall/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, stripSpaces } from '../formRules';

/**
 * A new password (6-20 characters, whitespace dropped as typed) and its confirmation (spec 000 §5:
 * 'enter password again', 'the two passwords differ'), as the form fields `newPassword` and `confirm`.
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        normalize={stripSpaces}
        rules={[{ required: true, message: t('password.newRequired') }, schemaRule(passwordField)]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.passwordHint')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        normalize={stripSpaces}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
