import type { Chart, Options } from 'highcharts';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import type { ChartDrawing } from './drawing-context.ts';

/** A deferred accessibility layer waits for idle time at most this long: later than a busy page's first drawing. */
const DEFERRED_A11Y_TIMEOUT_MS = 10_000;

/** What the accessibility module adds to a chart: building its layer from the chart's current options. */
type AccessibleChart = Chart & { updateA11yEnabled?: () => void };

/**
 * Turns the accessibility layer on for a drawn chart without drawing it again: the options say so (a later update
 * keeps it on) and the module builds the layer and places its elements, as it would after a render.
 */
function enableAccessibility(chart: AccessibleChart): void {
  chart.update({ accessibility: { enabled: true } }, false);
  chart.updateA11yEnabled?.();
  const layer = (
    chart as {
      accessibility?: {
        zombie?: boolean;
        proxyProvider: { updateProxyElementPositions(): void };
        components: Record<string, { onChartRender(): void }>;
        getComponentOrder(): string[];
      };
    }
  ).accessibility;
  if (!layer || layer.zombie) return;
  layer.proxyProvider.updateProxyElementPositions();
  for (const name of layer.getComponentOrder()) layer.components[name]?.onChartRender();
}

/**
 * Whether the chart's options should say accessibility is on: at once for `with-chart`; for `when-idle`, from the
 * first idle moment after the chart has drawn these `options` (`drawn`), when the layer is built on the drawn chart
 * in place. New options (a filter changed the data) are drawn without the layer and get it back when the browser is
 * idle again: rebuilt during the redraw, it measures each of its elements between writes, a forced layout of the
 * whole page each time, while the other charts of a dashboard are still drawing. Answers a function read when
 * options are merged, so turning the layer on does not redraw the chart.
 */
export function useDeferredAccessibility(
  chartRef: RefObject<HighchartsReactRefObject | null>,
  when: ChartDrawing['accessibility'],
  options: Options,
  drawn: boolean,
): (drawnOptions: Options) => boolean {
  const enabledFor = useRef<Options | null>(null);
  useEffect(() => {
    if (when === 'with-chart' || !drawn || enabledFor.current === options) return;
    return whenIdle(() => {
      enabledFor.current = options;
      const chart = chartRef.current?.chart;
      if (chart) enableAccessibility(chart);
    }, DEFERRED_A11Y_TIMEOUT_MS);
  }, [chartRef, when, options, drawn]);
  return useCallback((drawnOptions: Options) => when === 'with-chart' || enabledFor.current === drawnOptions, [when]);
}
