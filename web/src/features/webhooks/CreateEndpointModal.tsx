import { WEBHOOK_EVENTS, type WebhookEndpointCreate, type WebhookEndpointCreated } from '@dropmall/contract';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretOnceModal } from '../../lib/ui/SecretOnceModal';
import { createEndpoint, eventKey } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once the endpoint exists (the list refreshes); the secret stays in this dialog only. */
  onCreated: () => void;
}

/** Add an endpoint: its address and events; then its signing secret, shown this once. */
export function CreateEndpointModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WebhookEndpointCreate>();
  return (
    <SecretOnceModal<WebhookEndpointCreate, WebhookEndpointCreated>
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      create={createEndpoint}
      form={form}
      initialValues={{ events: [...WEBHOOK_EVENTS] }}
      testId="webhook"
      texts={{
        title: t('webhooks.createTitle'),
        createdTitle: t('webhooks.createdTitle'),
        cancel: t('webhooks.cancel'),
        save: t('webhooks.createSave'),
        done: t('webhooks.done'),
        secretOnce: t('webhooks.secretOnce'),
        secretUse: t('webhooks.secretUse'),
        copy: t('webhooks.copy'),
        copied: t('webhooks.copied'),
      }}
    >
      <Form.Item
        name="url"
        label={t('webhooks.url')}
        extra={t('webhooks.urlHelp')}
        rules={[
          { required: true, whitespace: true, message: t('webhooks.urlRule') },
          { pattern: /^https?:\/\/\S+$/i, message: t('webhooks.urlRule') },
          { max: 500, message: t('webhooks.urlRule') },
        ]}
      >
        <Input maxLength={500} placeholder="https://erp.example.com/dropmall/webhooks" />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('webhooks.events')}
        rules={[{ required: true, type: 'array', min: 1, message: t('webhooks.eventsRule') }]}
      >
        <Checkbox.Group className="dm-webhooks__events">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} data-testid={`event-${event}`}>
              <strong>{t(`webhooks.event.${eventKey(event)}`)}</strong> <code>{event}</code>
              <div className="dm-webhooks__muted">{t(`webhooks.eventHelp.${eventKey(event)}`)}</div>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
    </SecretOnceModal>
  );
}
