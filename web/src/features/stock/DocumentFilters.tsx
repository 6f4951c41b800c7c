import { STOCK_DOCUMENT_STATES } from '@dropmall/contract';
import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DocumentQuery } from './api';
import { WarehouseSelect } from './WarehouseSelect';

interface Props {
  value: DocumentQuery;
  onChange: (value: DocumentQuery) => void;
  /** Only the business's own warehouses in the warehouse filter. */
  ownWarehouses?: boolean | undefined;
}

const DAY = 'YYYY-MM-DD';

/** Stock document list filters: state, warehouse, number or remark, days (both included). */
export function DocumentFilters({ value, onChange, ownWarehouses }: Props) {
  const { t } = useTranslation();
  const set = (part: Partial<DocumentQuery>) => onChange({ ...value, ...part, current: 1 });
  return (
    <div className="dm-stock-filters">
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('stock.allStates')}
        aria-label={t('stock.allStates')}
        value={value.status}
        onChange={(status) => set({ status: status ?? undefined })}
        options={STOCK_DOCUMENT_STATES.map((s) => ({ value: s, label: t(`stock.states.${s}`) }))}
        data-testid="stock-filter-status"
      />
      <WarehouseSelect
        allowClear
        ownOnly={ownWarehouses}
        value={value.warehouseId}
        onChange={(warehouseId) => set({ warehouseId })}
      />
      <Input.Search
        allowClear
        style={{ width: 240 }}
        placeholder={t('stock.searchDocuments')}
        onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
        data-testid="stock-filter-keyword"
      />
      <DatePicker.RangePicker
        placeholder={[t('stock.start'), t('stock.end')]}
        onChange={(range) => {
          const [from, to] = (range ?? [null, null]) as [Dayjs | null, Dayjs | null];
          set({ startTime: from?.format(DAY), endTime: to?.format(DAY) });
        }}
      />
    </div>
  );
}
