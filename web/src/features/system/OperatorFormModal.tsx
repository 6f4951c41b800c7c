import {
  emailField,
  mobileField,
  type OperatorItem,
  PERSON_NAME_MAX,
  passwordField,
} from '@dropmall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, message, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule, stripSpaces } from '../../lib/formRules';
import { editOperator, roleBox, saveOperator, systemKeys } from './api';

interface OperatorFormModalProps {
  /** The operator to modify; null to add one; undefined while closed. */
  operator: OperatorItem | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  name: string;
  email: string;
  mobile?: string;
  password?: string;
  roleId: number;
}

/**
 * Add an operator (name, e-mail, mobile, the password given to them, a platform role) or change one's
 * name, role and password. The roles offered are the platform's; the server refuses one beyond what the
 * caller holds.
 */
export function OperatorFormModal({ operator, onClose, onSaved }: OperatorFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const open = operator !== undefined;
  const adding = operator === null;
  const roles = useQuery({ queryKey: systemKeys.roleBox(null), queryFn: () => roleBox(null), enabled: open });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      operator
        ? editOperator({
            id: operator.id,
            name: values.name,
            roleId: values.roleId,
            password: values.password,
          })
        : saveOperator({ ...values, password: values.password ?? '' }),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      onSaved();
    },
  });
  // Each opening starts from its own operator, not from what the last one left in the form.
  useEffect(() => {
    if (operator === undefined) return;
    form.resetFields();
    if (operator) form.setFieldsValue({ name: operator.name, roleId: operator.roleId ?? undefined });
  }, [operator, form]);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: contractText('required', { field }),
  });

  return (
    <Modal
      open={open}
      title={t(adding ? 'operators.add' : 'staff.modifyTitle')}
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
        name="operator"
        // Each opening starts from its own operator, not from the values the last one left in the store.
        preserve={false}
        initialValues={operator ? { name: operator.name, roleId: operator.roleId ?? undefined } : undefined}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="name" label={t('staff.name')} rules={[required(t('staff.name'))]}>
          <Input maxLength={PERSON_NAME_MAX} data-testid="operator-name" />
        </Form.Item>
        {adding && (
          <>
            <Form.Item
              name="email"
              label={t('staff.email')}
              rules={[required(t('staff.email')), schemaRule(emailField)]}
            >
              <Input inputMode="email" data-testid="operator-email" />
            </Form.Item>
            <Form.Item name="mobile" label={t('staff.mobile')} rules={[schemaRule(mobileField)]}>
              <Input inputMode="tel" data-testid="operator-mobile" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={adding ? t('staff.passwordHint') : t('staff.passwordKeep')}
          normalize={stripSpaces}
          rules={[...(adding ? [required(t('staff.password'))] : []), schemaRule(passwordField)]}
        >
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('staff.role')}
          rules={[{ required: true, message: t('staff.roleRequired') }]}
        >
          <Select
            loading={roles.isPending}
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            placeholder={t('staff.rolePlaceholder')}
            data-testid="operator-role"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
