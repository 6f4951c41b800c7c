import { MailOutlined } from '@ant-design/icons';
import { EMAIL_PATTERN } from '@dropmall/contract';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { stripSpaces } from '../../lib/formRules';
import { CodeField } from '../../lib/ui/CodeField';
import { NewPasswordFields } from '../../lib/ui/NewPasswordFields';
import { AuthShell } from './AuthShell';
import { resetPassword, sendEmailCode } from './api';

interface ResetValues {
  email: string;
  newPassword: string;
  confirm: string;
  code: string;
}

/** /forgetPass (spec 000 §5): a new password, proven by a code e-mailed to the account. */
export default function ForgetPassPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const sendCode = async (): Promise<string | null> => {
    const { email } = await form.validateFields(['email']).catch(() => ({ email: null }));
    return email ? sendEmailCode(email, 'reset') : null;
  };

  const submit = async ({ email, newPassword, code }: ResetValues) => {
    setBusy(true);
    try {
      void message.success(await resetPassword(email, newPassword, code));
      void navigate('/login', { replace: true });
    } catch {
      setBusy(false); // the http client has shown why (unknown e-mail, wrong code ...)
    }
  };

  return (
    <AuthShell
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      footer={
        <Link to="/login" className="dm-auth__link">
          {t('forget.backToLogin')}
        </Link>
      }
    >
      <Form form={form} name="forget" layout="vertical" size="large" onFinish={submit}>
        <Form.Item
          name="email"
          label={t('forget.email')}
          normalize={stripSpaces}
          rules={[
            { required: true, message: t('auth.emailRequired') },
            { pattern: EMAIL_PATTERN, message: t('auth.emailInvalid') },
          ]}
        >
          <Input prefix={<MailOutlined aria-hidden />} autoComplete="email" placeholder="name@company.com" />
        </Form.Item>
        <NewPasswordFields />
        <CodeField
          id="forget_code"
          label={t('code.label')}
          placeholder={t('code.emailPlaceholder')}
          requiredMessage={t('auth.codeRequired')}
          scope="forgetPass"
          onSend={sendCode}
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="forget-submit">
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
