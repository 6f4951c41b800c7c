import { PlusOutlined } from '@ant-design/icons';
import { imageSize, type ReviewState, type SellerProductRow } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { VariantLabelsModal } from '../stock';
import { listOwnProducts, type ProductListQuery, sellerKeys, shelf } from './api';
import { ReviewStateTag } from './ReviewStateTag';
import './seller.css';
import { formatDollars } from '../../lib/money';

type Filter = '' | ReviewState | 'onShelf' | 'offShelf';

/** /businessCenter/product: the seller's products with status, stock, counts, search, paging, edit, shelf. */
export default function ProductListPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ProductListQuery>({ current: 1, size: 10 });
  const [filter, setFilter] = useState<Filter>('');
  const [labelsOf, setLabelsOf] = useState<number | null>(null);
  const list = useQuery({
    queryKey: sellerKeys.products(query),
    queryFn: () => listOwnProducts(query),
    placeholderData: keepPreviousData,
  });
  const move = useMutation({
    mutationFn: (input: { id: number; to: 'offShelf' | 'onShelf' }) => shelf(input.id, input.to),
    onSuccess: () => {
      void message.success(t('sellerProducts.saved'));
      void queryClient.invalidateQueries({ queryKey: sellerKeys.productsAll });
    },
  });

  const applyFilter = (value: Filter) => {
    setFilter(value);
    const shelfStatus = value === 'onShelf' ? 1 : value === 'offShelf' ? 2 : undefined;
    const reviewState = value === 'onShelf' || value === 'offShelf' ? 'approved' : value || undefined;
    setQuery({ ...query, current: 1, status: shelfStatus, reviewState });
  };

  const columns: TableColumnsType<SellerProductRow> = [
    {
      title: t('sellerProducts.list.product'),
      key: 'product',
      width: 260,
      render: (_, p) => (
        <div className="dm-product-cell">
          {p.productUrl && <img src={imageSize(p.productUrl, 100)} alt="" />}
          <div>
            <Link to={`/businessCenter/seeMoreProduct?id=${p.id}`} data-testid={`product-${p.id}`}>
              {p.title}
            </Link>
            <div className="dm-product-cell__sku">{p.sku}</div>
          </div>
        </div>
      ),
    },
    {
      title: t('sellerProducts.list.status'),
      key: 'status',
      width: 140,
      render: (_, p) => (
        <div data-testid={`status-${p.id}`}>
          <ReviewStateTag state={p.reviewState} status={p.status} />
          {p.rejectReason && <div className="dm-product-cell__reason">{p.rejectReason}</div>}
        </div>
      ),
    },
    {
      title: t('sellerProducts.list.price'),
      dataIndex: 'price',
      width: 90,
      render: (v: number) => formatDollars(v),
    },
    { title: t('sellerProducts.list.stock'), dataIndex: 'stock', width: 80 },
    { title: t('sellerProducts.list.variants'), dataIndex: 'variantCount', width: 80 },
    { title: t('sellerProducts.list.downloads'), dataIndex: 'downloadCount', width: 90 },
    { title: t('sellerProducts.list.publishes'), dataIndex: 'publishCount', width: 90 },
    {
      title: t('sellerProducts.list.actions'),
      key: 'actions',
      width: 170,
      render: (_, p) => (
        <Space size={0} wrap>
          <Permitted label="edit">
            <Button type="link" size="small" onClick={() => navigate(`/AddProduct?id=${p.id}`)}>
              {t('sellerProducts.list.edit')}
            </Button>
            {p.reviewState === 'approved' && (
              <Popconfirm
                title={t(
                  p.status === 1
                    ? 'sellerProducts.list.offShelfConfirm'
                    : 'sellerProducts.list.onShelfConfirm',
                )}
                okText={t('sellerProducts.list.confirm')}
                cancelText={t('sellerProducts.list.cancel')}
                onConfirm={() => move.mutateAsync({ id: p.id, to: p.status === 1 ? 'offShelf' : 'onShelf' })}
              >
                <Button type="link" size="small">
                  {t(p.status === 1 ? 'sellerProducts.list.offShelf' : 'sellerProducts.list.onShelf')}
                </Button>
              </Popconfirm>
            )}
          </Permitted>
          <Button
            type="link"
            size="small"
            onClick={() => setLabelsOf(p.id)}
            data-testid={`product-labels-${p.id}`}
          >
            {t('stockFiles.labels')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="dm-seller-page">
      <h1 className="dm-seller-page__title">{t(titleKey)}</h1>
      <div className="dm-seller-page__toolbar">
        <Input.Search
          allowClear
          placeholder={t('sellerProducts.list.search')}
          onSearch={(title) => setQuery({ ...query, current: 1, title: title.trim() || undefined })}
          style={{ width: 280 }}
          data-testid="product-search"
        />
        <Select<Filter>
          value={filter}
          onChange={applyFilter}
          aria-label={t('sellerProducts.list.status')}
          style={{ width: 180 }}
          options={(['', 'submitted', 'rejected', 'onShelf', 'offShelf'] as const).map((value) => ({
            value,
            label: t(`sellerProducts.filters.${value || 'all'}`),
          }))}
        />
        <Permitted label="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/AddProduct')}
            data-testid="add-product"
          >
            {t('titles.addProduct')}
          </Button>
        </Permitted>
      </div>
      <Table<SellerProductRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('sellerProducts.list.total', { count: total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      <VariantLabelsModal productId={labelsOf} onClose={() => setLabelsOf(null)} />
    </section>
  );
}
