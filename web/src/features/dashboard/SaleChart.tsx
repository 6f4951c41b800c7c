import { CHART_DAY_WIDTH_PX, CHART_RESIZE_THROTTLE_MS, type SalePoint } from '@dropmall/contract';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { dayLabel } from './range';
import { throttle } from './throttle';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * The sales chart (spec 001 §2, §9): one bar per day, labels without the year, at least 50 px per day (the
 * chart scrolls sideways when the range is long), redrawn on resize at most every 400 ms.
 */
export function SaleChart({ points }: { points: SalePoint[] }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current);
    chart.current = instance;
    const resize = throttle(() => instance.resize(), CHART_RESIZE_THROTTLE_MS);
    window.addEventListener('resize', resize.run);
    return () => {
      window.removeEventListener('resize', resize.run);
      resize.cancel();
      instance.dispose();
      chart.current = null;
    };
  }, []);

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
  }, [points, t]);

  return (
    <div className="dm-chart__scroll" ref={scroller}>
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
