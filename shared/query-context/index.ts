/**
 * The chart data query context (`POST /api/v1/chart/data`) as zod schemas, shared by the web app (which builds
 * query contexts) and functions/ (which validates and compiles them). Pure: no I/O, no SQL.
 */
export { AdhocColumn, QueryColumn, columnLabel, isAdhocColumn } from './columns.ts';
export { AnnotationLayer, ChartDataExtras } from './extras.ts';
export { QueryContextMessages } from './fields.ts';
export { ChartDataFilter, FILTER_OPERATORS, FilterValue, type FilterOperator } from './filters.ts';
export {
  AdhocMetric,
  AdhocMetricSimple,
  AdhocMetricSql,
  QueryMetric,
  isAdhocMetric,
  metricLabelOf,
} from './metrics.ts';
export { OrderbyItem, OrderbyTarget } from './orderby.ts';
export {
  POST_PROCESSING_OPERATIONS,
  PostProcessingOperation,
  type PostProcessingOperationName,
} from './post-processing.ts';
export {
  ChartDataQueryContext,
  RESULT_FORMATS,
  chartDataQueryContextSchema,
  validateQueryContext,
  type ChartDataQueryContextInput,
  type ResultFormat,
} from './query-context.ts';
export {
  ChartDataDatasource,
  ChartDataQueryObject,
  DEFAULT_QUERY_LIMITS,
  RESULT_TYPES,
  chartDataQueryObjectSchema,
  type ChartDataQueryObjectInput,
  type QueryLimits,
  type ResultType,
} from './query-object.ts';
