import type { StockLedgerRow } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact } from '../../lib/time';
import { fetchLedger, type LedgerQuery, stockKeys } from './api';
import { ExportButton } from './ExportButton';
import { downloadLedger } from './files-api';
import { WarehouseSelect } from './WarehouseSelect';
import './stock.css';

const DAY = 'YYYY-MM-DD';

/**
 * /stock/salesStockOut: the shipped orders' outbound ("synchronized outbound"), read-only: the stock ledger's
 * sales stock-out rows with warehouse, barcode and day filters.
 */
export default function SalesStockOutPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<LedgerQuery>({ current: 1, size: 10, kind: 'sales_out' });
  const set = (part: Partial<LedgerQuery>) => setQuery({ ...query, ...part, current: 1 });
  const list = useQuery({
    queryKey: stockKeys.ledger(query),
    queryFn: () => fetchLedger(query),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<StockLedgerRow> = [
    { title: t('stock.columns.time'), dataIndex: 'time', width: 150, render: formatTimeCompact },
    { title: t('stock.columns.order'), dataIndex: 'refId', width: 100 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 140, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      render: (title: string, r) => `${title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`,
    },
    { title: t('stock.columns.warehouse'), dataIndex: 'warehouseName', width: 120 },
    {
      title: t('stock.columns.location'),
      dataIndex: 'locationCode',
      width: 100,
      render: (v: string) => v || '-',
    },
    {
      title: t('stock.columns.quantity'),
      dataIndex: 'quantity',
      width: 90,
      render: (q: number) => <span className={q < 0 ? 'dm-stock-out' : 'dm-stock-in'}>{q}</span>,
    },
    { title: t('stock.columns.onHandAfter'), dataIndex: 'onHandAfter', width: 110 },
  ];
  return (
    <section className="dm-stock-page">
      <h1 className="dm-stock-page__title">{t(titleKey)}</h1>
      <div className="dm-stock-filters">
        <WarehouseSelect
          allowClear
          value={query.warehouseId}
          onChange={(warehouseId) => set({ warehouseId })}
        />
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('stock.searchBarcode')}
          onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
          data-testid="stock-out-barcode"
        />
        <DatePicker.RangePicker
          placeholder={[t('stock.start'), t('stock.end')]}
          onChange={(range) => {
            const [from, to] = (range ?? [null, null]) as [Dayjs | null, Dayjs | null];
            set({ startTime: from?.format(DAY), endTime: to?.format(DAY) });
          }}
        />
        <ExportButton fetchFile={() => downloadLedger(query)} name="stock-out" testId="stock-out-export" />
      </div>
      <Table<StockLedgerRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        data-testid="stock-out-table"
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('stock.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
    </section>
  );
}
