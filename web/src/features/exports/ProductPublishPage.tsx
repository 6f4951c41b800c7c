import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  STORE_PLATFORMS,
  type StorePlatform,
  type StorePublication,
  type TakenProduct,
} from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, message, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { fetchStores, storeKeys, syncNow } from '../stores/api';
import { exportKeys, fetchPublishedCsv, publishToStore } from './api';
import { TakenListPage } from './TakenListPage';

const STATE_COLOURS = { waiting: 'processing', published: 'success', failed: 'error' } as const;

/**
 * One product's state in one store: waiting / published to <store> / failed in <store>: reason; once
 * published, when the stock and price sync last went through (or its last failure), held price rises, and
 * "Sync now" for this product.
 */
export function PublicationTag({
  publication,
  productId,
}: {
  publication: StorePublication;
  productId?: number;
}) {
  const { t, i18n } = useTranslation();
  const now = useMutation({
    mutationFn: () => syncNow(publication.storeId, productId),
    onSuccess: (r) => void message.success(t('exports.sync.queued', { count: r.queued })),
  });
  const tag = (
    <Tag color={STATE_COLOURS[publication.state]} data-testid={`publication-${publication.state}`}>
      {t(`exports.storeStates.${publication.state}`, {
        store: publication.storeName,
        reason: publication.error,
      })}
    </Tag>
  );
  if (publication.state !== 'published' || productId === undefined) return tag;
  const at = publication.syncedAt
    ? new Date(publication.syncedAt).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB')
    : null;
  return (
    <Space size={[4, 0]} wrap data-testid={`sync-of-${productId}-${publication.storeId}`}>
      {tag}
      {publication.syncError ? (
        <Tag color="error">{t('exports.sync.syncFailed', { error: publication.syncError })}</Tag>
      ) : (
        <span className="dm-muted">
          {at ? t('exports.sync.synced', { at }) : t('exports.sync.notSynced')}
        </span>
      )}
      {publication.heldPrices > 0 && (
        <Tag color="warning">{t('exports.sync.held', { count: publication.heldPrices })}</Tag>
      )}
      <Button type="link" size="small" loading={now.isPending} onClick={() => now.mutate()}>
        {t('exports.sync.syncNow')}
      </Button>
    </Space>
  );
}

/**
 * /businessCenter/productPublish: the publish list. Selected products are published to a connected store
 * (a background task: each row shows waiting, published or failed per store, and the list follows until none
 * waits); the Shopify and WooCommerce import files stay for stores that are not connected.
 */
export default function ProductPublishPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Staff who may publish may read the stores too; a failure here only hides the store choice.
  const stores = useQuery({ queryKey: storeKeys.all, queryFn: fetchStores, retry: false });
  const active = (stores.data?.records ?? []).filter((s) => s.state === 'active' && s.platform !== 'csv');
  const csv = useMutation({
    mutationFn: async (platform: StorePlatform) =>
      saveFile(await fetchPublishedCsv(platform), `${platform}-products.csv`),
  });
  const publish = useMutation({
    mutationFn: ({ storeId, ids }: { storeId: number; ids: number[] }) => publishToStore(storeId, ids),
    onSuccess: async (result, { storeId }) => {
      const store = active.find((s) => s.id === storeId)?.name ?? '';
      void message.success(t('exports.publishQueued', { count: result.count, store }));
      await queryClient.invalidateQueries({ queryKey: exportKeys.takenAll('publish') });
    },
  });

  const toStore = (selected: TakenProduct[]) => {
    if (active.length === 0) return null;
    const ids = selected.filter((r) => r.onShelf).map((r) => r.productId);
    const button = (
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        disabled={ids.length === 0}
        loading={publish.isPending}
        data-testid="publish-to-store"
        onClick={active.length === 1 ? () => publish.mutate({ storeId: active[0]?.id ?? 0, ids }) : undefined}
      >
        {active.length === 1
          ? t('exports.publishToStore', { store: active[0]?.name })
          : t('exports.publishTo')}
      </Button>
    );
    const choice =
      active.length === 1 ? (
        button
      ) : (
        <Dropdown
          disabled={ids.length === 0}
          menu={{
            items: active.map((s) => ({ key: String(s.id), label: s.name })),
            onClick: ({ key }) => publish.mutate({ storeId: Number(key), ids }),
          }}
        >
          {button}
        </Dropdown>
      );
    return ids.length === 0 ? <Tooltip title={t('exports.selectFirst')}>{choice}</Tooltip> : choice;
  };

  return (
    <TakenListPage
      list="publish"
      heading={t('titles.businessProductPublish')}
      hint={active.length > 0 || stores.isPending ? t('exports.publishHint') : t('exports.noStoreHint')}
      moving={(rows) => rows.some((r) => r.stores.some((s) => s.state === 'waiting'))}
      column={{
        title: t('exports.stores'),
        key: 'stores',
        width: 260,
        render: (_: unknown, row: TakenProduct) =>
          row.stores.length === 0 ? (
            <span className="dm-muted">{t('exports.notSent')}</span>
          ) : (
            <Space size={[4, 4]} wrap data-testid={`stores-of-${row.productId}`}>
              {row.stores.map((p) => (
                <PublicationTag key={p.storeId} publication={p} productId={row.productId} />
              ))}
            </Space>
          ),
      }}
      extra={(selected) => (
        <>
          {toStore(selected)}
          {STORE_PLATFORMS.map((platform) => (
            <Button
              key={platform}
              icon={<DownloadOutlined />}
              loading={csv.isPending && csv.variables === platform}
              onClick={() => csv.mutate(platform)}
              data-testid={`csv-${platform}`}
            >
              {t(`exports.csv.${platform}`)}
            </Button>
          ))}
        </>
      )}
    />
  );
}
