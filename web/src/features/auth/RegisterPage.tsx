import { MailOutlined, MobileOutlined, ShopOutlined } from '@ant-design/icons';
import { EMAIL_PATTERN, RegisterRequest } from '@dropmall/contract';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { schemaRule, stripSpaces } from '../../lib/formRules';
import { CodeField } from '../../lib/ui/CodeField';
import { AuthShell } from './AuthShell';
import { type RegisterFields, register, sendEmailCode } from './api';

interface RegisterValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  code: string;
}

/** /registerPage (spec 000 §5): a business and its owner, proven by an e-mailed code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const fields = RegisterRequest.shape;

  // The e-mail field's own rules give the spec's messages ('please enter e-mail', '... a correct e-mail').
  const sendCode = async (): Promise<string | null> => {
    const { email } = await form.validateFields(['email']).catch(() => ({ email: null }));
    return email ? sendEmailCode(email, 'register') : null;
  };

  const submit = async ({ name, email, mobile, password, code }: RegisterValues) => {
    setBusy(true);
    try {
      const body: RegisterFields = { name: name.trim(), email, mobile, loginPwd: password, code };
      void message.success(await register(body));
      void navigate('/login', { replace: true });
    } catch {
      setBusy(false); // the http client has shown why (taken e-mail or mobile, wrong code ...)
    }
  };

  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="dm-auth__link">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <Form form={form} name="register" layout="vertical" size="large" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('register.name')}
          rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }]}
        >
          <Input
            prefix={<ShopOutlined aria-hidden />}
            maxLength={100}
            placeholder={t('register.namePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('register.email')}
          rules={[
            { required: true, message: t('auth.emailRequired') },
            { pattern: EMAIL_PATTERN, message: t('auth.emailInvalid') },
          ]}
          normalize={stripSpaces}
        >
          <Input prefix={<MailOutlined aria-hidden />} autoComplete="email" placeholder="name@company.com" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('register.mobile')}
          normalize={stripSpaces}
          rules={[{ required: true, message: t('auth.mobileRequired') }, schemaRule(fields.mobile)]}
        >
          <Input
            prefix={<MobileOutlined aria-hidden />}
            autoComplete="tel"
            placeholder={t('auth.mobilePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('register.password')}
          normalize={stripSpaces}
          rules={[{ required: true, message: t('auth.passwordRequired') }, schemaRule(fields.loginPwd)]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('auth.passwordHint')} />
        </Form.Item>
        <CodeField
          id="register_code"
          label={t('code.label')}
          placeholder={t('code.emailPlaceholder')}
          requiredMessage={t('auth.codeRequired')}
          scope="registerPage"
          onSend={sendCode}
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
