import { useEffect, useMemo, useState } from 'react';
import { loadChartPlugin } from '../../../plugins/registry.ts';
import type { ChartDataResult, ChartPlugin, FormData } from '../../../plugins/types.ts';
import { chartErrorsOf, fetchChartData, type ChartError } from '../../chart/index.ts';
import type { RefreshRequest } from '../dashboard-context.tsx';

/** One chart's life on a dashboard (Superset's `charts[id]` of the dashboard). */
export type DashboardChartState =
  | { status: 'loading'; plugin: ChartPlugin | null }
  | { status: 'failed'; plugin: ChartPlugin | null; errors: ChartError[] }
  | {
      status: 'success';
      plugin: ChartPlugin;
      formData: FormData;
      results: ChartDataResult[];
      queriedAt: number;
      refreshing: boolean;
    };

/** Whether a refresh asks this chart to run again. */
const concerns = (refresh: RefreshRequest, chartId: number) =>
  refresh.generation > 0 && (!refresh.chartIds || refresh.chartIds.has(chartId));

/** Waits `ms`, or rejects when the signal aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Loads the chart's plugin and runs its query as soon as the card exists (a chart below the fold queries at once; a
 * chart in a tab never shown has no card yet), and again on each refresh that concerns it, after its stagger delay.
 * `forceKey` changes force this chart alone past the cache (its menu's "Force refresh"). Nothing runs until
 * `filtersReady`: the form data holds the dashboard's filters only from then on.
 */
export function useDashboardChart(
  chartId: number,
  formData: FormData,
  refresh: RefreshRequest,
  forceKey: number,
  filtersReady: boolean,
): DashboardChartState {
  const [state, setState] = useState<DashboardChartState>({ status: 'loading', plugin: null });
  const refreshKey = concerns(refresh, chartId) ? refresh.generation : 0;
  const run = useMemo(
    () => ({
      key: refreshKey + forceKey,
      force: (refreshKey > 0 && refresh.force) || forceKey > 0,
      delay: refreshKey > 0 ? refresh.delayOf(chartId) : 0,
    }),
    // A refresh of other charts must not re-run this one: only this chart's own keys matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refreshKey, forceKey],
  );

  useEffect(() => {
    if (!filtersReady) return;
    const controller = new AbortController();
    let plugin: ChartPlugin | null = null;
    (async () => {
      plugin = await loadChartPlugin(formData.viz_type);
      await pause(run.delay, controller.signal);
      // A refreshed chart stays drawn under a spinner until its new answer replaces it, as Superset's does.
      setState((previous) =>
        previous.status === 'success' ? { ...previous, refreshing: true } : { status: 'loading', plugin },
      );
      const queryContext = { ...plugin.buildQuery(formData), force: run.force };
      // The drawing library loads while the server works on the query.
      plugin.prepare?.().catch(() => undefined);
      const results = await fetchChartData(queryContext, controller.signal);
      if (!controller.signal.aborted)
        setState({ status: 'success', plugin, formData, results, queriedAt: Date.now(), refreshing: false });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'failed', plugin, errors: chartErrorsOf(error) });
    });
    return () => controller.abort();
  }, [formData, run, filtersReady]);

  return state;
}
