/**
 * Drawing a saved or edited chart, shared by Explore and dashboards: the chart data request (with 202 jobs followed),
 * Superset's error entries and alert, and the component that runs transformProps and draws the plugin's chart.
 */
export { ChartDataAnswer, ChartDataResultSchema } from './api-schemas.ts';
export { chartResultsOf, type ChartDataResultBody } from './chart-answer.ts';
export { chartErrorsOf, type ChartError } from './chart-errors.ts';
export { ChartErrorBoundary } from './chart-error-boundary.tsx';
export { ChartErrors, NoResultsState } from './chart-messages.tsx';
export {
  CHART_RENDERED_MARK,
  ChartView,
  markChartRendered,
  useChartDrawing,
  type ChartViewProps,
} from './chart-view.tsx';
export { datasourceMeta, type DatasourceFacts } from './datasource-meta.ts';
export { errorTitle, issueCodes } from './error-title.ts';
export { fetchChartData, prefetchChartData } from './fetch-chart-data.ts';
export { downloadChartImage } from './image-export.ts';
export { allChartsSettled, useReportReady } from './report-ready.ts';
export { saveBlob } from './save-blob.ts';
export { useElementSize } from './use-element-size.ts';
export { domToPngBlob } from './dom-to-png.ts';
