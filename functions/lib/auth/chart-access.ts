import type { DatabaseRecord } from '../records/database-schema.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { findDatabase } from '../records/database-repository.ts';
import { DatasetRecord } from '../records/dataset-schema.ts';
import type { CallerAccess } from './caller-access.ts';
import { canAccessAllDatasources, canAccessDatasource } from './data-access.ts';
import { readItem } from '../item-store.ts';
import { keys } from '../keys.ts';
import { readChart } from '../records/chart-repository.ts';
import type { ChartRecord } from '../records/chart-schema.ts';

/** The dataset a chart reads and its database. */
export interface ChartSource {
  dataset: DatasetRecord;
  database: DatabaseRecord;
}

/** A chart with its source (undefined once the dataset or its database is gone). */
export interface LoadedChart {
  record: ChartRecord;
  source: ChartSource | undefined;
}

/** A tenant's dataset with its database, or undefined when either is gone. */
export async function findChartSource(tenant: string, datasetId: number): Promise<ChartSource | undefined> {
  const dataset = await readItem(DatasetRecord, keys.dataset(tenant, datasetId));
  const database = dataset && (await findDatabase(tenant, dataset.database_id));
  return dataset && database ? { dataset, database } : undefined;
}

/**
 * Superset's ChartFilter: a chart is seen by those who may read its dataset; Admins and `all_datasource_access`
 * see every chart, even one whose dataset is gone.
 */
export function canSeeChart(access: CallerAccess, source: ChartSource | undefined): boolean {
  if (access.isAdmin || canAccessAllDatasources(access)) return true;
  return source !== undefined && canAccessDatasource(access, source.database, source.dataset);
}

/** Superset's ownership rule: owners and Admins may change a chart. */
export const canEditChart = (access: CallerAccess, record: ChartRecord, userId: number): boolean =>
  access.isAdmin || record.owners.includes(userId);

/**
 * A chart the caller may see, with its source: the one call other domains (Explore) need to open a saved chart.
 * 404 `Not found` when it is absent or hidden by the ChartFilter, as Superset answers both.
 */
export async function loadVisibleChart(access: CallerAccess, id: number): Promise<LoadedChart> {
  const record = await readChart(access.claims.tenant, id);
  if (!record) throw new NotFoundError();
  const source = await findChartSource(access.claims.tenant, record.datasource_id);
  if (!canSeeChart(access, source)) throw new NotFoundError();
  return { record, source };
}

/** Superset's words for a change by someone who does not own the chart (`ChartForbiddenError`). */
export const CHART_FORBIDDEN = 'Changing this chart is forbidden';

/** A chart the caller may change: 404 when not visible, 403 in Superset's words when they are no owner (nor Admin). */
export async function loadEditableChart(access: CallerAccess, id: number, userId: number): Promise<LoadedChart> {
  const loaded = await loadVisibleChart(access, id);
  if (!canEditChart(access, loaded.record, userId)) throw new ForbiddenError(CHART_FORBIDDEN);
  return loaded;
}
