import { imageSize, type TakenProduct } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { exportKeys, fetchTaken, removeTaken, type TakenList } from './api';
import './exports.css';

const PAGE_SIZE = 20;

interface TakenListPageProps {
  list: TakenList;
  heading: string;
  hint: string;
  /** Buttons above the table (the publish list's stores and import files), given the selected rows. */
  extra?: (selected: TakenProduct[]) => ReactNode;
  /** A per-row action besides remove (download again). */
  rowAction?: (row: TakenProduct) => ReactNode;
  /** A column after the product (the publish list's store states). */
  column?: ColumnsType<TakenProduct>[number];
  /** Ask again every few seconds while this says the list is still moving (products being published). */
  moving?: (rows: TakenProduct[]) => boolean;
}

const MOVING_POLL_MS = 2000;

/** The publish or download list: what the business took, when, the counts, and removing entries. */
export function TakenListPage({ list, heading, hint, extra, rowAction, column, moving }: TakenListPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const page = useQuery({
    queryKey: exportKeys.taken(list, current),
    queryFn: () => fetchTaken(list, current, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (moving?.(query.state.data?.records ?? []) ? MOVING_POLL_MS : false),
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => removeTaken(list, ids),
    onSuccess: async ({ removed }) => {
      void message.success(t('exports.removed', { count: removed }));
      setSelected([]);
      if (page.data?.records.length === removed && current > 1) setCurrent(current - 1);
      await queryClient.invalidateQueries({ queryKey: exportKeys.takenAll(list) });
    },
  });

  const columns: ColumnsType<TakenProduct> = [
    {
      title: t('exports.product'),
      dataIndex: 'title',
      render: (_: string, row) => (
        <div className="dm-taken-product">
          {row.productUrl && <img src={imageSize(row.productUrl, 100)} alt="" loading="lazy" />}
          <div>
            {row.onShelf ? (
              <Link to={`/mall/productDetail?id=${row.productId}`}>{row.title}</Link>
            ) : (
              <span>{row.title}</span>
            )}
            <small>
              {t('exports.sku', { sku: row.sku })}
              {!row.onShelf && ` · ${t('exports.offShelf')}`}
            </small>
            {row.variants.length > 0 && (
              // The SKU each variant carries in the store: what an order line's binding accepts.
              <small className="dm-taken-variants" data-testid={`variant-skus-${row.productId}`}>
                {t('exports.variantSkus')}{' '}
                {row.variants
                  .map((v) => (v.options.length ? `${v.options.join(' / ')}: ${v.sku}` : v.sku))
                  .join(' · ')}
              </small>
            )}
          </div>
        </div>
      ),
    },
    ...(column ? [column] : []),
    {
      title: t('exports.price'),
      dataIndex: 'price',
      width: 100,
      render: (price: number) => formatPrice(price),
    },
    {
      title: list === 'publish' ? t('exports.publishCount') : t('exports.downloadCount'),
      key: 'count',
      width: 120,
      render: (_: unknown, row) => (list === 'publish' ? row.publishCount : row.downloadCount),
    },
    ...(list === 'download'
      ? [{ title: t('exports.times'), dataIndex: 'times', width: 100 } as ColumnsType<TakenProduct>[number]]
      : []),
    {
      title: list === 'publish' ? t('exports.publishedAt') : t('exports.downloadedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (iso: string) => formatTime(iso),
    },
    {
      title: t('exports.action'),
      key: 'action',
      width: list === 'download' ? 240 : 120,
      render: (_: unknown, row) => (
        <span className="dm-taken-actions">
          {rowAction?.(row)}
          <Popconfirm
            title={t('exports.removeConfirm')}
            okText={t('exports.remove')}
            cancelText={t('exports.cancel')}
            onConfirm={() => remove.mutate([row.id])}
          >
            <Button type="link" danger data-testid={`taken-remove-${row.productId}`}>
              {t('exports.remove')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <section className="dm-exports" data-testid={`${list}-list-page`}>
      <header className="dm-exports__head">
        <h1>{heading}</h1>
        <p>{hint}</p>
      </header>
      <div className="dm-exports__bar">
        <span data-testid={`${list}-total`}>{t('exports.total', { count: page.data?.total ?? 0 })}</span>
        <span className="dm-exports__tools">
          <Popconfirm
            title={t('exports.removeConfirm')}
            okText={t('exports.remove')}
            cancelText={t('exports.cancel')}
            onConfirm={() => remove.mutate(selected)}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0}>
              {t('exports.removeSelected', { count: selected.length })}
            </Button>
          </Popconfirm>
          {extra?.((page.data?.records ?? []).filter((r) => selected.includes(r.id)))}
        </span>
      </div>
      <Table<TakenProduct>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isPending}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        locale={{ emptyText: list === 'publish' ? t('exports.emptyPublish') : t('exports.emptyDownload') }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setCurrent,
        }}
        scroll={{ x: 860 }}
        data-testid={`${list}-table`}
      />
    </section>
  );
}
