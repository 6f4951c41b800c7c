import { RETURN_STOCK_IN_STATUSES, type ReturnStockInStatus } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact } from '../../lib/time';
import { ExportButton } from './ExportButton';
import { downloadReturns } from './files-api';
import { ReceiveReturnModal } from './ReceiveReturnModal';
import { fetchReturns, type ReturnQuery, type ReturnRow, returnKeys } from './returnsApi';
import './stock.css';

/**
 * /stock/returnStockIn: the returns buyers sent back to the business (after-sales' returns on their way), each
 * received into stock once with the quantity that arrived per item; and those received already.
 */
export default function ReturnStockInPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ReturnQuery>({ current: 1, size: 10, status: 'waiting' });
  const [receiving, setReceiving] = useState<ReturnRow | null>(null);
  const list = useQuery({
    queryKey: returnKeys.list(query),
    queryFn: () => fetchReturns(query),
    placeholderData: keepPreviousData,
  });
  const waiting = query.status === 'waiting';

  const columns: TableColumnsType<ReturnRow> = [
    {
      title: t('stockReturns.columns.afterSaleNo'),
      dataIndex: 'afterSaleNo',
      width: 190,
      render: (no: string, r) => (
        <span className="dm-stock-return-two">
          <span>{no}</span>
          <span className="dm-stock-return-spec">
            {t('stockReturns.columns.orderNo')}: {r.orderNo}
          </span>
        </span>
      ),
    },
    { title: t('stockReturns.columns.buyer'), dataIndex: 'buyerName', width: 120 },
    {
      title: t('stockReturns.columns.items'),
      key: 'items',
      width: 250,
      render: (_: unknown, r) => (
        <ul className="dm-stock-return-lines">
          {r.lines.map((l) => (
            <li key={l.lineId}>
              {l.title}
              {l.specification && <span className="dm-stock-return-spec">{l.specification}</span>}
              <span className="dm-stock-return-num">
                {waiting ? `× ${l.expected}` : `${l.received ?? 0} / ${l.expected}`}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: t('stockReturns.columns.tracking'),
      key: 'tracking',
      width: 140,
      render: (_: unknown, r) => (
        <span className="dm-stock-return-two">
          <span>{r.expressCompany || '-'}</span>
          <span className="dm-stock-return-spec">{r.trackingNo}</span>
        </span>
      ),
    },
    waiting
      ? {
          title: t('stockReturns.columns.sentBack'),
          dataIndex: 'shippedBackAt',
          width: 150,
          render: formatTimeCompact,
        }
      : {
          title: t('stockReturns.columns.receivedAt'),
          dataIndex: 'receivedAt',
          width: 150,
          render: formatTimeCompact,
        },
    waiting
      ? {
          title: t('stock.columns.actions'),
          key: 'actions',
          width: 110,
          fixed: 'right',
          render: (_: unknown, r) => (
            <Button
              type="primary"
              size="small"
              onClick={() => setReceiving(r)}
              data-testid={`return-receive-${r.afterSaleId}`}
            >
              {t('stockReturns.receive')}
            </Button>
          ),
        }
      : {
          title: t('stock.columns.location'),
          key: 'location',
          width: 130,
          render: (_: unknown, r) => r.locationCode || t('stockReturns.whereItLeft'),
        },
  ];

  return (
    <section className="dm-stock-page">
      <h1 className="dm-stock-page__title">{t(titleKey)}</h1>
      <Tabs
        activeKey={query.status}
        onChange={(status) => setQuery({ ...query, status: status as ReturnStockInStatus, current: 1 })}
        items={RETURN_STOCK_IN_STATUSES.map((s) => ({ key: s, label: t(`stockReturns.tabs.${s}`) }))}
      />
      <div className="dm-stock-filters">
        <Input.Search
          allowClear
          style={{ width: 300 }}
          placeholder={t('stockReturns.search')}
          onSearch={(keyword) => setQuery({ ...query, keyword: keyword.trim() || undefined, current: 1 })}
          data-testid="return-search"
        />
        <ExportButton
          fetchFile={() => downloadReturns(query)}
          name="return-stock-in"
          testId="return-export"
        />
      </div>
      <Table<ReturnRow>
        rowKey="afterSaleId"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        data-testid="return-table"
        locale={{ emptyText: waiting ? t('stockReturns.emptyWaiting') : t('stockReturns.emptyReceived') }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('stock.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      {receiving && <ReceiveReturnModal row={receiving} onClose={() => setReceiving(null)} />}
    </section>
  );
}
