import { listDatabases } from '../../databases/repository.ts';
import { datasetName } from '../../datasets/derived.ts';
import { ownerDirectory } from '../../datasets/owners.ts';
import { listDatasets } from '../../datasets/repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../../lib/list-query.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { callerUserId, type ChartSource, canSeeChart } from './access.ts';
import { listMetadata, selectColumns, selectedColumns } from '../../lib/list-shape.ts';
import { CHART_LIST_SHAPE, cappedPageSize } from './list-shape.ts';
import { dashboardsByChart } from '../../dashboards/chart-links.ts';
import { type ChartView, toChartListItem } from './present.ts';
import { listChartFavoriteIds, listChartRecords } from './repository.ts';
import type { ChartRecord } from './schema.ts';

interface Row {
  record: ChartRecord;
  source: ChartSource | undefined;
  /** `schema.table` of the dataset, '' once it is gone. */
  datasourceName: string;
  changedByFirstName: string;
  /** The ids of the dashboards the chart sits on. */
  dashboardIds: number[];
}

/** Superset's search and order columns of ChartRestApi; ordering by humanized age orders by the instant behind it. */
const COLUMNS: ListColumns<Row> = {
  id: (row) => row.record.id,
  uuid: (row) => row.record.uuid,
  slice_name: (row) => row.record.slice_name,
  viz_type: (row) => row.record.viz_type,
  description: (row) => row.record.description,
  datasource_id: (row) => row.record.datasource_id,
  datasource_type: (row) => row.record.datasource_type,
  datasource_name: (row) => row.datasourceName,
  owners: (row) => row.record.owners,
  dashboards: (row) => row.dashboardIds,
  tags: () => [],
  created_by: (row) => row.record.created_by_fk,
  changed_by: (row) => row.record.changed_by_fk,
  last_saved_by: (row) => row.record.last_saved_by_fk,
  'last_saved_by.id': (row) => row.record.last_saved_by_fk,
  last_saved_at: (row) => row.record.last_saved_at,
  'changed_by.first_name': (row) => row.changedByFirstName,
  changed_on_delta_humanized: (row) => row.record.changed_on,
};

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === 1;
const contains = (value: string | null, search: string): boolean => (value ?? '').toLowerCase().includes(search);

/** Superset's chart filters (by operator): free text, favourites, certification, "mine". */
function customFilters(favorites: ReadonlySet<number>, userId: number) {
  return {
    chart_all_text: (row: Row, value: unknown) => {
      const search = String(value ?? '').toLowerCase();
      const { slice_name: name, description, viz_type: vizType } = row.record;
      return [name, description, vizType, row.datasourceName].some((text) => contains(text, search));
    },
    chart_is_favorite: (row: Row, value: unknown) => favorites.has(row.record.id) === isTrue(value),
    chart_is_certified: (row: Row, value: unknown) => Boolean(row.record.certified_by) === isTrue(value),
    chart_created_by_me: (row: Row) => row.record.created_by_fk === userId,
    chart_owned_created_favored_by_me: (row: Row) =>
      row.record.owners.includes(userId) || row.record.created_by_fk === userId || favorites.has(row.record.id),
  };
}

/** The charts the caller sees (Superset's ChartFilter), newest change first (Superset's base order). */
async function visibleRows(access: CallerAccess): Promise<{ rows: Row[]; view: Omit<ChartView, 'source' | 'now'> }> {
  const { tenant } = access.claims;
  const [records, datasets, databases, users, dashboards] = await Promise.all([
    listChartRecords(tenant), listDatasets(tenant), listDatabases(tenant), ownerDirectory(tenant), dashboardsByChart(tenant),
  ]);
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const rows = records.flatMap((record): Row[] => {
    const dataset = datasetById.get(record.datasource_id);
    const database = dataset && databaseById.get(dataset.database_id);
    const source = dataset && database ? { dataset, database } : undefined;
    if (!canSeeChart(access, source)) return [];
    const changedBy = record.changed_by_fk === null ? undefined : users.get(record.changed_by_fk);
    const dashboardIds = (dashboards.get(record.id) ?? []).map((dashboard) => dashboard.id);
    return [{ record, source, datasourceName: source ? datasetName(source.dataset) : '', changedByFirstName: changedBy?.first_name ?? '', dashboardIds }];
  });
  rows.sort((a, b) => b.record.changed_on.localeCompare(a.record.changed_on) || b.record.id - a.record.id);
  return { rows, view: { users, dashboards } };
}

/** GET /api/v1/chart/?q=: filtered, ordered and paged as Superset's list API, cut to `columns` when asked. */
export async function listCharts(access: CallerAccess, q: string | undefined, now = new Date()) {
  const parsed = parseRisonQuery(ListQuery, q);
  const query = { ...parsed, page_size: cappedPageSize(parsed.page_size) };
  const [{ rows, view }, favorites, userId] = await Promise.all([
    visibleRows(access),
    listChartFavoriteIds(access.claims.tenant, access.claims.sub),
    callerUserId(access),
  ]);
  const { count, page } = applyListQuery(rows, query, COLUMNS, customFilters(favorites, userId));
  const columns = selectedColumns(query, CHART_LIST_SHAPE);
  const result = page.map((row) => {
    const item = toChartListItem(row.record, { ...view, source: row.source, now });
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((row) => row.record.id), result, ...listMetadata(query, CHART_LIST_SHAPE, columns) };
}
