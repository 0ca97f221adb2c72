import type { FormData } from '../../../plugins/types.ts';
import type { DrillFilter } from './drill-payload.ts';

/** A dataset column a chart can be drilled by: its name and the label the menu shows. */
export interface DrillByColumn {
  name: string;
  label: string;
}

/** The form data fields holding a chart's dimension, in the order drill by looks for the one to replace. */
const DIMENSION_FIELDS = ['groupby', 'columns', 'series', 'entity', 'x_axis'] as const;

const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '');

/** The field drill by replaces: the first dimension field the chart fills, else `groupby`. */
function dimensionField(formData: FormData): (typeof DIMENSION_FIELDS)[number] {
  return DIMENSION_FIELDS.find((field) => isSet(formData[field])) ?? 'groupby';
}

/** The column names a form data field holds (plain names; adhoc columns by their label). */
function namesIn(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return entries
    .map((entry) => (typeof entry === 'string' ? entry : String((entry as { label?: unknown })?.label ?? '')))
    .filter(Boolean);
}

/** The columns a chart may be drilled by: the dataset's group-by columns, less the ones the chart already splits by. */
export function drillByColumns(formData: FormData, columns: readonly DrillByColumn[]): DrillByColumn[] {
  const used = new Set(namesIn(formData[dimensionField(formData)]));
  return columns.filter((column) => !used.has(column.name));
}

/**
 * Superset's drill by: the chart's form data with its dimension replaced by `column` and the clicked point's values
 * added as filters, so the chart shows what the point is made of, split by the new column. The filters ride in
 * `extra_form_data.filters`, the path dashboard filters take, and keep what the chart was filtered by.
 */
export function drillByFormData(formData: FormData, column: string, filters: readonly DrillFilter[]): FormData {
  const field = dimensionField(formData);
  const extra = (formData.extra_form_data ?? {}) as Record<string, unknown>;
  const extraFilters = Array.isArray(extra.filters) ? extra.filters : [];
  return {
    ...formData,
    [field]: Array.isArray(formData[field]) || field === 'groupby' || field === 'columns' ? [column] : column,
    extra_form_data: { ...extra, filters: [...extraFilters, ...filters.map(({ col, op, val }) => ({ col, op, val }))] },
  };
}
