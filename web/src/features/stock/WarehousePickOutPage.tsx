import type { StockPickRow } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { countKeys, fetchPickList, type PickQuery } from './count-api';
import { ExportButton } from './ExportButton';
import { downloadPickList } from './files-api';
import { PickSheet } from './PickSheet';
import { WarehouseSelect } from './WarehouseSelect';
import './stock.css';

const binOf = (r: StockPickRow) => `${r.warehouseId}:${r.locationId}`;
/** The most pages a printed list gathers (100 rows each). */
const PRINT_PAGES = 50;

/** All rows of the list under the same filters, page by page, for printing. */
async function everyRow(query: PickQuery): Promise<StockPickRow[]> {
  const rows: StockPickRow[] = [];
  for (let current = 1; current <= PRINT_PAGES; current++) {
    const page = await fetchPickList({ ...query, current, size: 100 });
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length === 0) break;
  }
  return rows;
}

/**
 * /stock/warehousePickOut: the pick list for the business's paid orders waiting to ship, bin by bin (variant,
 * barcode, SKU, quantity, the orders it is for), with filters and paging; "Print" prints every row. Picking
 * books nothing: shipping the order books its sales stock-out.
 */
export default function WarehousePickOutPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<PickQuery>({ current: 1, size: 20 });
  const [printed, setPrinted] = useState<StockPickRow[] | null>(null);
  const set = (part: Partial<PickQuery>) => setQuery({ ...query, ...part, current: 1 });
  const list = useQuery({
    queryKey: countKeys.pick(query),
    queryFn: () => fetchPickList(query),
    placeholderData: keepPreviousData,
  });
  const print = useMutation({
    mutationFn: () => everyRow(query),
    onSuccess: (rows) => {
      setPrinted(rows);
      // The sheet renders first, then the browser prints it (the print stylesheet shows only the sheet).
      window.setTimeout(() => window.print(), 0);
    },
  });
  const records = list.data?.records ?? [];
  // The first row of each bin on the page spans the bin's rows: the list reads bin by bin.
  const span = (r: StockPickRow, i: number) => {
    if (i > 0 && binOf(records[i - 1] as StockPickRow) === binOf(r)) return 0;
    let n = 1;
    while (i + n < records.length && binOf(records[i + n] as StockPickRow) === binOf(r)) n++;
    return n;
  };
  const columns: TableColumnsType<StockPickRow> = [
    {
      title: t('stockPick.bin'),
      key: 'bin',
      width: 160,
      onCell: (r, i) => ({ rowSpan: span(r, i ?? 0) }),
      render: (_, r) => (
        <div data-testid="pick-bin">
          <strong>{r.locationCode || t('stock.noLocation')}</strong>
          <div className="dm-stock-muted">{r.warehouseName}</div>
        </div>
      ),
    },
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 140 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 130, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      width: 260,
      render: (title: string, r) => `${title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`,
    },
    {
      title: t('stockPick.toPick'),
      dataIndex: 'quantity',
      width: 90,
      render: (q: number) => <strong data-testid="pick-quantity">{q}</strong>,
    },
    {
      title: t('stockPick.orders'),
      dataIndex: 'orders',
      width: 300,
      render: (orders: StockPickRow['orders']) => (
        <div className="dm-pick-orders">
          {orders.map((o) => (
            <Tag key={o.id} data-testid="pick-order">
              {o.orderNo} × {o.quantity}
            </Tag>
          ))}
        </div>
      ),
    },
  ];
  return (
    <section className="dm-stock-page">
      <div className="dm-pick-screen">
        <h1 className="dm-stock-page__title">{t(titleKey)}</h1>
        <div className="dm-stock-filters">
          <WarehouseSelect
            allowClear
            value={query.warehouseId}
            onChange={(warehouseId) => set({ warehouseId })}
          />
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t('stockPick.search')}
            onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
            data-testid="pick-keyword"
          />
          <Button
            type="primary"
            onClick={() => print.mutate()}
            loading={print.isPending}
            disabled={!list.data?.total}
            data-testid="pick-print"
          >
            {t('stockPick.print')}
          </Button>
          <ExportButton fetchFile={() => downloadPickList(query)} name="pick-list" testId="pick-export" />
        </div>
        <p className="dm-stock-hint" data-testid="pick-summary">
          {t('stockPick.summary', {
            orders: list.data?.orderCount ?? 0,
            pieces: list.data?.totalQuantity ?? 0,
          })}
        </p>
        <Table<StockPickRow>
          rowKey={(r) => `${binOf(r)}:${r.variantId}`}
          columns={columns}
          dataSource={records}
          loading={list.isFetching}
          bordered
          scroll={{ x: 'max-content' }}
          data-testid="pick-table"
          locale={{ emptyText: t('stockPick.empty') }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: list.data?.total ?? 0,
            showQuickJumper: true,
            showTotal: (total) => t('stock.total', { total }),
            onChange: (current, size) => setQuery({ ...query, current, size }),
          }}
        />
      </div>
      {printed && <PickSheet title={t(titleKey)} rows={printed} />}
    </section>
  );
}
