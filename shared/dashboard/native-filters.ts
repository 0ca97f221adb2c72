import * as z from 'zod';

/**
 * Native filters and cross-filter settings as Superset keeps them in a dashboard's `json_metadata`
 * (`native_filter_configuration`, `chart_configuration`, `global_chart_configuration`). Loose objects: a bundle from a
 * newer Superset keeps fields this version does not read.
 */

/** The filter kinds of Superset's filter bar. */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timecolumn',
  'filter_timegrain',
] as const;
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** Where a filter or cross-filter applies: everything under `rootPath` (layout ids) but the `excluded` chart ids. */
export const FilterScope = z.looseObject({
  rootPath: z.array(z.string()).max(500),
  excluded: z.array(z.number().int()).max(5000),
});
export type FilterScope = z.infer<typeof FilterScope>;

/** A data mask: what a filter or a chart contributes to other charts' queries, and its own state. */
export const DataMask = z.looseObject({
  extraFormData: z.record(z.string(), z.unknown()).optional(),
  filterState: z.looseObject({ value: z.unknown().optional(), label: z.string().nullable().optional() }).optional(),
  ownState: z.record(z.string(), z.unknown()).optional(),
});
export type DataMask = z.infer<typeof DataMask>;

/** The dataset column a filter reads. */
export const FilterTarget = z.looseObject({
  datasetId: z.number().int().optional(),
  column: z.looseObject({ name: z.string() }).optional(),
});
export type FilterTarget = z.infer<typeof FilterTarget>;

/** One native filter. */
export const NativeFilter = z.looseObject({
  id: z.string().min(1).max(256),
  type: z.literal('NATIVE_FILTER'),
  filterType: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  targets: z.array(FilterTarget).max(50),
  controlValues: z.record(z.string(), z.unknown()).optional(),
  defaultDataMask: DataMask.optional(),
  cascadeParentIds: z.array(z.string()).max(100).optional(),
  scope: FilterScope.optional(),
  /** Pre-filters of the values a value filter offers. */
  adhoc_filters: z.array(z.record(z.string(), z.unknown())).optional(),
  time_range: z.string().nullable().optional(),
  sortMetric: z.string().nullable().optional(),
  requiredFirst: z.boolean().optional(),
});
export type NativeFilter = z.infer<typeof NativeFilter>;

/** A divider between filters of the bar (title and description). */
export const FilterDivider = z.looseObject({
  id: z.string().min(1).max(256),
  type: z.literal('DIVIDER'),
  title: z.string(),
  description: z.string().nullable().optional(),
});
export type FilterDivider = z.infer<typeof FilterDivider>;

/** An entry of `native_filter_configuration`. */
export const FilterConfigItem = z.discriminatedUnion('type', [NativeFilter, FilterDivider]);
export type FilterConfigItem = z.infer<typeof FilterConfigItem>;

/** The cross-filter scope of one chart (`chart_configuration[id]`): `global` follows `global_chart_configuration`. */
export const ChartConfiguration = z.looseObject({
  id: z.number().int(),
  crossFilters: z.looseObject({
    scope: z.union([z.literal('global'), FilterScope]),
    chartsInScope: z.array(z.number().int()).optional(),
  }),
});
export type ChartConfiguration = z.infer<typeof ChartConfiguration>;

/** The default cross-filter scope of every chart (`global_chart_configuration`). */
export const GlobalChartConfiguration = z.looseObject({
  scope: FilterScope,
  chartsInScope: z.array(z.number().int()).optional(),
});
export type GlobalChartConfiguration = z.infer<typeof GlobalChartConfiguration>;
