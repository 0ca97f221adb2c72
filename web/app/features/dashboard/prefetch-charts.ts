import { prefetchChartData } from '../chart/index.ts';
import { formDataWithExtraFilters } from '../native-filters/index.ts';
import { loadChartPlugin } from '../../plugins/registry.ts';
import { shownItems } from './active-tabs.ts';
import { savedFormData } from './chart-form-data.ts';
import type { DashboardModel } from './load-dashboard.ts';

/** URL parameters that change which charts show or what they query: filters, a permalink, one focused chart, report tabs. */
const STATEFUL_PARAMS = ['permalink_key', 'native_filters_key', 'native_filters', 'focused_chart', 'report_tabs'];

/**
 * Starts the chart data requests of the charts a dashboard shows on open, as soon as their plugins have loaded,
 * while the page still renders; each card then takes its answer (same query context) instead of asking again. Only
 * where that context is known before the page runs: no native filters (which may hold defaults), no filter, permalink
 * or tab state in the URL, and charts outside tabs or in their first tabs.
 */
export function prefetchShownCharts(model: DashboardModel, url: URL): void {
  if ((model.metadata.native_filter_configuration?.length ?? 0) > 0 || model.permalink || url.hash) return;
  if (STATEFUL_PARAMS.some((param) => url.searchParams.has(param))) return;
  for (const item of shownItems(model.layout, {})) {
    const chart =
      item.type === 'CHART' && item.meta?.chartId !== undefined ? model.charts.get(item.meta.chartId) : undefined;
    if (!chart) continue;
    const formData = formDataWithExtraFilters(savedFormData(chart), {
      chartId: chart.id,
      dashboardId: model.dashboard.id,
      extraFormData: {},
    });
    // The card builds the same request the same way once it renders (use-dashboard-chart.ts).
    loadChartPlugin(formData.viz_type)
      .then((plugin) => prefetchChartData({ ...plugin.buildQuery(formData), force: false }))
      .catch(() => undefined);
  }
}
