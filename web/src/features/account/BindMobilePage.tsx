import { MobileOutlined } from '@ant-design/icons';
import { BindMobileRequest, StorageKey } from '@dropmall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule, stripSpaces } from '../../lib/formRules';
import { sendSmsCode } from '../../lib/messageCall';
import { updateUserInfo } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import { CodeField } from '../../lib/ui/CodeField';
import { AccountSection } from './AccountSection';
import { accountKeys, bindMobile } from './api';

interface BindValues {
  mobile: string;
  code: string;
}

/** /myCenter/bindMobile: a new mobile number, proven by an SMS code sent to it. */
export default function BindMobilePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindValues>();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(() => readStorage(StorageKey.userInfo)?.mobile ?? '');
  const [busy, setBusy] = useState(false);

  const sendCode = async (): Promise<string | null> => {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({ mobile: null }));
    return mobile ? sendSmsCode(mobile, 'bind') : null;
  };

  const submit = async ({ mobile, code }: BindValues) => {
    setBusy(true);
    try {
      const { msg } = await bindMobile(mobile, code);
      void message.success(msg);
      updateUserInfo({ mobile });
      setCurrent(mobile);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: accountKeys.info });
    } catch {
      // the http client has shown why (number taken, wrong code ...)
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title={t('titles.myCenterBindMobile')} intro={t('bindMobile.intro')}>
      <div className="dm-account__current">
        <span>
          {t('bindMobile.current')}:{' '}
          <strong data-testid="current-mobile">{current || t('bindMobile.none')}</strong>
        </span>
      </div>
      <Form form={form} name="bindMobile" layout="vertical" onFinish={submit}>
        <Form.Item
          name="mobile"
          label={t('bindMobile.newMobile')}
          normalize={stripSpaces}
          rules={[
            { required: true, message: t('auth.mobileRequired') },
            schemaRule(BindMobileRequest.shape.mobile),
          ]}
        >
          <Input
            prefix={<MobileOutlined aria-hidden />}
            inputMode="tel"
            placeholder={t('auth.mobilePlaceholder')}
          />
        </Form.Item>
        <CodeField
          id="bindMobile_code"
          label={t('code.label')}
          placeholder={t('code.smsPlaceholder')}
          requiredMessage={t('auth.codeRequired')}
          scope="bindMobile"
          onSend={sendCode}
        />
        <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="bind-submit">
          {t('bindMobile.submit')}
        </Button>
      </Form>
    </AccountSection>
  );
}
