import { CHART_DAY_WIDTH_PX, type SalePoint } from '@dropmall/contract';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { dayLabel } from './range';
import { useChart } from './useChart';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * The sales chart (spec 001 §2, §9): one bar per day, labels without the year, at least 50 px per day (the
 * chart scrolls sideways when the range is long), redrawn on resize at most every 400 ms.
 */
export function SaleChart({ points }: { points: SalePoint[] }) {
  const { t } = useTranslation();
  const { host, chart } = useChart();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    instance.setOption(
      {
        grid: { left: 56, right: 16, top: 24, bottom: 32 },
        tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatDollars(Number(v)) },
        xAxis: {
          type: 'category',
          data: points.map((p) => dayLabel(p.day)),
          axisTick: { alignWithLabel: true },
        },
        yAxis: { type: 'value', name: t('dashboard.chartUnit') },
        series: [
          {
            name: t('dashboard.salePay'),
            type: 'bar',
            data: points.map((p) => p.salePay),
            itemStyle: { color: '#1677ff', borderRadius: [3, 3, 0, 0] },
            barMaxWidth: 28,
            // The y axis scrolls away on a long range: a sold day carries its own figure.
            label: {
              show: true,
              position: 'top',
              fontSize: 11,
              formatter: ({ value }: { value: unknown }) =>
                Number(value) > 0 ? Number(value).toFixed(2) : '',
            },
          },
        ],
      },
      true,
    );
    instance.resize();
    // A long range scrolls sideways: open on its newest days.
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [points, t, chart]);

  return (
    // A long range scrolls sideways: a Tab stop, so the keyboard can scroll it too (issue 37).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="dm-chart__scroll" ref={scroller} tabIndex={0}>
      <div
        ref={host}
        className="dm-chart"
        style={{ minWidth: points.length * CHART_DAY_WIDTH_PX }}
        data-testid="sale-chart"
        data-days={points.length}
        data-total={points.reduce((s, p) => s + p.salePay, 0).toFixed(2)}
        role="img"
        aria-label={t('dashboard.chartLabel', { days: points.length })}
      />
    </div>
  );
}
