/**
 * The public face of the datasets domain: the only file other domains import from it (eslint.config.js).
 * Datasets (`/api/v1/dataset/`): who may edit one, the names, URLs and choices derived from a dataset, the legacy
 * datasource shape Explore and dashboards read, the port that runs a query object on a dataset, and the example
 * datasets. Dataset records are below the domains (lib/records).
 */
export { canEditDataset, type Caller } from './access.ts';
export type { ChartDataRunner, ChartQueryResult } from './chart-data-port.ts';
export { nextMemberId } from './columns.ts';
export { currencyObject, storedCurrency } from './currency.ts';
export { toDatasourceData, type DatasourceDataContext } from './datasource-data.ts';
export {
  columnFormats,
  currencyFormats,
  datasetEditUrl,
  datasetExploreUrl,
  datasetName,
  datasetUid,
  granularityChoices,
  orderByChoices,
  selectStar,
  verboseMap,
} from './derived.ts';
export { columnGenericType } from './present.ts';
export { registerExamples } from './register-examples.ts';
export { loadDataset, loadVisibleDataset, type LoadedDataset } from './service.ts';
export type { DatasetPorts } from './ports.ts';
export { timeGrainChoices } from './time-grains.ts';
export type { DatasetDatabase } from './whole-checks.ts';
