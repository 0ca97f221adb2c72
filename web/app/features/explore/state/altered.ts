import type { FormData } from '../../../plugins/types.ts';

/** Fields that say where the chart lives or how it was opened, not what it shows: never "altered". */
const IGNORED = new Set(['slice_id', 'url_params', 'dashboardId', 'extra_form_data', 'force']);

/** One control whose value differs from the saved chart. */
export interface Alteration {
  field: string;
  before: unknown;
  after: unknown;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** A value made comparable: empties are one value, object keys sorted. */
function comparable(value: unknown): string {
  if (isEmpty(value)) return '';
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The fields whose values differ between the saved chart and the form as it is now (Superset's AlteredSliceTag):
 * missing, null, empty text, lists and objects all count as "no value", so a default filled in is no change.
 */
export function alterations(saved: FormData, current: FormData): Alteration[] {
  const fields = [...new Set([...Object.keys(saved), ...Object.keys(current)])]
    .filter((field) => !IGNORED.has(field))
    .sort();
  return fields
    .filter((field) => comparable(saved[field]) !== comparable(current[field]))
    .map((field) => ({ field, before: saved[field], after: current[field] }));
}

/** A form data value as a short text for the changes table: lists joined, metrics and filters by their labels. */
export function valueText(value: unknown): string {
  if (isEmpty(value)) return 'N/A';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object' && value !== null) {
    const item = value as Record<string, unknown>;
    const text =
      item.label ??
      item.sqlExpression ??
      (item.subject && item.operator
        ? `${String(item.subject)} ${String(item.operator)} ${valueText(item.comparator)}`
        : undefined);
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return String(value);
}
