import { columnsOf, getColumnLabel } from '#shared/chart-query/common/form-data-fields.ts';
import type { TimeFormatter } from '../time-format.ts';

/** Superset's NULL_STRING: how a null group value is named. */
export const NULL_STRING = '<NULL>';

/** Superset's label types of part-of-a-whole charts. */
export type LabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

/** The result column labels of form data columns (`groupby`, `columns`), skipping junk entries. */
export const columnLabels = (columns: unknown): string[] => columnsOf(columns).map(getColumnLabel);

/** One group value as text: `<NULL>` for null, dates by the time format when the column is temporal. */
export function groupValueText(value: unknown, temporal: boolean, formatTime: TimeFormatter): string {
  if (value === null || value === undefined) return NULL_STRING;
  if (temporal && (typeof value === 'number' || typeof value === 'string')) return formatTime(value);
  return String(value);
}

/** Superset's `extractGroupbyLabel`: the row's group values joined with ", ". */
export function groupLabel(
  row: Record<string, unknown>,
  columns: readonly string[],
  temporalColumns: ReadonlySet<string>,
  formatTime: TimeFormatter,
): string {
  return columns.map((column) => groupValueText(row[column], temporalColumns.has(column), formatTime)).join(', ');
}

/** The text of a slice's label for a label type; unknown types show the name, as Superset does. */
export function labelText(type: unknown, name: string, value: string, percent: string): string {
  switch (type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

/** Superset's chart data `coltypes` code of temporal columns. */
const TEMPORAL = 2;

/** The result columns that hold times: temporal by the answer's coltypes or by the dataset. */
export function temporalColumnsOf(
  colnames: readonly string[],
  coltypes: readonly number[],
  datasetTemporal: readonly string[],
): Set<string> {
  const temporal = new Set(datasetTemporal);
  colnames.forEach((name, index) => {
    if (coltypes[index] === TEMPORAL) temporal.add(name);
  });
  return temporal;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for a Highcharts HTML tooltip (group values are user data). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Superset's tooltip body: a bold title then one "label: values" line per row. */
export function tooltipHtml(rows: readonly (readonly string[])[], title?: string): string {
  const head = title === undefined ? '' : `<b>${escapeHtml(title)}</b><br/>`;
  const body = rows.map(([label, ...values]) => `${escapeHtml(label ?? '')}: ${values.map(escapeHtml).join(' ')}`);
  return head + body.join('<br/>');
}
