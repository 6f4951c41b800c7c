import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Address, addressKeys, deleteAddress, fetchAddresses, fieldsOf, saveAddress } from './api';

/** The address book: the list, deleting, and moving the default mark. */
export function useAddressBook() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: addressKeys.all, queryFn: fetchAddresses });
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onSuccess: () => void message.success(t('addresses.deleted')),
    onSettled: refresh,
  });
  // The server moves the mark when an address is saved with isDefault: send it whole, unchanged otherwise.
  const makeDefault = useMutation({
    mutationFn: (address: Address) => saveAddress({ ...fieldsOf(address), isDefault: true }),
    onSuccess: () => void message.success(t('addresses.defaultSet')),
    onSettled: refresh,
  });
  return { list, remove, makeDefault };
}
