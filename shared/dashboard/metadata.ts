import * as z from 'zod';
import { ChartConfiguration, FilterConfigItem, GlobalChartConfiguration } from './native-filters.ts';

/**
 * A dashboard's `json_metadata` (Superset's DashboardJSONMetadataSchema): filters, cross-filter scopes, refresh,
 * colours and the chart positions Superset copies in. Loose, as Superset's schema keeps unknown fields.
 */
export const DashboardMetadata = z.looseObject({
  native_filter_configuration: z.array(FilterConfigItem).max(500).optional(),
  chart_configuration: z.record(z.string(), ChartConfiguration).optional(),
  global_chart_configuration: GlobalChartConfiguration.optional(),
  cross_filters_enabled: z.boolean().optional(),
  /** Seconds between automatic refreshes; 0 is off. */
  refresh_frequency: z.number().min(0).optional(),
  timed_refresh_immune_slices: z.array(z.number().int()).optional(),
  stagger_refresh: z.boolean().optional(),
  /** Milliseconds over which a refresh is spread. */
  stagger_time: z.number().min(0).optional(),
  expanded_slices: z.record(z.string(), z.boolean()).optional(),
  color_scheme: z.string().nullable().optional(),
  color_namespace: z.string().nullable().optional(),
  label_colors: z.record(z.string(), z.string()).optional(),
  shared_label_colors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).optional(),
  map_label_colors: z.record(z.string(), z.string()).optional(),
  color_scheme_domain: z.array(z.string()).optional(),
  filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).optional(),
  positions: z.record(z.string(), z.unknown()).nullable().optional(),
  default_filters: z.string().optional(),
  filter_scopes: z.record(z.string(), z.unknown()).optional(),
  import_time: z.number().optional(),
  remote_id: z.number().optional(),
});
export type DashboardMetadata = z.infer<typeof DashboardMetadata>;
