import {
  type BusinessUserItem,
  emailField,
  mobileField,
  PERSON_NAME_MAX,
  passwordField,
} from '@dropmall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, message, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule, stripSpaces } from '../../lib/formRules';
import { editPerson, type PersonFields, roleBox, savePerson, systemKeys } from './api';

interface PersonFormModalProps {
  /** The person to modify; null to add one. */
  person: BusinessUserItem | null;
  platform: boolean;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  name: string;
  email: string;
  mobile?: string;
  password?: string;
  roleId?: number;
  businessName?: string;
  isOwner?: boolean;
}

/**
 * Add or modify a business user. A business adds staff with a password it gives and one of its roles; an
 * operator adds a new business with its owner, and may make a staff member an owner.
 */
export function PersonFormModal({ person, platform, open, onClose, onSaved }: PersonFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const adding = person === null;
  const newBusiness = platform && adding;
  const isOwner = Form.useWatch('isOwner', form) ?? person?.isOwner ?? false;
  const boxOf = platform ? (person?.businessId ?? null) : null;
  const roles = useQuery({
    queryKey: systemKeys.roleBox(boxOf),
    queryFn: () => roleBox(boxOf),
    enabled: open && !newBusiness,
  });
  const save = useMutation({
    mutationFn: ({ isOwner: owner, ...values }: FormValues) => {
      const fields: PersonFields = {
        ...values,
        ...(platform && !adding ? { isOwner: owner ? '1' : '0' } : {}),
      };
      return person ? editPerson(person.id, fields) : savePerson(fields);
    },
    onSuccess: ({ msg }) => {
      void message.success(msg);
      onSaved();
    },
  });
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: contractText('required', { field }),
  });

  return (
    <Modal
      open={open}
      title={t(adding ? (platform ? 'staff.addBusiness' : 'staff.add') : 'staff.modifyTitle')}
      okText={t('system.save')}
      cancelText={t('system.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="person"
        onFinish={(values) => save.mutate(values)}
      >
        {newBusiness && (
          <Form.Item
            name="businessName"
            label={t('staff.businessName')}
            rules={[required(t('staff.businessName'))]}
          >
            <Input maxLength={PERSON_NAME_MAX} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('staff.name')} rules={[required(t('staff.name'))]}>
          <Input maxLength={PERSON_NAME_MAX} data-testid="person-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('staff.email')}
          rules={[required(t('staff.email')), schemaRule(emailField)]}
        >
          <Input inputMode="email" data-testid="person-email" />
        </Form.Item>
        <Form.Item name="mobile" label={t('staff.mobile')} rules={[schemaRule(mobileField)]}>
          <Input inputMode="tel" data-testid="person-mobile" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={adding ? t('staff.passwordHint') : t('staff.passwordKeep')}
          normalize={stripSpaces}
          rules={[...(adding ? [required(t('staff.password'))] : []), schemaRule(passwordField)]}
        >
          <Input.Password autoComplete="new-password" data-testid="person-password" />
        </Form.Item>
        {platform && !adding && (
          <Form.Item name="isOwner" label={t('staff.owner')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {!newBusiness && !isOwner && (
          <Form.Item
            name="roleId"
            label={t('staff.role')}
            rules={[{ required: true, message: t('staff.roleRequired') }]}
          >
            <Select
              loading={roles.isPending}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              placeholder={t('staff.rolePlaceholder')}
              data-testid="person-role"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
