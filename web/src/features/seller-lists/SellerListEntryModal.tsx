import type { SellerListEntry } from '@dropmall/contract';
import { type ButtonProps, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerListDraft } from './api';

interface SellerListEntryModalProps {
  /** The entry being edited; null for a new one; undefined when closed. */
  editing: SellerListEntry | null | undefined;
  /** Brand stories carry a text in each language. */
  withContent: boolean;
  saving: boolean;
  onSave: (draft: SellerListDraft) => void;
  onCancel: () => void;
}

/** Adds or edits one entry of a seller list, its name in both languages. */
export function SellerListEntryModal({
  editing,
  withContent,
  saving,
  onSave,
  onCancel,
}: SellerListEntryModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SellerListDraft>();
  useEffect(() => {
    if (editing === undefined) return;
    form.setFieldsValue(editing ?? { nameEn: '', nameZh: '', contentEn: '', contentZh: '', sort: 0 });
  }, [editing, form]);

  const name = (field: 'nameEn' | 'nameZh') => (
    <Form.Item
      name={field}
      label={t(`sellerLists.${field}`)}
      rules={[
        { required: true, whitespace: true, message: t('sellerLists.nameRequired') },
        { max: 100, message: t('sellerLists.nameTooLong') },
      ]}
    >
      <Input data-testid={`seller-list-${field}`} />
    </Form.Item>
  );
  const content = (field: 'contentEn' | 'contentZh') => (
    <Form.Item name={field} label={t(`sellerLists.${field}`)} rules={[{ max: 2000 }]}>
      <Input.TextArea rows={4} data-testid={`seller-list-${field}`} />
    </Form.Item>
  );

  return (
    <Modal
      open={editing !== undefined}
      title={t(editing ? 'sellerLists.edit' : 'sellerLists.add')}
      okText={t('sellerLists.save')}
      cancelText={t('sellerLists.cancel')}
      confirmLoading={saving}
      onOk={() =>
        form.validateFields().then(
          (values) => onSave({ ...values, id: editing?.id }),
          () => undefined, // the form shows what is missing
        )
      }
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'seller-list-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {name('nameEn')}
        {name('nameZh')}
        {withContent ? content('contentEn') : null}
        {withContent ? content('contentZh') : null}
        <Form.Item name="sort" label={t('sellerLists.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
