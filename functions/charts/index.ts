/**
 * The public face of the charts domain: the only file other domains import from it (eslint.config.js).
 * Saved charts (`/api/v1/chart/`) and chart data (`/api/v1/chart/data`): who may see a chart, reading and
 * writing chart records, a chart's data as its saved form data gives it, and the async chart job its worker runs.
 */
export { CHART_DATA_JOB } from './async/job.ts';
export { chartDataProcessor } from './async/processor.ts';
export { chartPorts, type ChartPorts } from './ports.ts';
export { canSeeChart, findChartSource, loadVisibleChart, type LoadedChart } from './saved/access.ts';
export { savedChartData } from './saved/data.ts';
export { chartFormData, descriptionRenderer, type MarkedDown } from './saved/present.ts';
export { RelatedQuery, pageOf, relatedChoices } from './saved/related.ts';
export { listChartRecords, readChart, readCharts, readRecentCharts, writeChart } from './saved/repository.ts';
export type { ChartRecord } from './saved/schema.ts';
export { requireNoTags } from './saved/tags.ts';
export { getChartData } from './service.ts';
