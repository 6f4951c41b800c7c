import { BrandSave, type BrandSaveInput, isMessageKey } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { UploadControl } from '../../lib/ui/UploadControl';
import { type BrandView, brandKeys, saveBrand } from './api';

type Values = Pick<BrandSaveInput, 'name' | 'logoUrl' | 'description' | 'website'>;
const FIELDS = ['name', 'logoUrl', 'description', 'website'] as const;

/** Add or edit a brand, checked with the contract's rules (the server runs the same and more). */
export function BrandDialog({ editing, onClose }: { editing: BrandView | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: saveBrand,
    onSuccess: () => {
      void message.success(t('brands.saved'));
      void queryClient.invalidateQueries({ queryKey: brandKeys.all });
      onClose();
    },
  });
  const submit = () => {
    const values = form.getFieldsValue(true) as Values;
    const parsed = BrandSave.safeParse({ ...values, id: editing === 'new' ? undefined : editing.id });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const field = issue.path[0] as (typeof FIELDS)[number];
          return {
            name: field,
            errors: [
              isMessageKey(issue.message)
                ? contractText(issue.message, { field: t(`brands.fields.${field}`) })
                : issue.message,
            ],
          };
        }),
      );
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <Modal
      open
      title={editing === 'new' ? t('brands.add') : t('brands.edit')}
      onCancel={onClose}
      onOk={submit}
      okText={t('brands.save')}
      cancelText={t('brands.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'brand-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing === 'new' ? { name: '', logoUrl: '', description: '', website: '' } : editing}
        data-testid="brand-form"
      >
        <Form.Item name="name" label={t('brands.fields.name')} required>
          <Input maxLength={80} data-testid="brand-name" />
        </Form.Item>
        <Form.Item name="logoUrl" label={t('brands.fields.logoUrl')} extra={t('brands.logoTip')}>
          <UploadControl deletable label={t('brands.uploadLogo')} testId="brand-logo" />
        </Form.Item>
        <Form.Item name="description" label={t('brands.fields.description')}>
          <Input.TextArea rows={3} maxLength={520} showCount data-testid="brand-description" />
        </Form.Item>
        <Form.Item name="website" label={t('brands.fields.website')}>
          <Input placeholder="https://" data-testid="brand-website" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
