import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';
import type { ChartRecord } from '../lib/records/chart-schema.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { listChartRecords } from '../lib/records/chart-repository.ts';
import { listDashboardRecords } from '../lib/records/dashboard-repository.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';

/** Skyset's own example database is the one of this name, created by every tenant's bootstrap. */
export const EXAMPLES_DATABASE_NAME = 'examples';

/** A tenant's databases, datasets, charts and dashboards, read once per import or export, with lookups. */
export interface TenantAssets {
  databases: DatabaseRecord[];
  datasets: DatasetRecord[];
  charts: ChartRecord[];
  dashboards: DashboardRecord[];
  examplesDatabase: DatabaseRecord | undefined;
  databaseById: Map<number, DatabaseRecord>;
  datasetById: Map<number, DatasetRecord>;
  chartById: Map<number, ChartRecord>;
  databaseByUuid: Map<string, DatabaseRecord>;
  datasetByUuid: Map<string, DatasetRecord>;
  chartByUuid: Map<string, ChartRecord>;
  dashboardByUuid: Map<string, DashboardRecord>;
}

const by = <T, K>(items: T[], key: (item: T) => K): Map<K, T> => new Map(items.map((item) => [key(item), item]));

/** Read a tenant's assets (four partition queries). */
export async function readTenantAssets(tenant: string): Promise<TenantAssets> {
  const [databases, datasets, charts, dashboards] = await Promise.all([
    listDatabases(tenant),
    listDatasets(tenant),
    listChartRecords(tenant),
    listDashboardRecords(tenant),
  ]);
  return {
    databases,
    datasets,
    charts,
    dashboards,
    examplesDatabase: databases.find((database) => database.database_name === EXAMPLES_DATABASE_NAME),
    databaseById: by(databases, (database) => database.id),
    datasetById: by(datasets, (dataset) => dataset.id),
    chartById: by(charts, (chart) => chart.id),
    databaseByUuid: by(databases, (database) => database.uuid),
    datasetByUuid: by(datasets, (dataset) => dataset.uuid),
    chartByUuid: by(charts, (chart) => chart.uuid),
    dashboardByUuid: by(dashboards, (dashboard) => dashboard.uuid),
  };
}
