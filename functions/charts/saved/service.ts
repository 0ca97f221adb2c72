import { callerUserId } from '../../lib/auth/user-directory.ts';
import { randomUUID } from 'node:crypto';
import { ChartPostBody, ChartPutBody } from '#shared/api/chart.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import {
  checkChartDashboards,
  dashboardsByChart,
  setChartDashboards,
} from '../../lib/records/dashboard-chart-links.ts';
import { ownerDirectory, resolveOwners } from '../../lib/owners.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { canEditChart, CHART_FORBIDDEN, loadEditableChart, loadVisibleChart } from '../../lib/auth/chart-access.ts';
import { fragmentTarget, requireSafeChartFragments } from './fragment-check.ts';
import { chartItemAnswer, ItemQuery } from './item-shape.ts';
import { descriptionRenderer, toChartItem } from './present.ts';
import { deleteChartRecord, writeChart } from '../../lib/records/chart-repository.ts';
import { CHART_WRITE_FIELDS, type ChartRecord } from '../../lib/records/chart-schema.ts';
import { requireNoTags } from './tags.ts';
import { checkQueryContext, requireContextOnDatasource, resolveDatasource } from './write.ts';

type WriteFields = Partial<Pick<ChartRecord, (typeof CHART_WRITE_FIELDS)[number]>>;

/** The directly writable fields a body sent (absent ones untouched); a null `is_managed_externally` means false. */
function writableFields(body: Record<string, unknown>): WriteFields {
  const sent = CHART_WRITE_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]);
  const fields = Object.fromEntries(sent) as WriteFields & { is_managed_externally?: boolean | null };
  if (fields.is_managed_externally === null) fields.is_managed_externally = false;
  return fields as WriteFields;
}

/** A PUT that only backfills the query context (Superset lets any viewer do it, leaving "last saved" alone). */
const isQueryContextBackfill = (fields: ChartPutBody): boolean =>
  fields.query_context_generation === true &&
  Object.keys(fields).every((key) => key === 'query_context' || key === 'query_context_generation');

/**
 * POST /api/v1/chart/: 201 `{ id, result }`; the caller owns the chart unless owners are named. SQL fragments of
 * `params` and `query_context` that chart data would refuse are refused now (400 naming the field).
 */
export async function createChart(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(ChartPostBody, body);
  checkQueryContext(fields.query_context);
  const userId = await callerUserId(access);
  const source = await resolveDatasource(access, fields.datasource_id, fields.datasource_type);
  requireSafeChartFragments(fields, await fragmentTarget(source.dataset, source.database.backend));
  await checkChartDashboards(access, fields.dashboards ?? [], userId);
  const owners = await resolveOwners(access, fields.owners, userId, { defaultToCaller: true });
  const stamp = now.toISOString();
  const record: ChartRecord = {
    id: await nextId(access.claims.tenant, 'chart'),
    uuid: randomUUID(),
    description: null,
    viz_type: null,
    params: null,
    query_context: null,
    cache_timeout: null,
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    external_url: null,
    ...writableFields(fields),
    slice_name: fields.slice_name,
    datasource_id: fields.datasource_id,
    datasource_type: 'table',
    owners,
    created_on: stamp,
    changed_on: stamp,
    last_saved_at: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    last_saved_by_fk: userId,
    version: 1,
  };
  await writeChart(access.claims.tenant, record);
  if (fields.dashboards?.length) await setChartDashboards(access.claims.tenant, record.id, fields.dashboards);
  return { id: record.id, result: fields };
}

/**
 * GET /api/v1/chart/{pk}?q=(columns:...,keys:...): Flask-AppBuilder's item answer (`id`, `result`, `show_columns`,
 * `label_columns`, `description_columns`, `show_title`); 404 for a chart absent or hidden from the caller.
 */
export async function getChart(access: CallerAccess, id: number, q?: string, now = new Date()) {
  const query = parseRisonQuery(ItemQuery, q);
  const { record, source } = await loadVisibleChart(access, id);
  const [users, dashboards, markedDown] = await Promise.all([
    ownerDirectory(access.claims.tenant),
    dashboardsByChart(access.claims.tenant),
    descriptionRenderer(),
  ]);
  return chartItemAnswer(id, toChartItem(record, { source, users, dashboards, now, markedDown }), query);
}

/**
 * PUT /api/v1/chart/{pk}: sets the fields sent, the SQL fragments of `params` and `query_context` checked as on
 * create (in the dialect of the dataset the chart will read); `{ id, result }` with the body as accepted.
 */
export async function updateChart(access: CallerAccess, id: number, body: unknown, now = new Date()) {
  const fields = parseWith(ChartPutBody, body);
  checkQueryContext(fields.query_context);
  requireNoTags(fields.tags);
  const userId = await callerUserId(access);
  const backfill = isQueryContextBackfill(fields);
  const { record, source: current } = backfill
    ? await loadVisibleChart(access, id)
    : await loadEditableChart(access, id, userId);
  if (backfill) requireContextOnDatasource(fields.query_context, record);
  const datasourceId = fields.datasource_id ?? record.datasource_id;
  const source =
    fields.datasource_id == null
      ? current
      : await resolveDatasource(access, datasourceId, fields.datasource_type ?? record.datasource_type);
  requireSafeChartFragments(fields, await fragmentTarget(source?.dataset, source?.database.backend));
  const owners = fields.owners === undefined ? record.owners : await resolveOwners(access, fields.owners, userId);
  if (fields.dashboards !== undefined) await checkChartDashboards(access, fields.dashboards, userId, id);
  const stamp = now.toISOString();
  const updated: ChartRecord = {
    ...record,
    ...writableFields(fields),
    datasource_id: datasourceId,
    owners,
    changed_on: stamp,
    changed_by_fk: userId,
    ...(backfill ? {} : { last_saved_at: stamp, last_saved_by_fk: userId }),
    version: record.version + 1,
  };
  await writeChart(access.claims.tenant, updated, record.version);
  if (fields.dashboards !== undefined) await setChartDashboards(access.claims.tenant, id, fields.dashboards);
  return { id, result: fields };
}

/** Delete a chart and take it off its dashboards (Superset drops its `dashboard_slices` rows with it). */
async function removeChart(tenant: string, id: number): Promise<void> {
  await setChartDashboards(tenant, id, []);
  await deleteChartRecord(tenant, id);
}

/** DELETE /api/v1/chart/{pk}: `{ message: "OK" }`; 404 when absent or hidden, 403 for a chart the caller does not own. */
export async function deleteChart(access: CallerAccess, id: number) {
  await loadEditableChart(access, id, await callerUserId(access));
  await removeChart(access.claims.tenant, id);
  return { message: 'OK' };
}

/**
 * DELETE /api/v1/chart/?q=!(ids): all or nothing, checked as Superset's DeleteChartCommand: 404 when the list is
 * empty or one chart is missing or hidden, then 403 when one is not the caller's.
 */
export async function bulkDeleteCharts(access: CallerAccess, ids: readonly number[]) {
  const userId = await callerUserId(access);
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  const loaded = await Promise.all(unique.map((id) => loadVisibleChart(access, id)));
  if (loaded.some(({ record }) => !canEditChart(access, record, userId))) throw new ForbiddenError(CHART_FORBIDDEN);
  for (const id of unique) await removeChart(access.claims.tenant, id);
  return { message: `Deleted ${unique.length} chart${unique.length === 1 ? '' : 's'}` };
}
