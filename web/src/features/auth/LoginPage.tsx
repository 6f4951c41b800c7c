import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ERROR_TOAST_MS, LOGIN_REDIRECT_DELAY_MS } from '@dropmall/contract';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginNormalize } from '../../lib/formRules';
import { CodeField } from '../../lib/ui/CodeField';
import { AuthShell } from './AuthShell';
import { login, sendEmailCode, sendSmsCode } from './api';
import { loginCodeProblem } from './loginCodeCheck';
import { afterLogin } from './loginFlow';

interface LoginValues {
  username: string;
  password: string;
  code: string;
}

/** /login (spec 001 §2, §4, §5): username (e-mail or mobile), password and a login code. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const sendCode = async (): Promise<string | null> => {
    const username: string = form.getFieldValue('username') ?? '';
    const problem = loginCodeProblem(username);
    if (problem) {
      form.setFields([{ name: 'username', errors: [problem] }]);
      return null;
    }
    return username.includes('@') ? sendEmailCode(username, 'login') : sendSmsCode(username, 'login');
  };

  const submit = async ({ username, password, code }: LoginValues) => {
    setBusy(true);
    let leaving = false;
    try {
      const next = await afterLogin(await login(username, password, code), search.get('redirect'));
      if (next.kind === 'settlement') {
        leaving = true;
        void navigate('/Settlement', { replace: true });
      } else if (next.kind === 'noMenu') {
        void message.error({ content: t('login.noMenu'), duration: ERROR_TOAST_MS / 1000 });
      } else {
        leaving = true;
        void message.success(t('login.success'));
        setTimeout(() => void navigate(next.to, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
      }
    } catch {
      // the http client has shown the server's message (wrong password, wrong code, frozen ...)
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/registerPage" className="dm-auth__link">
            {t('login.register')}
          </Link>
        </>
      }
    >
      <Form form={form} name="login" layout="vertical" size="large" onFinish={submit}>
        <Form.Item
          name="username"
          label={t('login.username')}
          normalize={loginNormalize}
          rules={[{ required: true, message: t('login.usernameRequired') }]}
        >
          <Input
            prefix={<UserOutlined aria-hidden />}
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          normalize={loginNormalize}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
          />
        </Form.Item>
        <CodeField
          id="login_code"
          label={t('code.label')}
          placeholder={t('code.placeholder')}
          requiredMessage={t('login.codeRequired')}
          scope="login"
          onSend={sendCode}
          checkOnBlur
        />
        <div className="dm-auth__row">
          <Link to="/forgetPass" className="dm-auth__link">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
