import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
} from '@dropmall/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiKey, scopeKey } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once the key exists (the list refreshes); the secret stays in this dialog only. */
  onCreated: () => void;
}

/** Make a key: name, scopes, expiry; then its secret, shown this once. */
export function CreateKeyModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApiKeyCreateRequest>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (answer) => {
      setCreated(answer);
      form.resetFields();
      onCreated();
    },
  });
  const close = () => {
    // The secret is forgotten when the dialog closes: it cannot be shown again.
    setCreated(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={created ? t('apiKeys.createdTitle') : t('apiKeys.createTitle')}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close} data-testid="api-key-done">
            {t('apiKeys.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('apiKeys.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
              {t('apiKeys.createSave')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="dm-api-keys__secret">
          <Alert type="warning" showIcon message={t('apiKeys.secretOnce')} />
          <Typography.Paragraph
            code
            copyable={{ text: created.secret, tooltips: [t('apiKeys.copy'), t('apiKeys.copied')] }}
            data-testid="api-key-secret"
          >
            {created.secret}
          </Typography.Paragraph>
          <p className="dm-api-keys__muted">{t('apiKeys.secretUse')}</p>
        </div>
      ) : (
        <Form<ApiKeyCreateRequest>
          form={form}
          layout="vertical"
          initialValues={{ scopes: ['catalogue:read'], expiresInDays: 90 }}
          onFinish={(values) => create.mutate(values)}
        >
          <Form.Item
            name="name"
            label={t('apiKeys.name')}
            extra={t('apiKeys.nameHelp')}
            rules={[
              { required: true, whitespace: true, message: t('apiKeys.nameRule') },
              { max: 60, message: t('apiKeys.nameRule') },
            ]}
          >
            <Input maxLength={60} placeholder={t('apiKeys.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('apiKeys.scopes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('apiKeys.scopesRule') }]}
          >
            <Checkbox.Group className="dm-api-keys__scopes">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} data-testid={`scope-${scope}`}>
                  <strong>{t(`apiKeys.scope.${scopeKey(scope)}`)}</strong>
                  <div className="dm-api-keys__muted">{t(`apiKeys.scopeHelp.${scopeKey(scope)}`)}</div>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="expiresInDays" label={t('apiKeys.expiry')}>
            <Radio.Group optionType="button" buttonStyle="solid">
              {API_KEY_EXPIRY_DAYS.map((days) => (
                <Radio.Button key={days} value={days}>
                  {days === 0 ? t('apiKeys.never') : t('apiKeys.days', { count: days })}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
