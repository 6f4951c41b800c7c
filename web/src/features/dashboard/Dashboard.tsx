import { REPORT_MAX_DAYS } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../lib/menu';
import { fetchSaleChart, fetchSaleRank, fetchSummary, reportKeys } from './api';
import { defaultRange, rangeProblem, toDayRange } from './range';
import { SaleChart } from './SaleChart';
import { SaleRank } from './SaleRank';
import { Shortcuts } from './Shortcuts';
import { SummaryCards } from './SummaryCards';
import './dashboard.css';

/**
 * The Welcome dashboard of a business (spec 001 §2): figures, the sales chart and ranking of a range of days
 * (the last 30 by default, at most a year), and shortcuts. A range that ends before it starts or is too long
 * says so and asks nothing.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const { menu } = useMenu();
  const [picked, setPicked] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const problem = rangeProblem(picked[0], picked[1]);
  const range = toDayRange(picked[0], picked[1]);
  const enabled = problem === null;
  const summary = useQuery({
    queryKey: reportKeys.summary(range),
    queryFn: () => fetchSummary(range),
    enabled,
  });
  const chart = useQuery({
    queryKey: reportKeys.chart(range),
    queryFn: () => fetchSaleChart(range),
    enabled,
  });
  const rank = useQuery({ queryKey: reportKeys.rank(range), queryFn: () => fetchSaleRank(range), enabled });

  return (
    <section className="dm-dash" data-testid="dashboard">
      <div className="dm-dash__bar">
        <h2 className="dm-dash__heading">{t('dashboard.title')}</h2>
        <div data-testid="dashboard-range">
          <DatePicker.RangePicker
            value={picked}
            allowClear={false}
            order={false}
            onChange={(values) => {
              if (values?.[0] && values[1]) setPicked([values[0], values[1]]);
            }}
          />
        </div>
      </div>
      {problem ? (
        <Alert
          type="error"
          showIcon
          data-testid="dashboard-range-error"
          message={t(problem === 'tooLong' ? 'dashboard.rangeTooLong' : 'dashboard.endBeforeStart', {
            max: REPORT_MAX_DAYS,
          })}
        />
      ) : null}
      {summary.data ? (
        <p className="dm-dash__zone">{t('dashboard.zone', { zone: summary.data.timeZone })}</p>
      ) : null}
      <SummaryCards summary={summary.data} loading={summary.isLoading} />
      <div className="dm-dash__grid">
        <Card title={t('dashboard.chart')} size="small" className="dm-dash__card dm-dash__card--wide">
          <SaleChart points={chart.data ?? []} />
        </Card>
        <SaleRank items={rank.data ?? []} loading={rank.isLoading} />
      </div>
      <Shortcuts menu={menu ?? []} summary={summary.data} />
    </section>
  );
}
