import {
  STORE_PRODUCT_FILTERS,
  type StoreListedVariantView,
  type StoreProductQuery,
  type StoreView,
} from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Input,
  Modal,
  message,
  Progress,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchStoreProducts,
  importStoreProducts,
  mapStoreVariant,
  storeProductKeys,
  unmapStoreVariant,
} from './api';
import { VariantPicker, VariantSummary } from './VariantPicker';

type Filter = (typeof STORE_PRODUCT_FILTERS)[number];

/**
 * A store's own products (issue 34 item 3): imported in the background, each variant mapped to a mall
 * variant by confirming a suggestion or by search-and-pick; a mapped variant's orders match by themselves.
 */
export function StoreProductsDrawer({ store, onClose }: { store: StoreView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Partial<StoreProductQuery>>({
    current: 1,
    size: 10,
    filter: 'all',
    keyword: '',
  });
  const [choosing, setChoosing] = useState<StoreListedVariantView | null>(null);
  const storeId = store?.id ?? 0;
  const list = useQuery({
    queryKey: storeProductKeys.list({ ...query, storeId }),
    queryFn: () => fetchStoreProducts({ ...query, storeId }),
    enabled: store !== null,
    // While an import runs, its progress and the rows it wrote are asked again.
    refetchInterval: (q) => (q.state.data?.import.status === 'running' ? 1000 : false),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: storeProductKeys.all });
  const start = useMutation({ mutationFn: () => importStoreProducts(storeId), onSettled: refresh });
  const map = useMutation({
    mutationFn: (v: { storeVariantId: string; variantId: number }) => mapStoreVariant({ storeId, ...v }),
    onSuccess: () => {
      setChoosing(null);
      void message.success(t('storeProducts.mapped'));
    },
    onSettled: refresh,
  });
  const unmap = useMutation({
    mutationFn: (storeVariantId: string) => unmapStoreVariant({ storeId, storeVariantId }),
    onSuccess: () => void message.success(t('storeProducts.unmapped')),
    onSettled: refresh,
  });
  const state = list.data?.import;
  const when = (v: string) => new Date(v).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');

  const columns: TableColumnsType<StoreListedVariantView> = [
    {
      title: t('storeProducts.columns.product'),
      key: 'product',
      render: (_, v) => (
        <div className="variant-summary" data-testid={`store-variant-${v.storeVariantId}`}>
          {v.picture ? (
            <img src={v.picture} alt="" width={40} height={40} />
          ) : (
            <span className="variant-blank" />
          )}
          <div>
            <div className="variant-title">{v.title}</div>
            <Typography.Text type="secondary">
              {[
                v.options.join(' / '),
                v.sku && `SKU ${v.sku}`,
                v.barcode && `${t('storeProducts.barcode')} ${v.barcode}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('storeProducts.columns.price'),
      dataIndex: 'price',
      width: 110,
      render: (p: number) => `${store?.currency ?? ''} ${p.toFixed(2)}`,
    },
    {
      title: t('storeProducts.columns.mall'),
      key: 'mall',
      width: 380,
      render: (_, v) =>
        v.link && v.mall ? (
          <Space orientation="vertical" size={4}>
            <VariantSummary pick={v.mall} />
            <Space size={4}>
              <Tag color="green" data-testid={`linked-${v.storeVariantId}`}>
                {t(`storeProducts.link.${v.link}`)}
              </Tag>
              {v.link === 'mapped' && (
                <>
                  <Button size="small" type="link" onClick={() => setChoosing(v)}>
                    {t('storeProducts.change')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    loading={unmap.isPending && unmap.variables === v.storeVariantId}
                    onClick={() => unmap.mutate(v.storeVariantId)}
                    data-testid={`unmap-${v.storeVariantId}`}
                  >
                    {t('storeProducts.unmap')}
                  </Button>
                </>
              )}
            </Space>
          </Space>
        ) : (
          <Space orientation="vertical" size={4}>
            {v.suggestion && (
              <>
                <VariantSummary pick={v.suggestion} />
                <Space size={4}>
                  <Tag color="blue">{t(`storeProducts.reason.${v.suggestion.reason}`)}</Tag>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() =>
                      v.suggestion &&
                      map.mutate({ storeVariantId: v.storeVariantId, variantId: v.suggestion.variantId })
                    }
                    data-testid={`accept-${v.storeVariantId}`}
                  >
                    {t('storeProducts.accept')}
                  </Button>
                </Space>
              </>
            )}
            <Button size="small" onClick={() => setChoosing(v)} data-testid={`choose-${v.storeVariantId}`}>
              {t('storeProducts.choose')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Drawer
      open={store !== null}
      onClose={onClose}
      size={960}
      title={t('storeProducts.title', { name: store?.name ?? '' })}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary">{t('storeProducts.intro')}</Typography.Paragraph>
        <Space wrap>
          <Button
            type="primary"
            loading={start.isPending}
            disabled={state?.status === 'running' || store?.state !== 'active'}
            onClick={() => start.mutate()}
            data-testid="import-store-products"
          >
            {state?.importedAt ? t('storeProducts.importAgain') : t('storeProducts.import')}
          </Button>
          {state?.status === 'running' && (
            <Progress percent={Math.round(state.progress)} size="small" style={{ width: 160 }} />
          )}
          {state?.status === 'failed' && <Tag color="red">{t('storeProducts.failed')}</Tag>}
          {state?.importedAt && state.status !== 'running' && (
            <Typography.Text type="secondary" data-testid="imported-at">
              {t('storeProducts.importedAt', { when: when(state.importedAt) })}
            </Typography.Text>
          )}
        </Space>
        <Space wrap>
          <Segmented<Filter>
            value={query.filter ?? 'all'}
            options={STORE_PRODUCT_FILTERS.map((f) => ({ value: f, label: t(`storeProducts.filter.${f}`) }))}
            onChange={(filter) => setQuery((q) => ({ ...q, filter, current: 1 }))}
          />
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('storeProducts.search')}
            aria-label={t('storeProducts.search')}
            onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), current: 1 }))}
            style={{ width: 260 }}
          />
        </Space>
        <Table<StoreListedVariantView>
          rowKey="storeVariantId"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching && !list.data}
          locale={{
            emptyText: t(state?.importedAt ? 'storeProducts.noneFound' : 'storeProducts.notImported'),
          }}
          pagination={{
            current: query.current ?? 1,
            pageSize: query.size ?? 10,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (current) => setQuery((q) => ({ ...q, current })),
          }}
        />
      </Space>
      <Modal
        open={choosing !== null}
        title={t('storeProducts.pickTitle', { title: choosing?.title ?? '' })}
        footer={null}
        onCancel={() => setChoosing(null)}
        width={640}
        destroyOnHidden
      >
        <VariantPicker
          initialKeyword={choosing?.title ?? ''}
          picking={map.isPending ? (map.variables?.variantId ?? null) : null}
          onPick={(pick) =>
            choosing && map.mutate({ storeVariantId: choosing.storeVariantId, variantId: pick.variantId })
          }
        />
      </Modal>
    </Drawer>
  );
}
