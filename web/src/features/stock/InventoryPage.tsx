import type { StockInventoryRow, StockOutboundFilter } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { fetchInventory, type InventoryQuery, inventoryKeys } from './inventory-api';
import { WarehouseSelect } from './WarehouseSelect';
import './stock.css';

/**
 * /stock/inventory: the business's stock lines (variant × warehouse × location) with in stock, reserved, and
 * the outbound split of the spec's glossary: synchronized (booked by orders' shipments, less returns) and
 * manual (booked by hand: third-party stock-out, pick-out). Filters: warehouse, barcode or SKU, outbound.
 */
export default function InventoryPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<InventoryQuery>({ current: 1, size: 20 });
  const set = (part: Partial<InventoryQuery>) => setQuery({ ...query, ...part, current: 1 });
  const list = useQuery({
    queryKey: inventoryKeys.list(query),
    queryFn: () => fetchInventory(query),
    placeholderData: keepPreviousData,
  });
  const number = (testId: string) => (n: number) => <span data-testid={testId}>{n}</span>;
  const columns: TableColumnsType<StockInventoryRow> = [
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 120 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 100, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      width: 170,
      render: (title: string, r) => `${title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`,
    },
    {
      title: `${t('stock.columns.warehouse')} / ${t('stock.columns.location')}`,
      key: 'place',
      width: 150,
      render: (_, r) => (
        <div data-testid="inventory-place">
          {r.warehouseName}
          <div className="dm-stock-muted">{r.locationCode || t('stock.noLocation')}</div>
        </div>
      ),
    },
    {
      title: t('stockInventory.onHand'),
      dataIndex: 'onHand',
      width: 96,
      align: 'right',
      render: number('inventory-on-hand'),
    },
    {
      title: t('stockInventory.reserved'),
      dataIndex: 'reserved',
      width: 96,
      align: 'right',
      render: number('inventory-reserved'),
    },
    {
      title: t('stockInventory.syncedOut'),
      dataIndex: 'syncedOut',
      width: 96,
      align: 'right',
      render: number('inventory-synced-out'),
    },
    {
      title: t('stockInventory.manualOut'),
      dataIndex: 'manualOut',
      width: 96,
      align: 'right',
      render: number('inventory-manual-out'),
    },
  ];
  const outboundOptions: { value: StockOutboundFilter; label: string }[] = [
    { value: 'synced', label: t('stockInventory.filter.synced') },
    { value: 'manual', label: t('stockInventory.filter.manual') },
    { value: 'none', label: t('stockInventory.filter.none') },
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
        <Select<StockOutboundFilter>
          allowClear
          style={{ width: 220 }}
          placeholder={t('stockInventory.filter.all')}
          aria-label={t('stockInventory.filter.label')}
          value={query.outbound}
          onChange={(outbound) => set({ outbound: outbound ?? undefined })}
          options={outboundOptions}
          data-testid="inventory-outbound"
        />
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('stockInventory.search')}
          aria-label={t('stockInventory.search')}
          onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
          data-testid="inventory-keyword"
        />
      </div>
      <p className="dm-stock-hint" data-testid="inventory-summary">
        {t('stockInventory.summary', {
          onHand: list.data?.onHandTotal ?? 0,
          synced: list.data?.syncedOutTotal ?? 0,
          manual: list.data?.manualOutTotal ?? 0,
        })}
      </p>
      <Table<StockInventoryRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        bordered
        scroll={{ x: 'max-content' }}
        data-testid="inventory-table"
        locale={{ emptyText: t('stockInventory.empty') }}
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
