import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm, NEW_ADDRESS } from './AddressForm';
import { type Address, type AddressFields, addressKeys, saveAddress } from './api';

interface AddressDialogProps {
  open: boolean;
  /** The address to change; none to add one. */
  address?: AddressFields;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/**
 * The add-address dialog of the submit page (spec 000 §2), also the address book's add and edit. Each
 * opening gets a fresh form: a form instance outlives its fields, so adding after an edit would otherwise
 * start from the address just edited.
 */
export function AddressDialog(props: AddressDialogProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening(opening + 1);
  }
  return <AddressDialogView key={opening} {...props} />;
}

function AddressDialogView({ open, address, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressFields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveAddress,
    onSuccess: async (saved) => {
      void message.success(t('addresses.saved'));
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      onSaved?.(saved);
      onClose();
    },
  });
  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (fields) save.mutate({ ...fields, isDefault: Boolean(fields.isDefault) });
  };

  return (
    <Modal
      open={open}
      title={t(address?.id ? 'addresses.edit' : 'addresses.add')}
      okText={t('addresses.save')}
      cancelText={t('addresses.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
    >
      <AddressForm form={form} initialValues={address ?? NEW_ADDRESS} />
    </Modal>
  );
}
