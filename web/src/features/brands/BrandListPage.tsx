import type { BrandListQuery, BrandState } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Popconfirm, Select, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { BrandStateTag } from '../../lib/ui/StateTag';
import { type BrandView, brandKeys, deleteBrand, fetchBrands, setBrandState } from './api';
import { BrandDialog } from './BrandDialog';
import './brands.css';

type Query = Pick<BrandListQuery, 'current' | 'size'> & { state?: BrandState; name?: string };

function BrandName({ brand }: { brand: BrandView }) {
  return (
    <span className="dm-brand-name">
      {brand.logoUrl ? (
        <img className="dm-brand-logo" src={brand.logoUrl} alt="" />
      ) : (
        <span className="dm-brand-logo dm-brand-logo--empty">{brand.name.slice(0, 1).toUpperCase()}</span>
      )}
      <strong data-testid="brand-row-name">{brand.name}</strong>
    </span>
  );
}

/**
 * /businessCenter/brandList: the brands the business keeps and its products name (name, logo, description,
 * website); hidden brands stay on their products but are not offered for new ones; a brand in use cannot be
 * deleted.
 */
export default function BrandListPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Query>({ current: 1, size: 20 });
  const [editing, setEditing] = useState<BrandView | 'new' | null>(null);
  const list = useQuery({
    queryKey: brandKeys.list(query),
    queryFn: () => fetchBrands(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: brandKeys.all });
  const state = useMutation({
    mutationFn: ({ id, to }: { id: number; to: BrandState }) => setBrandState(id, to),
    onSuccess: (_, { to }) =>
      void message.success(t(to === 'hidden' ? 'brands.hiddenDone' : 'brands.shownDone')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => void message.success(t('brands.deleted')),
    onSettled: refresh,
  });

  const columns: TableColumnsType<BrandView> = [
    { title: t('brands.fields.name'), key: 'name', width: 200, render: (_, b) => <BrandName brand={b} /> },
    {
      title: t('brands.fields.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    {
      title: t('brands.fields.website'),
      dataIndex: 'website',
      width: 150,
      ellipsis: true,
      render: (v: string) =>
        v ? (
          <a href={v} target="_blank" rel="noopener noreferrer nofollow">
            {v.replace(/^https?:\/\//i, '')}
          </a>
        ) : (
          '-'
        ),
    },
    {
      title: t('brands.columns.products'),
      dataIndex: 'productCount',
      width: 100,
      render: (n: number) => <span data-testid="brand-row-products">{n}</span>,
    },
    {
      title: t('brands.columns.state'),
      dataIndex: 'state',
      width: 90,
      render: (s: BrandState) => <BrandStateTag state={s} />,
    },
    {
      title: t('brands.columns.actions'),
      key: 'actions',
      width: 190,
      render: (_, b) => (
        <span className="dm-brand-actions">
          <Button type="link" size="small" onClick={() => setEditing(b)} data-testid={`brand-edit-${b.id}`}>
            {t('brands.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            loading={state.isPending && state.variables?.id === b.id}
            onClick={() => state.mutate({ id: b.id, to: b.state === 'active' ? 'hidden' : 'active' })}
            data-testid={`brand-toggle-${b.id}`}
          >
            {t(b.state === 'active' ? 'brands.hide' : 'brands.show')}
          </Button>
          {b.productCount > 0 ? (
            <Tooltip title={t('brands.inUse', { count: b.productCount })}>
              <Button type="link" size="small" danger disabled data-testid={`brand-delete-${b.id}`}>
                {t('brands.delete')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('brands.deleteConfirm', { name: b.name })}
              okText={t('brands.delete')}
              cancelText={t('brands.cancel')}
              onConfirm={() => remove.mutateAsync(b.id).catch(() => undefined)}
            >
              <Button type="link" size="small" danger data-testid={`brand-delete-${b.id}`}>
                {t('brands.delete')}
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="dm-brands-page">
      <h1 className="dm-brands-page__title">{t(titleKey)}</h1>
      <p className="dm-brands-page__intro">{t('brands.intro')}</p>
      <div className="dm-brands-toolbar">
        <Input.Search
          allowClear
          placeholder={t('brands.searchName')}
          style={{ width: 240 }}
          onSearch={(name) => setQuery({ ...query, current: 1, name: name.trim() || undefined })}
          data-testid="brand-search"
        />
        <Select<BrandState | 'all'>
          value={query.state ?? 'all'}
          style={{ width: 160 }}
          onChange={(v) => setQuery({ ...query, current: 1, state: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t('brands.allStates') },
            { value: 'active', label: t('brands.state.active') },
            { value: 'hidden', label: t('brands.state.hidden') },
          ]}
          aria-label={t('brands.columns.state')}
        />
        <span className="dm-brands-toolbar__grow" />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="brand-add">
          {t('brands.add')}
        </Button>
      </div>
      <Table<BrandView>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        tableLayout="fixed"
        locale={{ emptyText: t('brands.empty') }}
        data-testid="brand-table"
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('brands.total', { count: total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      {editing && <BrandDialog editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
