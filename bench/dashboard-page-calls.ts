import rison from 'rison';
import { buildQueryFor } from '#shared/chart-query/index.ts';
import { formDataWithExtraFilters } from '#shared/dashboard/extra-form-data.ts';
import { NativeFilter } from '#shared/dashboard/native-filters.ts';
import { rolesGrant } from '#shared/security/permissions.ts';
import { selectValuesQuery } from '../web/app/features/native-filters/state/values-query.ts';
import type { BenchApi } from './api-client.ts';

/** One API call of the dashboard page: method, path with query, JSON body of a POST. */
export interface PageCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** A chart data POST of the page: the chart it draws (none for a filter's values) and its query context. */
export interface ChartDataCall extends PageCall {
  method: 'POST';
  sliceId?: number;
  vizType?: string;
}

/**
 * Every API call Skyset's dashboard page makes to open a dashboard, in the page's order (as a browser records it,
 * see bench/web/dashboard-timing.ts): who is signed in, the dashboard, its charts and datasets, the favourite star
 * and the roles together; then one chart data POST per chart and per value filter; then the reader's email report
 * of the dashboard (for a reader who may make one) and the usage log.
 */
export interface DashboardPageCalls {
  first: PageCall;
  together: PageCall[];
  chartData: ChartDataCall[];
  last: PageCall[];
}

interface DashboardChart {
  id: number;
  form_data: Record<string, unknown>;
}

/** The native filters of a dashboard's `json_metadata` that parse as such. */
function nativeFiltersOf(jsonMetadata: unknown): NativeFilter[] {
  const metadata =
    typeof jsonMetadata === 'string' && jsonMetadata
      ? (JSON.parse(jsonMetadata) as { native_filter_configuration?: unknown[] })
      : {};
  return (metadata.native_filter_configuration ?? []).flatMap((entry) => {
    const parsed = NativeFilter.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The chart data POST a dashboard's card sends for `chart`, no filter applied (the card's buildQuery, same function). */
function chartDataCallOf(chart: DashboardChart, dashboardId: number): ChartDataCall {
  const vizType = String(chart.form_data.viz_type ?? '');
  const buildQuery = buildQueryFor(vizType);
  if (!buildQuery) throw new Error(`chart ${chart.id}: no buildQuery for viz type ${vizType}`);
  const saved = {
    ...chart.form_data,
    viz_type: vizType,
    datasource: String(chart.form_data.datasource ?? ''),
    slice_id: chart.id,
  };
  const formData = formDataWithExtraFilters(saved, { chartId: chart.id, dashboardId, extraFormData: {} });
  return {
    method: 'POST',
    path: '/api/v1/chart/data',
    body: { ...buildQuery(formData), force: false },
    sliceId: chart.id,
    vizType,
  };
}

/** Who the page is opened as: their id, and whether the page asks for their email report (they may make one). */
interface Reader {
  id: number;
  mayReport: boolean;
}

/** The reader of `api`, read as the page reads it (the report menu needs an e-mail address and `can_write` on ReportSchedule). */
async function readerOf(api: BenchApi): Promise<Reader> {
  const me = (await api.get('/api/v1/me/')).body.result as { id: number; email?: string };
  const { roles } = (await api.get('/api/v1/me/roles/')).body.result as { roles: Record<string, [string, string][]> };
  return { id: me.id, mayReport: (me.email ?? '') !== '' && rolesGrant(roles, 'can_write', 'ReportSchedule') };
}

/** The page's last calls, once its charts have asked for their data: the reader's email report of it, the usage log. */
function pageEndCalls(dashboardId: number, reader: Reader): PageCall[] {
  const reports = rison.encode({
    filters: [
      { col: 'dashboard_id', opr: 'eq', value: dashboardId },
      { col: 'creation_method', opr: 'eq', value: 'dashboards' },
      { col: 'created_by', opr: 'rel_o_m', value: reader.id },
    ],
    order_column: 'name',
    order_direction: 'asc',
    page: 0,
    page_size: 1,
  });
  const mounted = {
    source: 'dashboard',
    source_id: dashboardId,
    dashboard_id: dashboardId,
    version: 'v2',
    event_name: 'mount_dashboard',
    event_type: 'timing',
  };
  return [
    ...(reader.mayReport ? [{ method: 'GET' as const, path: `/api/v1/report/?q=${encodeURIComponent(reports)}` }] : []),
    { method: 'POST', path: `/superset/log/?explode=events&dashboard_id=${dashboardId}`, body: { events: [mounted] } },
  ];
}

/** The calls of opening dashboard `dashboardId` as `api`'s user, read once through `api`. */
export async function dashboardPageCalls(api: BenchApi, dashboardId: number): Promise<DashboardPageCalls> {
  const dashboard = await api.get(`/api/v1/dashboard/${dashboardId}`);
  const charts = await api.get(`/api/v1/dashboard/${dashboardId}/charts`);
  if (dashboard.status !== 200 || charts.status !== 200)
    throw new Error(`dashboard ${dashboardId} answered ${dashboard.status} and ${charts.status}`);
  const filters = nativeFiltersOf((dashboard.body.result as { json_metadata?: unknown }).json_metadata);
  const filterCalls = filters.flatMap((filter) => {
    const body = filter.filterType === 'filter_select' ? selectValuesQuery(filter, {}) : undefined;
    return body ? [{ method: 'POST' as const, path: '/api/v1/chart/data', body }] : [];
  });
  return {
    first: { method: 'GET', path: '/api/v1/me/' },
    together: [
      { method: 'GET', path: `/api/v1/dashboard/${dashboardId}` },
      { method: 'GET', path: `/api/v1/dashboard/${dashboardId}/charts` },
      { method: 'GET', path: `/api/v1/dashboard/${dashboardId}/datasets` },
      { method: 'GET', path: `/api/v1/dashboard/favorite_status/?q=${rison.encode([dashboardId])}` },
      { method: 'GET', path: '/api/v1/me/roles/' },
    ],
    chartData: [
      ...filterCalls,
      ...(charts.body.result as DashboardChart[]).map((chart) => chartDataCallOf(chart, dashboardId)),
    ],
    last: pageEndCalls(dashboardId, await readerOf(api)),
  };
}
