import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
} from '@dropmall/contract';
import { Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretOnceModal } from '../../lib/ui/SecretOnceModal';
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
  return (
    <SecretOnceModal<ApiKeyCreateRequest, ApiKeyCreated>
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      create={createApiKey}
      form={form}
      initialValues={{ scopes: ['catalogue:read'], expiresInDays: 90 }}
      testId="api-key"
      texts={{
        title: t('apiKeys.createTitle'),
        createdTitle: t('apiKeys.createdTitle'),
        cancel: t('apiKeys.cancel'),
        save: t('apiKeys.createSave'),
        done: t('apiKeys.done'),
        secretOnce: t('apiKeys.secretOnce'),
        secretUse: t('apiKeys.secretUse'),
        copy: t('apiKeys.copy'),
        copied: t('apiKeys.copied'),
      }}
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
    </SecretOnceModal>
  );
}
