import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../dashboard/range';
import { useChart } from '../dashboard/useChart';

// SVG: crisp at any zoom, and it renders where no canvas exists (jsdom in the page's tests).
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** Store orders per day of the last 30 days (cancelled ones not counted), one bar a day. */
export function OrdersPerDayChart({ points }: { points: { day: string; orders: number }[] }) {
  const { t } = useTranslation();
  const { host, chart } = useChart('svg');

  useEffect(() => {
    chart.current?.setOption({
      animation: false,
      grid: { left: 40, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: points.map((p) => dayLabel(p.day)),
        axisTick: { alignWithLabel: true },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('crmDashboard.ordersPerDay'),
          type: 'bar',
          data: points.map((p) => p.orders),
          itemStyle: { color: '#1677ff', borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 22,
        },
      ],
    });
  }, [points, t, chart]);

  return <div ref={host} className="dm-crm-dash__chart" data-testid="crm-dashboard-chart" />;
}
