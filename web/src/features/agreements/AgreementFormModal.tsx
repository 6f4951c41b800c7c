import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { AgreementRecord } from '@dropmall/contract';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementDraft } from './api';

interface AgreementFormModalProps {
  /** The agreement being edited; null for a new one; undefined when closed. */
  editing: AgreementRecord | null | undefined;
  saving: boolean;
  onSave: (draft: AgreementDraft) => void;
  onCancel: () => void;
}

type Values = Omit<AgreementDraft, 'publish' | 'id'>;

/** Writes an agreement: title, text and attached file links; saved as a draft or published. */
export function AgreementFormModal({ editing, saving, onSave, onCancel }: AgreementFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const published = editing?.state === 'published';
  useEffect(() => {
    if (editing === undefined) return;
    form.setFieldsValue(
      editing
        ? { title: editing.title, context: editing.context, messageFile: editing.messageFile }
        : { title: '', context: '', messageFile: [] },
    );
  }, [editing, form]);

  const submit = async (publish: boolean) => {
    // A failed validation is shown on the fields themselves; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    onSave({ ...values, messageFile: values.messageFile ?? [], publish, id: editing?.id });
  };

  return (
    <Modal
      open={editing !== undefined}
      title={t(editing ? 'agreements.edit' : 'agreements.new')}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{t('agreements.cancel')}</Button>
          {published ? null : (
            <Button loading={saving} onClick={() => void submit(false)} data-testid="agreement-save-draft">
              {t('agreements.saveDraft')}
            </Button>
          )}
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit(true)}
            data-testid="agreement-publish"
          >
            {t(published ? 'agreements.republish' : 'agreements.publish')}
          </Button>
        </Space>
      }
    >
      {published ? <p className="dm-agreement__time">{t('agreements.republishHint')}</p> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="title"
          label={t('agreements.title')}
          rules={[{ required: true, whitespace: true, message: t('agreements.titleRequired') }, { max: 200 }]}
        >
          <Input data-testid="agreement-title" />
        </Form.Item>
        <Form.Item
          name="context"
          label={t('agreements.content')}
          rules={[{ required: true, whitespace: true, message: t('agreements.contentRequired') }]}
        >
          <Input.TextArea rows={8} data-testid="agreement-content" />
        </Form.Item>
        <Form.List name="messageFile">
          {(fields, { add, remove }) => (
            <Form.Item label={t('agreements.files')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, message: t('agreements.fileNameRequired') }]}
                  >
                    <Input placeholder={t('agreements.fileName')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    rules={[
                      {
                        required: true,
                        pattern: /^(https?:\/\/|\/uploads\/)\S+$/,
                        message: t('agreements.fileUrlInvalid'),
                      },
                    ]}
                  >
                    <Input placeholder="https://…" style={{ width: 320 }} />
                  </Form.Item>
                  <MinusCircleOutlined
                    onClick={() => remove(field.name)}
                    aria-label={t('agreements.removeFile')}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
                {t('agreements.addFile')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
