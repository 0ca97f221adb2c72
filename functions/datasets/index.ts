/**
 * The public face of the datasets domain: the only file other domains import from it (eslint.config.js).
 * Datasets (`/api/v1/dataset/`): dataset records and who may edit them, the names, URLs and choices derived from a
 * dataset, the legacy datasource shape Explore and dashboards read, running a query object on a dataset, and the
 * example datasets.
 */
export { canEditDataset, type Caller } from './access.ts';
export type { ChartDataRunner, ChartQueryResult } from './chart-data-port.ts';
export { runChartData } from './chart-data.ts';
export { nextMemberId } from './columns.ts';
export { currencyObject, storedCurrency } from './currency.ts';
export { toDatasourceData, type DatasourceDataContext } from './datasource-data.ts';
export { columnFormats, currencyFormats, datasetEditUrl, datasetExploreUrl, datasetName, datasetUid, granularityChoices, orderByChoices, selectStar, verboseMap } from './derived.ts';
export { columnGenericType } from './present.ts';
export { registerExamples } from './register-examples.ts';
export { datasetNotFound, getRecentDataset, listDatasets, readRecentDatasets } from './repository.ts';
export { DatasetRecord, type DatasetColumn, type DatasetMetric } from './schema.ts';
export { loadDataset, loadVisibleDataset, type LoadedDataset } from './service.ts';
export { timeGrainChoices } from './time-grains.ts';
export type { DatasetDatabase } from './whole-checks.ts';
