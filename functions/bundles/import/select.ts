import type { ChartConfig, DashboardConfig, DatabaseConfig, DatasetConfig } from '../schemas.ts';
import { chartUuidsOf, nativeFilterDatasetUuids } from './id-refs.ts';
import type { BundleConfigs } from './load-configs.ts';

/** The four import endpoints: each brings its own kind and what that kind needs, as Superset's commands do. */
export type ImportCommand = 'dashboard' | 'chart' | 'dataset' | 'assets';

/** The configs an import writes, in the order they are written, each with its file name. */
export interface Selection {
  databases: [string, DatabaseConfig][];
  datasets: [string, DatasetConfig][];
  charts: [string, ChartConfig][];
  dashboards: [string, DashboardConfig][];
}

const entries = <T>(map: Map<string, T>, keep: (config: T) => boolean = () => true): [string, T][] =>
  [...map].filter(([, config]) => keep(config));

/**
 * What each command imports (Superset's `_import` discovery): dashboards bring the charts their layouts name and the
 * datasets of those charts and of their native filters; charts bring their datasets; datasets their databases.
 * The assets command imports everything in the bundle.
 */
export function selectConfigs(configs: BundleConfigs, command: ImportCommand): Selection {
  if (command === 'assets') {
    return {
      databases: entries(configs.databases),
      datasets: entries(configs.datasets),
      charts: entries(configs.charts),
      dashboards: entries(configs.dashboards),
    };
  }
  const dashboards = command === 'dashboard' ? entries(configs.dashboards) : [];
  const chartUuids = new Set(dashboards.flatMap(([, config]) => chartUuidsOf(config.position)));
  const charts =
    command === 'dataset'
      ? []
      : entries(configs.charts, (config) => command === 'chart' || chartUuids.has(config.uuid));
  const datasetUuids = new Set([
    ...charts.map(([, config]) => config.dataset_uuid),
    ...dashboards.flatMap(([, config]) => nativeFilterDatasetUuids(config.metadata)),
  ]);
  const datasets = entries(configs.datasets, (config) => command === 'dataset' || datasetUuids.has(config.uuid));
  const databaseUuids = new Set(datasets.map(([, config]) => config.database_uuid));
  return {
    databases: entries(configs.databases, (config) => databaseUuids.has(config.uuid)),
    datasets,
    charts,
    dashboards,
  };
}

/**
 * Which kinds an import may overwrite: its own kind on `overwrite`; a dashboard's assets only with `overwrite_all` too.
 * `definitions`: whether a bundle dataset mapped onto another of the tenant's datasets (same table) brings its word on
 * the columns and metrics that dataset has, which any `overwrite` asks for (the dashboard import modal sends no more).
 */
export function overwritePolicy(command: ImportCommand, overwrite: boolean, overwriteAll: boolean) {
  if (command === 'assets')
    return { databases: true, datasets: true, charts: true, dashboards: true, definitions: true };
  const assets = command === 'dashboard' && overwrite && overwriteAll;
  return {
    databases: false,
    datasets: command === 'dataset' ? overwrite : assets,
    charts: command === 'chart' ? overwrite : assets,
    dashboards: command === 'dashboard' && overwrite,
    definitions: overwrite,
  };
}
export type OverwritePolicy = ReturnType<typeof overwritePolicy>;
