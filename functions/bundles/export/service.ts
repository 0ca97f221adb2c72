import type { DashboardRecord } from '../../lib/records/dashboard-schema.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';
import { stringify } from 'yaml';
import { NotFoundError } from '#shared/errors.ts';
import { chartIdsOf } from '#shared/dashboard/layout.ts';
import { canSeeChart } from '../../lib/auth/chart-access.ts';
import { dashboardViewer } from '../../lib/auth/dashboard-access.ts';
import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { BUNDLE_VERSION } from '../schemas.ts';
import { readTenantAssets, type TenantAssets } from '../tenant-assets.ts';
import { writeBundle } from '../zip.ts';
import { chartConfig, dashboardConfig, databaseConfig, datasetConfig, parsedJson } from './configs.ts';
import { nativeFilterDatasetIds } from '../../lib/auth/dashboard-resources.ts';
import { chartFile, dashboardFile, databaseFile, datasetFile, exportStamp } from './file-names.ts';

/** The four export endpoints; each names its kind in the ZIP's folder and in `metadata.yaml` as Superset does. */
export type ExportCommand = 'dashboard' | 'chart' | 'dataset' | 'assets';

const METADATA_TYPES: Record<ExportCommand, string> = {
  dashboard: 'Dashboard',
  chart: 'Slice',
  dataset: 'SqlaTable',
  assets: 'assets',
};

/** The objects one export writes. */
interface Picked {
  dashboards: DashboardRecord[];
  charts: ChartRecord[];
  datasets: DatasetRecord[];
}

const yamlText = (value: unknown): string => stringify(value, { lineWidth: 0 });

/** Every id must name an object the caller may see: Superset answers 404 when any is missing or hidden. */
function pickAll<T>(ids: readonly number[], find: (id: number) => T | undefined): T[] {
  const found = ids.map(find);
  if (found.some((item) => item === undefined)) throw new NotFoundError();
  return [...new Map(found.map((item, index) => [ids[index], item as T])).values()];
}

function chartsOf(dashboards: DashboardRecord[], assets: TenantAssets): ChartRecord[] {
  const ids = new Set(
    dashboards.flatMap((dashboard) => [
      ...dashboard.chartIds,
      ...chartIdsOf((parsedJson(dashboard.position_json) ?? {}) as Record<string, unknown>),
    ]),
  );
  return [...ids].flatMap((id) => assets.chartById.get(id) ?? []);
}

function datasetsOf(charts: ChartRecord[], dashboards: DashboardRecord[], assets: TenantAssets): DatasetRecord[] {
  const ids = new Set([
    ...charts.map((chart) => chart.datasource_id),
    ...dashboards.flatMap((dashboard) => nativeFilterDatasetIds(parsedJson(dashboard.json_metadata))),
  ]);
  return [...ids].flatMap((id) => assets.datasetById.get(id) ?? []);
}

async function pick(
  access: CallerAccess,
  command: ExportCommand,
  ids: readonly number[],
  assets: TenantAssets,
): Promise<Picked> {
  const sourceOf = (datasetId: number) => {
    const dataset = assets.datasetById.get(datasetId);
    const database = dataset && assets.databaseById.get(dataset.database_id);
    return dataset && database ? { dataset, database } : undefined;
  };
  if (command === 'assets') return { dashboards: assets.dashboards, charts: assets.charts, datasets: assets.datasets };
  if (command === 'dashboard') {
    const viewer = await dashboardViewer(access);
    const dashboards = pickAll(ids, (id) =>
      assets.dashboards.find((dashboard) => dashboard.id === id && viewer.canSee(dashboard)),
    );
    const charts = chartsOf(dashboards, assets);
    return { dashboards, charts, datasets: datasetsOf(charts, dashboards, assets) };
  }
  if (command === 'chart') {
    const charts = pickAll(ids, (id) => {
      const chart = assets.chartById.get(id);
      return chart && canSeeChart(access, sourceOf(chart.datasource_id)) ? chart : undefined;
    });
    return { dashboards: [], charts, datasets: datasetsOf(charts, [], assets) };
  }
  const datasets = pickAll(ids, (id) => {
    const source = sourceOf(id);
    return source && canSeeChart(access, source) ? source.dataset : undefined;
  });
  return { dashboards: [], charts: [], datasets };
}

/**
 * A Superset v1 bundle of the objects named and everything they need (Superset's Export*Command): a ZIP whose top
 * folder is `<kind>_export_<stamp>`, holding `metadata.yaml` and one YAML file per database, dataset, chart and
 * dashboard. 404 when an id names nothing the caller may see.
 */
export async function exportBundle(
  access: CallerAccess,
  command: ExportCommand,
  ids: readonly number[],
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const assets = await readTenantAssets(access.claims.tenant);
  const picked = await pick(access, command, ids, assets);
  const files = new Map<string, string>([
    [
      'metadata.yaml',
      yamlText({ version: BUNDLE_VERSION, type: METADATA_TYPES[command], timestamp: now.toISOString() }),
    ],
  ]);
  const databases = new Map(
    picked.datasets.flatMap((dataset) => {
      const database = assets.databaseById.get(dataset.database_id);
      return database ? [[database.id, database] as const] : [];
    }),
  );
  if (command === 'assets') for (const database of assets.databases) databases.set(database.id, database);
  for (const database of databases.values())
    files.set(databaseFile(database.database_name), yamlText(databaseConfig(database)));
  for (const dataset of picked.datasets) {
    const database = assets.databaseById.get(dataset.database_id);
    if (database)
      files.set(
        datasetFile(database.database_name, dataset.table_name),
        yamlText(datasetConfig(dataset, database.uuid)),
      );
  }
  for (const chart of picked.charts) {
    const dataset = assets.datasetById.get(chart.datasource_id);
    if (dataset) files.set(chartFile(chart.slice_name, chart.id), yamlText(chartConfig(chart, dataset.uuid)));
  }
  const refs = { chartById: assets.chartById, datasetById: assets.datasetById };
  for (const dashboard of picked.dashboards)
    files.set(dashboardFile(dashboard.dashboard_title, dashboard.id), yamlText(dashboardConfig(dashboard, refs)));
  const root = `${command}_export_${exportStamp(now)}`;
  return { fileName: `${root}.zip`, bytes: writeBundle(root, files) };
}
