import { payPasswordField } from '@dropmall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../lib/formRules';
import {
  changePayPassword,
  type PayPasswordState,
  payPasswordKey,
  resetPayPassword,
  sendPayPasswordCode,
  setPayPassword,
  usePayPassword,
} from '../../lib/payPassword';
import { isBusinessSession } from '../../lib/session';
import { formatTime } from '../../lib/time';
import { CodeField } from '../../lib/ui/CodeField';

interface Values {
  oldPassword?: string;
  code?: string;
  password: string;
  confirm: string;
}

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** A 6-digit password field (digits only, kept as typed otherwise hidden). */
function SixDigits({ name, label, testId }: { name: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      normalize={digitsOnly}
      rules={[{ required: true, message: t('payPassword.enterSix') }, schemaRule(payPasswordField)]}
    >
      <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" data-testid={testId} />
    </Form.Item>
  );
}

/** The new password twice. */
function NewSixDigits() {
  const { t } = useTranslation();
  return (
    <>
      <SixDigits name="password" label={t('payPassword.new')} testId="pay-password-new" />
      <Form.Item
        name="confirm"
        label={t('payPassword.confirm')}
        normalize={digitsOnly}
        dependencies={['password']}
        rules={[
          { required: true, message: t('payPassword.enterSix') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          data-testid="pay-password-confirm"
        />
      </Form.Item>
    </>
  );
}

function StateLine({ state }: { state: PayPasswordState }) {
  const { t } = useTranslation();
  const tag = state.locked ? (
    <Tag color="red">{t('payPassword.stateLocked')}</Tag>
  ) : state.set ? (
    <Tag color="green">{t('payPassword.stateSet')}</Tag>
  ) : (
    <Tag>{t('payPassword.stateNotSet')}</Tag>
  );
  return (
    <div className="dm-account__current" data-testid="pay-password-state">
      <span>
        {t('payPassword.state')}: {tag}
      </span>
    </div>
  );
}

/**
 * The payment password on the account security page (/System/password): opt-in; set it, change it with
 * the current one, or reset it with a code e-mailed to the owner (which also lifts a lock). Staff see
 * whether it is set; only the owner manages it. Operators have none and see nothing.
 */
export function PayPasswordSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Operators have no payment password: not even asked (the call would answer 403).
  const state = usePayPassword(isBusinessSession());
  const [busy, setBusy] = useState(false);
  const [setForm] = Form.useForm<Values>();
  const [changeForm] = Form.useForm<Values>();
  const [resetForm] = Form.useForm<Values>();
  const data = state.data;
  if (!data) return null;

  const run = async (
    call: () => Promise<{ msg: string }>,
    form: ReturnType<typeof Form.useForm<Values>>[0],
  ) => {
    setBusy(true);
    try {
      const { msg } = await call();
      void message.success(msg);
      form.resetFields();
    } catch {
      // the http client has shown why (wrong current password, wrong code, locked ...)
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: payPasswordKey });
    }
  };

  const submit = (testId: string, label: string) => (
    <Button type="primary" htmlType="submit" loading={busy} data-testid={testId}>
      {label}
    </Button>
  );

  const setPanel = (
    <Form<Values>
      form={setForm}
      name="setPayPassword"
      layout="vertical"
      onFinish={({ password }) => run(() => setPayPassword(password), setForm)}
    >
      <NewSixDigits />
      {submit('pay-password-set', t('payPassword.set'))}
    </Form>
  );

  const changePanel = (
    <Form<Values>
      form={changeForm}
      name="changePayPassword"
      layout="vertical"
      onFinish={({ oldPassword, password }) =>
        run(() => changePayPassword(oldPassword ?? '', password), changeForm)
      }
    >
      <SixDigits name="oldPassword" label={t('payPassword.old')} testId="pay-password-old" />
      <NewSixDigits />
      {submit('pay-password-change', t('payPassword.change'))}
    </Form>
  );

  const resetPanel = (
    <Form<Values>
      form={resetForm}
      name="resetPayPassword"
      layout="vertical"
      onFinish={({ code, password }) => run(() => resetPayPassword(code ?? '', password), resetForm)}
    >
      <p className="dm-account__note">{t('payPassword.resetIntro')}</p>
      <CodeField
        id="resetPayPassword_code"
        label={t('code.label')}
        placeholder={t('code.emailPlaceholder')}
        requiredMessage={t('auth.codeRequired')}
        scope="payPassword"
        onSend={async () => {
          const { msg, model } = await sendPayPasswordCode();
          return `${msg} ${t('payPassword.codeSentTo', { to: model.sentTo })}`;
        }}
      />
      <NewSixDigits />
      {submit('pay-password-reset', t('payPassword.reset'))}
    </Form>
  );

  return (
    <section className="dm-account__block dm-pay-password-section" data-testid="pay-password-section">
      <header className="dm-account__head">
        <h1>{t('payPassword.title')}</h1>
        <p>{t('payPassword.intro')}</p>
      </header>
      <StateLine state={data} />
      {data.locked && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('payPassword.disabledTitle')}
          description={t('payPassword.lockedUntil', { time: formatTime(data.lockedUntil) })}
        />
      )}
      {!data.canManage ? (
        <Alert type="info" showIcon title={t('payPassword.ownerOnly')} />
      ) : !data.set ? (
        setPanel
      ) : (
        <Tabs
          defaultActiveKey={data.locked ? 'reset' : 'change'}
          items={[
            { key: 'change', label: t('payPassword.changeTab'), children: changePanel },
            { key: 'reset', label: t('payPassword.resetTab'), children: resetPanel },
          ]}
        />
      )}
    </section>
  );
}
