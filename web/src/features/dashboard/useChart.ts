import { CHART_RESIZE_THROTTLE_MS } from '@dropmall/contract';
import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';
import { throttle } from './throttle';

/**
 * An echarts instance on the returned host element, for the component's lifetime: redrawn on window resize
 * at most every CHART_RESIZE_THROTTLE_MS, disposed on unmount. Callers register their renderer and charts.
 */
export function useChart(renderer: 'canvas' | 'svg' = 'canvas') {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current, undefined, { renderer });
    chart.current = instance;
    const resize = throttle(() => instance.resize(), CHART_RESIZE_THROTTLE_MS);
    window.addEventListener('resize', resize.run);
    return () => {
      window.removeEventListener('resize', resize.run);
      resize.cancel();
      instance.dispose();
      chart.current = null;
    };
  }, [renderer]);

  return { host, chart };
}
