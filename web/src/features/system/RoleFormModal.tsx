import { ROLE_NAME_MAX, ROLE_REMARK_MAX, type RoleItem } from '@dropmall/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { saveRole, updateRole } from './api';

interface RoleFormModalProps {
  /** The role to edit; null to add one. */
  role: RoleItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface RoleFields {
  name: string;
  remark?: string;
}

/** Add or edit a role: its name and a remark. */
export function RoleFormModal({ role, open, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFields>();
  const save = useMutation({
    mutationFn: (fields: RoleFields) => (role ? updateRole({ ...fields, id: role.id }) : saveRole(fields)),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      onSaved();
    },
  });

  return (
    <Modal
      open={open}
      title={t(role ? 'roles.editTitle' : 'roles.addTitle')}
      okText={t('system.save')}
      cancelText={t('system.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      <Form<RoleFields>
        form={form}
        layout="vertical"
        name="role"
        // The dialog's content mounts afresh on each opening (destroyOnHidden), so these apply every time,
        // before the user types: nothing typed is overwritten.
        initialValues={{ name: role?.name ?? '', remark: role?.remark ?? '' }}
        preserve={false}
        onFinish={(fields) => save.mutate(fields)}
      >
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: contractText('required', { field: t('roles.name') }),
            },
          ]}
        >
          <Input maxLength={ROLE_NAME_MAX} showCount data-testid="role-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('roles.remark')}>
          <Input.TextArea maxLength={ROLE_REMARK_MAX} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
