import type { StoreHeldPrice } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideHeldPrice, fetchHeldPrices, heldPriceKeys } from './api';

/** Store price rises held for the business's approval (stock and price sync); hidden when none waits. */
export function HeldPricesCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const held = useQuery({ queryKey: heldPriceKeys, queryFn: fetchHeldPrices });
  const decide = useMutation({
    mutationFn: (d: { row: StoreHeldPrice; approve: boolean }) =>
      decideHeldPrice(d.row.storeId, d.row.variantId, d.approve),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: heldPriceKeys }),
  });
  const records = held.data?.records ?? [];
  if (records.length === 0) return null;
  const columns: TableColumnsType<StoreHeldPrice> = [
    { title: t('stores.held.store'), dataIndex: 'storeName' },
    {
      title: t('stores.held.product'),
      key: 'product',
      render: (_, r) => [r.title, ...r.options].filter(Boolean).join(' · '),
    },
    { title: t('stores.held.current'), dataIndex: 'currentPrice', render: (v: number) => v.toFixed(2) },
    { title: t('stores.held.new'), dataIndex: 'heldPrice', render: (v: number) => v.toFixed(2) },
    {
      title: t('stores.columns.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => decide.mutate({ row: r, approve: true })}>
            {t('stores.held.approve')}
          </Button>
          <Button type="link" size="small" danger onClick={() => decide.mutate({ row: r, approve: false })}>
            {t('stores.held.reject')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('stores.held.title')} size="small" style={{ marginBottom: 16 }}>
      <p className="dm-stores__muted">{t('stores.held.intro')}</p>
      <Table<StoreHeldPrice>
        rowKey={(r) => `${r.storeId}:${r.variantId}`}
        columns={columns}
        dataSource={records}
        pagination={false}
        size="small"
      />
    </Card>
  );
}
