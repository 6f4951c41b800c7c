import { AFTER_SALE_STATES, type AfterSaleState } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, Radio, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterSaleTable } from './AfterSaleTable';
import { afterSaleKeys, fetchAfterSales, type Side } from './api';
import './after-sales.css';

const PAGE_SIZE = 10;
const ALL = 'all';
const stateOf = (value: string | null): AfterSaleState | undefined =>
  AFTER_SALE_STATES.find((s) => s === value);

/** A list of one side's requests: a tab per state with its count, the table, paging (state and page in the URL). */
export function AfterSaleListView({ side, title }: { side: Side; title: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const current = Math.max(1, Number(params.get('current')) || 1);
  const query = { state, current, size: PAGE_SIZE };
  const page = useQuery({
    queryKey: afterSaleKeys.list(side, query),
    queryFn: () => fetchAfterSales(side, query),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
  const go = (next: { state?: AfterSaleState; current?: number }) => {
    const search: Record<string, string> = {};
    if (next.state) search.state = next.state;
    if (next.current && next.current > 1) search.current = String(next.current);
    setParams(search);
  };
  const counts = page.data?.stateCounts ?? {};
  const total = AFTER_SALE_STATES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const label = (text: string, count: number) => (
    <span>
      {text} <span className="dm-after-sale-tab__count">({count})</span>
    </span>
  );

  return (
    <section className="dm-after-sales" data-testid={`after-sale-list-${side}`}>
      <h1>{title}</h1>
      {/* A radio group that wraps, not antd's Tabs: their overflow button sits inside the tablist, which a
          tablist may not hold (axe's aria-required-children, issue 37), and the states outnumber one line. */}
      <Radio.Group
        className="dm-after-sale-states"
        optionType="button"
        aria-label={t('afterSales.stateFilter')}
        value={state ?? ALL}
        onChange={(event) => {
          const key = String(event.target.value);
          go({ state: key === ALL ? undefined : (key as AfterSaleState) });
        }}
        options={[
          { value: ALL, label: label(t('afterSales.all'), total) },
          ...AFTER_SALE_STATES.map((s) => ({
            value: s,
            label: label(t(`afterSales.states.${s}`), counts[s] ?? 0),
          })),
        ]}
      />
      {page.isError ? (
        <Result status="warning" title={t('afterSales.loadFailed')} />
      ) : (
        <AfterSaleTable side={side} rows={page.data?.records ?? []} loading={page.isPending} />
      )}
      {page.data && page.data.total > PAGE_SIZE && (
        <Pagination
          className="dm-after-sales__pages"
          current={current}
          pageSize={PAGE_SIZE}
          total={page.data.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(count) => t('afterSales.total', { count })}
          onChange={(next) => go({ state, current: next })}
        />
      )}
    </section>
  );
}
