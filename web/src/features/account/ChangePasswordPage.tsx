import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetSession } from '../../lib/session';
import { NewPasswordFields } from '../../lib/ui/NewPasswordFields';
import { AccountSection } from './AccountSection';
import { changePassword } from './api';
import { PayPasswordSection } from './PayPasswordSection';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * /System/password and /myCenter/changePassword. The server ends every session of the account on a
 * change, this one included, so the page forgets the session and sends the user to log in again. Below
 * it, a business's 6-digit payment password (PayPasswordSection).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setBusy(true);
    try {
      const { msg } = await changePassword(oldPassword, newPassword);
      forgetSession();
      void message.success(msg);
      void navigate('/login', { replace: true });
    } catch {
      setBusy(false); // the http client has shown why (wrong current password, same password ...)
    }
  };

  return (
    <>
      <AccountSection title={t('password.title')} intro={t('password.intro')}>
        <Form<PasswordValues> name="changePassword" layout="vertical" onFinish={submit}>
          <Form.Item
            name="oldPassword"
            label={t('password.old')}
            rules={[{ required: true, message: t('password.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="password-submit">
            {t('password.submit')}
          </Button>
        </Form>
      </AccountSection>
      <div className="dm-account">
        <PayPasswordSection />
      </div>
    </>
  );
}
