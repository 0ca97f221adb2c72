/**
 * How dashboard data masks reach a chart, as Superset's `mergeExtraFormData` / `getExtraFormData` /
 * `getFormDataWithExtraFilters`: each native filter and cross-filter contributes `extraFormData`; the masks that apply
 * to a chart are merged in order (filters appended, time settings overridden, the later mask winning) into the chart's
 * `extra_form_data`, which the chart's buildQuery reads.
 */
import type { DataMask } from './native-filters.ts';

/** Fields whose arrays are concatenated across masks (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** Form data fields a mask replaces, with the query field each maps to (Superset's OVERRIDE_REGULAR_MAPPINGS). */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;

/** Query `extras` a mask replaces (Superset's EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS). */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

/** Every overriding field. */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  ...(Object.keys(
    EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS,
  ) as (keyof typeof EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)[]),
  ...EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
];

/** A data mask's `extraFormData`: appended arrays and overriding values by field. */
export type ExtraFormData = Record<string, unknown>;

const arrayOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/**
 * Merges two `extraFormData`: append fields concatenated (an empty result left out), override fields taken from `next`
 * when it sets them, else kept from `base`. Other fields are dropped, as Superset drops them.
 */
export function mergeExtraFormData(base: ExtraFormData = {}, next: ExtraFormData = {}): ExtraFormData {
  const merged: ExtraFormData = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const values = [...arrayOf(base[key]), ...arrayOf(next[key])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (next[key] !== undefined) merged[key] = next[key];
    else if (base[key] !== undefined) merged[key] = base[key];
  }
  return merged;
}

/** The merged `extraFormData` of the given masks, in the order of `ids` (Superset's getExtraFormData). */
export function extraFormDataOf(
  dataMasks: Readonly<Record<string, DataMask | undefined>>,
  ids: readonly string[],
): ExtraFormData {
  return ids.reduce<ExtraFormData>((merged, id) => mergeExtraFormData(merged, dataMasks[id]?.extraFormData ?? {}), {});
}

/**
 * A chart's form data with the dashboard's filters: `extra_form_data` set to the merged masks that apply to it when
 * any does, the chart's id and the dashboard's id added (Superset's getFormDataWithExtraFilters, native part).
 */
export function formDataWithExtraFilters<F extends Record<string, unknown>>(
  formData: F,
  extra: { chartId: number; dashboardId?: number; extraFormData: ExtraFormData },
): F & { extra_form_data?: ExtraFormData; slice_id: number } {
  const withIds = {
    ...formData,
    slice_id: extra.chartId,
    ...(extra.dashboardId === undefined ? {} : { dashboardId: extra.dashboardId }),
  };
  return Object.keys(extra.extraFormData).length > 0 ? { ...withIds, extra_form_data: extra.extraFormData } : withIds;
}
