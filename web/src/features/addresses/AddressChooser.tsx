import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSummary } from './AddressSummary';
import { addressKeys, fetchAddresses } from './api';

interface AddressChooserProps {
  open: boolean;
  currentId: number | undefined;
  onClose: () => void;
  onChoose: (id: number) => void;
}

/** 'More addresses' on the submit page: the address book as a list to pick the receiver from. */
export function AddressChooser({ open, currentId, onClose, onChoose }: AddressChooserProps) {
  const { t } = useTranslation();
  const addresses = useQuery({ queryKey: addressKeys.all, queryFn: fetchAddresses, enabled: open });
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const choice = picked ?? currentId;

  return (
    <Modal
      open={open}
      title={t('addresses.choose')}
      okText={t('addresses.use')}
      cancelText={t('addresses.cancel')}
      okButtonProps={{ disabled: choice === undefined }}
      onOk={() => {
        if (choice !== undefined) onChoose(choice);
        onClose();
      }}
      onCancel={onClose}
      afterClose={() => setPicked(undefined)}
      width={640}
    >
      {addresses.data?.length === 0 ? (
        <Empty description={t('addresses.none')} />
      ) : (
        <Radio.Group
          className="dm-address-choices"
          value={choice}
          onChange={(event) => setPicked(event.target.value)}
        >
          {(addresses.data ?? []).map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              className="dm-address-choice"
              data-testid="address-choice"
            >
              <AddressSummary address={address} />
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
