import type { CashOverview } from '@dropmall/contract';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';

/** The balance to withdraw from, what is on its way out, and the minimum. */
export function BalanceSummary({ overview }: { overview: CashOverview | undefined }) {
  const { t } = useTranslation();
  const money = (value: number | undefined) => (value === undefined ? '-' : formatPrice(value));
  return (
    <div className="dm-cash-summary">
      <Card size="small" data-testid="cash-balance">
        <Statistic title={t('cash.balance')} value={money(overview?.balance)} />
      </Card>
      <Card size="small" data-testid="cash-pending">
        <Statistic title={t('cash.pending')} value={money(overview?.pending)} />
      </Card>
      <Card size="small">
        <Statistic title={t('cash.minimum')} value={money(overview?.minimum)} />
      </Card>
    </div>
  );
}
