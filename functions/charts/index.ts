/**
 * The public face of the charts domain: the only file other domains import from it (eslint.config.js).
 * Saved charts (`/api/v1/chart/`) and chart data (`/api/v1/chart/data`): a chart's data as its saved form data
 * gives it, its form data and description as answers show them, and the async chart job its worker runs. Chart
 * records and who may see a chart are below the domains (lib/records, lib/auth/chart-access.ts).
 */
export { CHART_DATA_JOB } from './async/job.ts';
export type { ChartDataOutcome } from './chart-data.ts';
export { chartDataProcessor } from './async/processor.ts';
export type { ChartPorts } from './ports.ts';
export { savedChartData } from './saved/data.ts';
export { chartFormData, descriptionRenderer, type MarkedDown } from './saved/present.ts';
export { requireNoTags } from './saved/tags.ts';
export { getChartData } from './service.ts';
