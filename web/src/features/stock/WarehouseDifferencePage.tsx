import type { StockCountRow } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { CountDrawer, Difference } from './CountDrawer';
import { type CountQuery, countKeys, fetchCounts } from './count-api';
import { DocumentListShell } from './DocumentListShell';
import { draftColumns } from './documentColumns';
import { ExportButton } from './ExportButton';
import { downloadCounts } from './files-api';
import { NewCountModal } from './NewCountModal';
import './stock.css';

/**
 * /stock/warehouseDifference: stock counts (filters, paging). A count of a warehouse or one location lists
 * the book; the user counts, sees book against counted, and confirming books the differences.
 */
export default function WarehouseDifferencePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<CountQuery>({ current: 1, size: 10 });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: countKeys.counts(query),
    queryFn: () => fetchCounts(query),
    placeholderData: keepPreviousData,
  });

  const shared = draftColumns<StockCountRow>(t, {
    statusTestId: 'count-status',
    openTestId: 'count-open',
    draftAction: t('stockCount.count'),
    onOpen: (c) => setOpen(c.id),
    remarkWidth: 180,
  });
  const columns: TableColumnsType<StockCountRow> = [
    { title: t('stock.columns.docNo'), dataIndex: 'docNo', width: 200 },
    { title: t('stock.columns.warehouse'), dataIndex: 'warehouseName', width: 140 },
    {
      title: t('stockCount.scope'),
      dataIndex: 'locationCode',
      width: 130,
      render: (code: string, c) =>
        c.locationId === null ? t('stockCount.wholeWarehouse') : code || t('stock.noLocation'),
    },
    shared.status,
    { title: t('stockCount.countedLines'), dataIndex: 'lineCount', width: 100 },
    { title: t('stockCount.differenceLines'), dataIndex: 'differenceLines', width: 110 },
    {
      title: t('stockCount.netDifference'),
      dataIndex: 'netDifference',
      width: 110,
      render: (v: number) => <Difference value={v} />,
    },
    ...shared.tail,
  ];

  return (
    <DocumentListShell<StockCountRow>
      title={t(titleKey)}
      newLabel={t('stockCount.newCount')}
      newTestId="count-new"
      onNew={() => setCreating(true)}
      query={query}
      onQuery={setQuery}
      columns={columns}
      page={list.data}
      loading={list.isFetching}
      tools={
        <ExportButton fetchFile={() => downloadCounts(query)} name="stock-counts" testId="count-export" />
      }
    >
      <NewCountModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpen(id);
        }}
      />
      {open !== null && <CountDrawer id={open} onClose={() => setOpen(null)} />}
    </DocumentListShell>
  );
}
