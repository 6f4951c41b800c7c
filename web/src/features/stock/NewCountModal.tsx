import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPlaces, stockKeys } from './api';
import { createCount } from './count-api';
import { NewDocumentModal } from './NewDocumentModal';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** The whole warehouse, no location, or one bin. */
const WHOLE = -1;

/** A new count: the warehouse, and the whole of it or one location. */
export function NewCountModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const places = useQuery({ queryKey: stockKeys.places, queryFn: fetchPlaces });
  const [scope, setScope] = useState(WHOLE);
  return (
    <NewDocumentModal
      open={open}
      title={t('stockCount.newCount')}
      okId="count-create"
      remarkTestId="count-remark"
      create={(warehouseId, remark) => createCount(warehouseId, scope === WHOLE ? undefined : scope, remark)}
      onWarehouseChange={() => setScope(WHOLE)}
      extra={(warehouseId) => (
        <Form.Item label={t('stockCount.scope')}>
          <Select
            style={{ width: 240 }}
            value={scope}
            onChange={setScope}
            options={[
              { value: WHOLE, label: t('stockCount.wholeWarehouse') },
              { value: 0, label: t('stock.noLocation') },
              ...(places.data?.locations ?? [])
                .filter((l) => l.warehouseId === warehouseId)
                .map((b) => ({ value: b.id, label: b.code })),
            ]}
            data-testid="count-scope"
          />
        </Form.Item>
      )}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
