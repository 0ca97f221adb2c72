import { type ChartRecord, listChartRecords } from '../charts/index.ts';
import { type DashboardRecord, listDashboardRecords } from '../dashboards/index.ts';
import { type DatabaseRecord, listDatabases } from '../databases/index.ts';
import { type DatasetRecord, listDatasets } from '../datasets/index.ts';

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
