import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLocation, stockKeys } from './api';

/** Adds a location (bin) code in the document's warehouse, for the scanner's location list. */
export function LocationAdder({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const add = useMutation({
    mutationFn: () => addLocation(warehouseId, code.trim()),
    onSuccess: () => {
      setCode('');
      void message.success(t('stock.locationAdded'));
      void queryClient.invalidateQueries({ queryKey: stockKeys.places });
    },
  });
  return (
    <Input.Search
      style={{ width: 260 }}
      placeholder={t('stock.newLocation')}
      enterButton={t('stock.addLocation')}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      onSearch={() => code.trim() && add.mutate()}
      loading={add.isPending}
      data-testid="stock-new-location"
    />
  );
}
