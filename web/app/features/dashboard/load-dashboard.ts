import { DashboardItemResponse, type DashboardItem } from '#shared/api/dashboard.ts';
import { ChartItemResponse } from '#shared/api/chart.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { ApiError } from '../../core/http/api-error.ts';
import { apiFetch } from '../../core/http/client.ts';
import { loadChartPlugin, prepareChartDrawing } from '../../plugins/registry.ts';
import {
  DashboardChartsResponse,
  DashboardDatasetsResponse,
  DashboardPermalinkResponse,
  type DashboardChartEntity,
  type DashboardDataset,
  type DashboardPermalinkState,
} from './api-schemas.ts';
import { rememberDashboard } from './dashboard-versions.ts';
import { layoutOf } from './layout/layout-of.ts';
import { dashboardPath } from './api-paths.ts';

/** Everything the dashboard page opens with. */
export interface DashboardModel {
  dashboard: DashboardItem;
  metadata: DashboardMetadata;
  layout: Layout;
  /** The dashboard's charts by id. */
  charts: ReadonlyMap<number, DashboardChartEntity>;
  /** The datasets' drawing facts by datasource uid (`3__table`). */
  datasets: ReadonlyMap<string, DashboardDataset>;
  /** The state a `permalink_key` restored, if any. */
  permalink: DashboardPermalinkState | null;
  /** The dashboard version the page opened (the GET's `ETag`), which a save sends as `If-Match`; null when not answered. */
  etag: string | null;
}

/** One saved chart read on its own (`GET /api/v1/chart/{pk}`), in the shape `/charts` answers; null when deleted. */
export async function chartById(id: number): Promise<DashboardChartEntity | null> {
  try {
    const { result } = await apiFetch(`/api/v1/chart/${id}`, { schema: ChartItemResponse });
    const formData = result.params ? (JSON.parse(result.params) as Record<string, unknown>) : {};
    return { ...result, form_data: { ...formData, viz_type: formData.viz_type ?? result.viz_type } };
  } catch (error) {
    // A chart deleted since the layout was saved is left out; Superset then shows its place as missing.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The dashboard's charts with their form data, in one request (`GET /api/v1/dashboard/{id_or_slug}/charts`). */
export async function loadDashboardCharts(idOrSlug: string): Promise<DashboardChartEntity[]> {
  return (await apiFetch(`${dashboardPath(idOrSlug)}/charts`, { schema: DashboardChartsResponse })).result;
}

/** The datasets' drawing facts (verbose names, formats, temporal columns), in one request. */
async function loadDashboardDatasets(idOrSlug: string): Promise<DashboardDataset[]> {
  return (await apiFetch(`${dashboardPath(idOrSlug)}/datasets`, { schema: DashboardDatasetsResponse })).result;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The json_metadata Superset would read: unknown or malformed fields are dropped rather than failing the page. */
export function metadataOf(text: string | null | undefined): DashboardMetadata {
  const parsed = DashboardMetadata.safeParse(parseJson(text) ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * Starts each viz type's chunk now, all at once, and then its drawing library (Highcharts and the chart's modules),
 * so the first answer to arrive is drawn at once rather than after the page has rendered and asked for its code.
 */
function preloadPlugins(charts: readonly DashboardChartEntity[]) {
  const vizTypes = new Set(charts.map((chart) => chart.form_data.viz_type).filter((type) => typeof type === 'string'));
  for (const vizType of vizTypes)
    loadChartPlugin(vizType)
      .then((plugin) => plugin.prepare?.())
      .catch(() => undefined);
}

/**
 * Hydration: the dashboard, its charts and datasets in parallel (plus the permalink's state), then its layout from
 * `position_json` or Superset's default rows of its charts. Rejects with the API's error (404: not found). The
 * charting library starts loading with them: nearly every dashboard draws charts.
 */
export async function loadDashboard(idOrSlug: string, permalinkKey: string | null): Promise<DashboardModel> {
  prepareChartDrawing().catch(() => undefined);
  let etag: string | null = null;
  const dashboardRequest = apiFetch(dashboardPath(idOrSlug), {
    schema: DashboardItemResponse,
    onHeaders: (headers) => (etag = headers.get('etag')),
  }).then((answer) => answer.result);
  const chartsRequest = loadDashboardCharts(idOrSlug).then((charts) => {
    preloadPlugins(charts);
    return charts;
  });
  const permalinkRequest = permalinkKey
    ? apiFetch(`/api/v1/dashboard/permalink/${encodeURIComponent(permalinkKey)}`, {
        schema: DashboardPermalinkResponse,
      }).then((answer) => answer.state)
    : Promise.resolve(null);
  const [dashboard, charts, datasets, permalink] = await Promise.all([
    dashboardRequest,
    chartsRequest,
    loadDashboardDatasets(idOrSlug),
    permalinkRequest,
  ]);
  rememberDashboard(dashboard, etag);
  return {
    dashboard,
    metadata: metadataOf(dashboard.json_metadata),
    layout: layoutOf(parseJson(dashboard.position_json), charts),
    charts: new Map(charts.map((chart) => [chart.id, chart])),
    datasets: new Map(datasets.map((dataset) => [dataset.uid ?? `${dataset.id}__${dataset.type ?? 'table'}`, dataset])),
    permalink,
    etag,
  };
}
