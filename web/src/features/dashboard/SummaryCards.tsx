import type { ReportSummary } from '@dropmall/contract';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardKey } from './shortcuts';

const FIGURES: { key: keyof ReportSummary; label: DashboardKey; money?: boolean }[] = [
  { key: 'payMoneySum', label: 'dashboard.payMoneySum', money: true },
  { key: 'orderCount', label: 'dashboard.orderCount' },
  { key: 'payOrderCount', label: 'dashboard.payOrderCount' },
  { key: 'productCount', label: 'dashboard.productCount' },
  { key: 'waitPayCount', label: 'dashboard.waitPay' },
  { key: 'waitSendCount', label: 'dashboard.waitSend' },
  { key: 'waitTakeCount', label: 'dashboard.waitTake' },
  { key: 'afterSaleNoSendCount', label: 'dashboard.afterSaleNoSend' },
  { key: 'sendCount', label: 'dashboard.sendCount' },
  { key: 'sendMoney', label: 'dashboard.sendMoney', money: true },
  { key: 'remarkCount', label: 'dashboard.remarkCount' },
];

/** The summary counts of the range (orders, money, backlog) as the server computed them. */
export function SummaryCards({ summary, loading }: { summary?: ReportSummary; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="dm-dash__figures" data-testid="dashboard-summary">
      {FIGURES.map((f) => (
        <Card key={f.key} size="small" className="dm-dash__figure" loading={loading && !summary}>
          <Statistic
            title={t(f.label)}
            value={summary ? Number(summary[f.key]) : 0}
            precision={f.money ? 2 : 0}
            prefix={f.money ? '$' : undefined}
            data-testid={`figure-${f.key}`}
          />
        </Card>
      ))}
    </div>
  );
}
