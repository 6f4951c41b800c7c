import { CRM_STAGES, type CrmPeriodFigures, type CrmStage, type CrmStoreFigures } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select, Space, Statistic, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDollars } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { AttentionPanel } from './AttentionPanel';
import { crmDashboardKeys, fetchCrmDashboard } from './api';
import { OrdersPerDayChart } from './OrdersPerDayChart';
import { stageLink } from './stageLinks';
import './crm-dashboard.css';

const STAGE_COLOUR: Record<CrmStage, string> = {
  awaitingCustomer: '#722ed1',
  awaitingBinding: '#fa541c',
  awaitingPayment: '#faad14',
  inFulfilment: '#1677ff',
  fulfilled: '#52c41a',
  cancelled: '#8c8c8c',
};

/** An amount in a store's currency; a code Intl does not know is written after the figure. */
function inCurrency(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * /CRM/dashboard: where the store orders stand (each stage opens its list), what the stores sold and what
 * their fulfilment cost today, in 7 and in 30 days, orders per day and a line per store; all stores or one.
 */
export default function CrmDashboardPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const [storeId, setStoreId] = useState<number | undefined>();
  // The unfiltered figures also name the stores to choose from.
  const all = useQuery({ queryKey: crmDashboardKeys.of({}), queryFn: () => fetchCrmDashboard({}) });
  const one = useQuery({
    queryKey: crmDashboardKeys.of({ storeId }),
    queryFn: () => fetchCrmDashboard({ storeId }),
    enabled: storeId !== undefined,
  });
  const d = storeId === undefined ? all.data : one.data;
  const loading = storeId === undefined ? all.isLoading : one.isLoading;
  const error = storeId === undefined ? all.error : one.error;

  const periodColumns: TableColumnsType<CrmPeriodFigures> = [
    {
      title: t('crmDashboard.period'),
      dataIndex: 'key',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (k: CrmPeriodFigures['key']) => t(`crmDashboard.periods.${k}`),
    },
    { title: t('crmDashboard.orders'), dataIndex: 'orders', align: 'right' },
    {
      title: t('crmDashboard.sales'),
      dataIndex: 'sales',
      align: 'right',
      render: (sales: CrmPeriodFigures['sales']) =>
        sales.length === 0
          ? '—'
          : sales.map((s) => <div key={s.currency}>{inCurrency(s.amount, s.currency, locale)}</div>),
    },
    { title: t('crmDashboard.paidOrders'), dataIndex: 'paidOrders', align: 'right' },
    {
      title: t('crmDashboard.fulfilmentPaid'),
      dataIndex: 'fulfilmentPaid',
      align: 'right',
      render: (v: number) => formatDollars(v),
    },
  ];

  const storeColumns: TableColumnsType<CrmStoreFigures> = [
    {
      title: t('crmDashboard.store'),
      dataIndex: 'storeName',
      render: (name: string, s) => (
        <Space size={6}>
          <Typography.Link onClick={() => setStoreId(s.storeId)} data-testid={`crm-store-${s.storeId}`}>
            {name}
          </Typography.Link>
          {s.state !== 'active' && <Tag>{t(`stores.states.${s.state}`, { defaultValue: s.state })}</Tag>}
        </Space>
      ),
    },
    ...CRM_STAGES.map((stage) => ({
      title: t(`crmDashboard.stages.${stage}`),
      key: stage,
      align: 'right' as const,
      render: (_: unknown, s: CrmStoreFigures) => (
        <Link to={stageLink(stage, s.storeId)}>{s.stages[stage]}</Link>
      ),
    })),
    { title: t('crmDashboard.monthOrders'), dataIndex: 'monthOrders', align: 'right' },
  ];

  return (
    <div className="dm-page dm-crm-dash" data-testid="crm-dashboard">
      <div className="dm-crm-dash__bar">
        <h1 className="dm-page-heading" style={{ margin: 0 }}>
          {t(titleKey)}
        </h1>
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('crmDashboard.allStores')}
          aria-label={t('crmDashboard.store')}
          value={storeId}
          options={(all.data?.stores ?? []).map((s) => ({ value: s.storeId, label: s.storeName }))}
          onChange={(v?: number) => setStoreId(v)}
          data-testid="crm-dashboard-store"
        />
      </div>
      {d && (
        <Typography.Paragraph type="secondary" className="dm-crm-dash__zone">
          {t('crmDashboard.zone', { zone: d.timeZone, today: d.today })}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon message={error.message} />}
      <AttentionPanel items={d?.attention ?? []} storeId={storeId} loading={loading} />
      <div className="dm-crm-dash__stages" data-testid="crm-dashboard-stages">
        {CRM_STAGES.map((stage) => (
          <Link key={stage} to={stageLink(stage, storeId)} data-testid={`crm-stage-${stage}`}>
            <Card size="small" hoverable loading={loading} className="dm-crm-dash__stage">
              <Statistic
                title={t(`crmDashboard.stages.${stage}`)}
                value={d?.stages[stage] ?? 0}
                styles={{ content: { color: STAGE_COLOUR[stage] } }}
              />
            </Card>
          </Link>
        ))}
      </div>
      <div className="dm-crm-dash__grid">
        <Card size="small" title={t('crmDashboard.figures')}>
          <Table<CrmPeriodFigures>
            rowKey="key"
            size="small"
            pagination={false}
            loading={loading}
            columns={periodColumns}
            dataSource={d?.periods ?? []}
            data-testid="crm-dashboard-periods"
          />
        </Card>
        <Card size="small" title={t('crmDashboard.ordersPerDay')}>
          <OrdersPerDayChart points={d?.daily ?? []} />
        </Card>
      </div>
      <Card size="small" title={t('crmDashboard.byStore')}>
        <Table<CrmStoreFigures>
          rowKey="storeId"
          size="small"
          pagination={false}
          loading={loading}
          columns={storeColumns}
          dataSource={d?.stores ?? []}
          locale={{ emptyText: <Link to="/CRM/store">{t('crmDashboard.noStores')}</Link> }}
          scroll={{ x: 'max-content' }}
          data-testid="crm-dashboard-stores"
        />
      </Card>
    </div>
  );
}
