import type { StoreView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Input,
  Modal,
  message,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { AutoPayDialog } from './AutoPayDialog';
import { fetchStores, moveStore, renameStore, storeKeys, syncNow } from './api';
import { ConnectStoreModal } from './ConnectStoreModal';
import { HeldPricesCard } from './HeldPricesCard';
import { ImportOrdersDialog } from './ImportOrdersDialog';
import { PriceRuleCard } from './PriceRuleCard';
import { StoreProductsDrawer } from './StoreProductsDrawer';
import { SyncDialog } from './SyncDialog';
import { useShopifyInstallOutcome } from './useShopifyInstallOutcome';
import './stores.css';

const STATE_COLOUR = { active: 'green', paused: 'orange', disconnected: 'default' } as const;

/** /CRM/store: the business's connected stores; connect, rename, pause, resume, disconnect. */
export default function StoresPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [importing, setImporting] = useState<StoreView | null>(null);
  const [autoPaying, setAutoPaying] = useState<StoreView | null>(null);
  const [productsOf, setProductsOf] = useState<StoreView | null>(null);
  const [syncing, setSyncing] = useState<StoreView | null>(null);
  const syncAll = useMutation({
    mutationFn: (id: number) => syncNow(id),
    onSuccess: (r) => void message.success(t('stores.sync.queued', { count: r.queued })),
  });
  const list = useQuery({ queryKey: storeKeys.all, queryFn: fetchStores });
  useShopifyInstallOutcome();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: storeKeys.all });
  const move = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' | 'disconnect' }) =>
      moveStore(id, action),
    onSuccess: (_, { action }) => void message.success(t(`stores.done.${action}`)),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameStore(id, name),
    onSuccess: () => {
      setRenaming(null);
      void message.success(t('stores.done.rename'));
    },
    onSettled: refresh,
  });

  const columns: TableColumnsType<StoreView> = [
    {
      title: t('stores.columns.name'),
      key: 'name',
      render: (_, s) => (
        <div data-testid={`store-${s.id}`}>
          <strong>{s.name}</strong>
          {s.shopName !== s.name && (
            <div className="dm-stores__muted">{t('stores.shopName', { name: s.shopName })}</div>
          )}
          <div className="dm-stores__muted">{s.domain}</div>
        </div>
      ),
    },
    {
      title: t('stores.columns.platform'),
      dataIndex: 'platform',
      render: (p: StoreView['platform']) => t(`stores.platforms.${p}`),
    },
    { title: t('stores.columns.currency'), dataIndex: 'currency', width: 90 },
    {
      title: t('stores.columns.state'),
      dataIndex: 'state',
      width: 110,
      render: (s: StoreView['state']) => <Tag color={STATE_COLOUR[s]}>{t(`stores.states.${s}`)}</Tag>,
    },
    {
      title: t('stores.autoPay.column'),
      key: 'autoPay',
      width: 220,
      render: (_, s) => (
        <div data-testid={`auto-pay-${s.id}`}>
          {s.autoPay.enabled ? (
            <Tag color="green">
              {t('stores.autoPay.on', {
                orderCap: formatPrice(s.autoPay.orderCap),
                dailyCap: formatPrice(s.autoPay.dailyCap),
                minBalance: formatPrice(s.autoPay.minBalance),
              })}
            </Tag>
          ) : (
            <span className="dm-stores__muted">{t('stores.autoPay.off')}</span>
          )}
        </div>
      ),
    },
    {
      title: t('stores.sync.column'),
      key: 'sync',
      render: (_, s) =>
        s.platform === 'csv' ? (
          <span className="dm-stores__muted">-</span>
        ) : (
          <span className="dm-stores__muted">
            {t('stores.sync.summary', {
              buffer: s.sync.buffer,
              percent: s.sync.holdPercent,
              stop: t(s.sync.stopSelling === 'zero' ? 'stores.sync.stopZero' : 'stores.sync.stopUnpublish'),
            })}
          </span>
        ),
    },
    {
      title: t('stores.columns.connectedAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => new Date(v).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB'),
    },
    {
      title: t('stores.columns.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setRenaming({ id: s.id, name: s.name })}>
            {t('stores.rename')}
          </Button>
          {s.state === 'active' ? (
            <Button type="link" size="small" onClick={() => move.mutate({ id: s.id, action: 'pause' })}>
              {t('stores.pause')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => move.mutate({ id: s.id, action: 'resume' })}>
              {t('stores.resume')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => setAutoPaying(s)}
            data-testid={`auto-pay-open-${s.id}`}
          >
            {t('stores.autoPay.open')}
          </Button>
          {s.platform !== 'csv' && s.state !== 'disconnected' && (
            <Button type="link" size="small" onClick={() => setSyncing(s)} data-testid={`sync-open-${s.id}`}>
              {t('stores.sync.open')}
            </Button>
          )}
          {s.platform !== 'csv' && s.state === 'active' && (
            <Button
              type="link"
              size="small"
              loading={syncAll.isPending && syncAll.variables === s.id}
              onClick={() => syncAll.mutate(s.id)}
              data-testid={`sync-now-${s.id}`}
            >
              {t('stores.sync.now')}
            </Button>
          )}
          {s.platform === 'csv' && s.state === 'active' && (
            <Button
              type="link"
              size="small"
              onClick={() => setImporting(s)}
              data-testid={`import-orders-${s.id}`}
            >
              {t('stores.import.open')}
            </Button>
          )}
          {s.platform !== 'csv' && (
            <Button
              type="link"
              size="small"
              onClick={() => setProductsOf(s)}
              data-testid={`store-products-${s.id}`}
            >
              {t('storeProducts.open')}
            </Button>
          )}
          {s.customerPage && (
            <Button type="link" size="small" href={s.customerPage} target="_blank" rel="noopener">
              {t('stores.customerPage')}
            </Button>
          )}
          <Popconfirm
            title={t('stores.disconnectConfirm')}
            okText={t('stores.disconnect')}
            cancelText={t('stores.cancel')}
            onConfirm={() => move.mutateAsync({ id: s.id, action: 'disconnect' }).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {t('stores.disconnect')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="dm-stores">
      <div className="dm-stores__head">
        <div>
          <h1>{t(titleKey)}</h1>
          <p className="dm-stores__muted">{t('stores.intro')}</p>
        </div>
        <Button type="primary" onClick={() => setConnecting(true)} data-testid="connect-store">
          {t('stores.connect')}
        </Button>
      </div>
      <HeldPricesCard />
      <Table<StoreView>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('stores.empty')} /> }}
      />
      <PriceRuleCard />
      <ConnectStoreModal
        open={connecting}
        sandboxAvailable={list.data?.sandboxAvailable ?? false}
        appInstall={list.data?.shopifyAppInstall ?? false}
        onClose={() => setConnecting(false)}
        onConnected={(shopName) => {
          setConnecting(false);
          void message.success(t('stores.connected', { name: shopName }));
          refresh();
        }}
      />
      <Modal
        open={renaming !== null}
        title={t('stores.renameTitle')}
        okText={t('stores.save')}
        cancelText={t('stores.cancel')}
        confirmLoading={rename.isPending}
        okButtonProps={{ disabled: !renaming?.name.trim() }}
        onOk={() => renaming && rename.mutate({ id: renaming.id, name: renaming.name.trim() })}
        onCancel={() => setRenaming(null)}
      >
        <Input
          aria-label={t('stores.name')}
          maxLength={60}
          value={renaming?.name ?? ''}
          onChange={(e) => renaming && setRenaming({ ...renaming, name: e.target.value })}
        />
      </Modal>
      <ImportOrdersDialog store={importing} onClose={() => setImporting(null)} />
      <AutoPayDialog store={autoPaying} onClose={() => setAutoPaying(null)} />
      <StoreProductsDrawer store={productsOf} onClose={() => setProductsOf(null)} />
      <SyncDialog store={syncing} onClose={() => setSyncing(null)} />
    </section>
  );
}
