import * as z from 'zod';
import { listDatasets } from '../../lib/records/dataset-repository.ts';
import { callerUserId } from '../../lib/auth/user-directory.ts';
import { ownerDirectory, type OwnerRef } from '../../lib/owners.ts';
import { BadRequestError } from '#shared/errors.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import { datasetName } from '../../datasets/index.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import {
  applyListQuery,
  DEFAULT_PAGE_SIZE,
  type ListColumns,
  ListQuery,
  cappedPageSize,
} from '../../lib/list-query.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { canSeeChart } from '../../lib/auth/chart-access.ts';
import { chartFilters, type FilterableChart } from './chart-filters.ts';
import { listMetadata, selectColumns, selectedColumns } from '../../lib/list-shape.ts';
import { dashboardsByChart } from '../../lib/records/dashboard-chart-links.ts';
import { CHART_LIST_SHAPE, CHART_ORDER_COLUMNS } from './list-shape.ts';
import { type ChartView, descriptionRenderer, toChartListItem } from './present.ts';
import { listChartFavoriteIds, listChartRecords } from '../../lib/records/chart-repository.ts';
import { checkChartFilters } from './search-filters.ts';

interface Row extends FilterableChart {
  /** `schema.table` of the dataset, '' once it is gone. */
  datasourceName: string;
  changedBy: OwnerRef | undefined;
  lastSavedBy: OwnerRef | undefined;
  /** The ids of the dashboards the chart sits on. */
  dashboardIds: number[];
}

/** Epoch milliseconds of an instant, null when there is none (so dates compare as numbers). */
const instant = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

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
  'last_saved_by.first_name': (row) => row.lastSavedBy?.first_name ?? null,
  'last_saved_by.last_name': (row) => row.lastSavedBy?.last_name ?? null,
  last_saved_at: (row) => instant(row.record.last_saved_at),
  'changed_by.first_name': (row) => row.changedBy?.first_name ?? null,
  changed_on_delta_humanized: (row) => row.record.changed_on,
};

/**
 * The query as the columns read it: a `last_saved_at` value as epoch milliseconds; one that is no date compares
 * with nothing, as Flask-AppBuilder drops `gt`/`lt` on a value it cannot read and matches `eq` against null.
 */
function withInstants(query: ListQuery): ListQuery {
  const filters = query.filters.flatMap((filter) => {
    if (filter.col !== 'last_saved_at') return [filter];
    const value = typeof filter.value === 'string' ? Date.parse(filter.value) : NaN;
    if (!Number.isNaN(value)) return [{ ...filter, value }];
    return filter.opr === 'gt' || filter.opr === 'lt' ? [] : [{ ...filter, value: null }];
  });
  return { ...query, filters };
}

/** `get_list_schema` as Flask-AppBuilder reads it: any integer page size (capped below), the page from 0 on. */
const ChartListQuery = ListQuery.extend({ page_size: z.number().int().default(DEFAULT_PAGE_SIZE) });

/** The query with Flask-AppBuilder's checks: known filters only, an order column of `order_columns`, a capped page. */
function checkedQuery(q: string | undefined): ListQuery {
  const query = parseRisonQuery(ChartListQuery, q);
  checkChartFilters(query.filters);
  if (query.order_column !== undefined && !CHART_ORDER_COLUMNS.includes(query.order_column)) {
    throw new BadRequestError(`Invalid order by column: ${query.order_column}`);
  }
  return withInstants({ ...query, page_size: cappedPageSize(query.page_size) });
}

/** The charts the caller sees (Superset's ChartFilter), newest change first (Superset's base order). */
async function visibleRows(access: CallerAccess): Promise<{ rows: Row[]; view: Omit<ChartView, 'source' | 'now'> }> {
  const { tenant } = access.claims;
  const [records, datasets, databases, users, dashboards, markedDown] = await Promise.all([
    listChartRecords(tenant),
    listDatasets(tenant),
    listDatabases(tenant),
    ownerDirectory(tenant),
    dashboardsByChart(tenant),
    descriptionRenderer(),
  ]);
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const rows = records.flatMap((record): Row[] => {
    const dataset = datasetById.get(record.datasource_id);
    const database = dataset && databaseById.get(dataset.database_id);
    const source = dataset && database ? { dataset, database } : undefined;
    if (!canSeeChart(access, source)) return [];
    const person = (id: number | null) => (id === null ? undefined : users.get(id));
    const datasourceName = source ? datasetName(source.dataset) : '';
    const dashboardIds = (dashboards.get(record.id) ?? []).map((dashboard) => dashboard.id);
    return [
      {
        record,
        source,
        datasourceName,
        changedBy: person(record.changed_by_fk),
        lastSavedBy: person(record.last_saved_by_fk),
        dashboardIds,
      },
    ];
  });
  rows.sort((a, b) => b.record.changed_on.localeCompare(a.record.changed_on) || b.record.id - a.record.id);
  return { rows, view: { users, dashboards, markedDown } };
}

/** GET /api/v1/chart/?q=: filtered, ordered and paged as Superset's list API, cut to `columns` when asked. */
export async function listCharts(access: CallerAccess, q: string | undefined, now = new Date()) {
  const query = checkedQuery(q);
  const [{ rows, view }, favorites, userId] = await Promise.all([
    visibleRows(access),
    listChartFavoriteIds(access.claims.tenant, access.claims.sub),
    callerUserId(access),
  ]);
  const { count, page } = applyListQuery(rows, query, COLUMNS, chartFilters(favorites, userId));
  const columns = selectedColumns(query, CHART_LIST_SHAPE);
  const result = page.map((row) => {
    const item = toChartListItem(row.record, { ...view, source: row.source, now });
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((row) => row.record.id), result, ...listMetadata(query, CHART_LIST_SHAPE, columns) };
}
