import type { DatasetColumnPut, DatasetMetricPut } from '#shared/api/dataset.ts';
import type { DatasetDetailColumn, DatasetDetailMetric } from './api.ts';
import { certificationOf, objectOf, stringField } from './json-text.ts';

/** Where a metric's currency symbol goes (Superset's `symbolPosition`). */
export type SymbolPosition = 'prefix' | 'suffix';

/** A metric as the editor holds it: text fields as strings, its `extra` split into certification and warning. */
export interface MetricDraft {
  /** React's key: the id of a saved metric, a fresh one for a new row. */
  key: string;
  id?: number;
  uuid?: string | null;
  metric_name: string;
  verbose_name: string;
  expression: string;
  metric_type: string | null;
  d3format: string;
  /** An ISO 4217 code (`USD`) or empty for no currency. */
  currencySymbol: string;
  currencyPosition: SymbolPosition;
  description: string;
  warning_text: string | null;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
  /** The rest of the metric's `extra`, kept as it was. */
  otherExtra: Record<string, unknown>;
}

/** A column as the editor holds it; a calculated column is one with an expression. */
export interface ColumnDraft {
  key: string;
  id?: number;
  uuid?: string | null;
  column_name: string;
  verbose_name: string;
  type: string;
  expression: string;
  is_dttm: boolean;
  python_date_format: string;
  groupby: boolean;
  filterable: boolean;
  description: string;
  is_active: boolean;
  advanced_data_type: string | null;
  extra: string | null;
}

let newRows = 0;
/** A key for a row not saved yet, unique in this page's life. */
export const newRowKey = (kind: string): string => `new-${kind}-${++newRows}`;

/** The stored currency (JSON text or an object) as symbol and position; none when unreadable. */
function currencyOf(stored: unknown): { symbol: string; position: SymbolPosition } {
  const value =
    typeof stored === 'string'
      ? objectOf(stored)
      : typeof stored === 'object' && stored !== null
        ? (stored as Record<string, unknown>)
        : {};
  const symbol = stringField(value, 'symbol');
  return { symbol, position: value.symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}

/** The editor's copy of a saved metric. */
export function metricDraftOf(metric: DatasetDetailMetric): MetricDraft {
  const { certification, warning_markdown, ...otherExtra } = objectOf(metric.extra);
  const certified =
    typeof certification === 'object' && certification !== null ? (certification as Record<string, unknown>) : {};
  const currency = currencyOf(metric.currency);
  return {
    key: `metric-${metric.id}`,
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name ?? '',
    expression: metric.expression,
    metric_type: metric.metric_type ?? null,
    d3format: metric.d3format ?? '',
    currencySymbol: currency.symbol,
    currencyPosition: currency.position,
    description: metric.description ?? '',
    warning_text: metric.warning_text,
    certified_by: stringField(certified, 'certified_by'),
    certification_details: stringField(certified, 'details'),
    warning_markdown: typeof warning_markdown === 'string' ? warning_markdown : '',
    otherExtra,
  };
}

/** A new, empty metric row for the user to fill; the save checks its name and expression. */
export const newMetricDraft = (): MetricDraft => ({
  key: newRowKey('metric'),
  metric_name: '',
  verbose_name: '',
  expression: '',
  metric_type: null,
  d3format: '',
  currencySymbol: '',
  currencyPosition: 'prefix',
  description: '',
  warning_text: null,
  certified_by: '',
  certification_details: '',
  warning_markdown: '',
  otherExtra: {},
});

/** The editor's copy of a saved column. */
export function columnDraftOf(column: DatasetDetailColumn): ColumnDraft {
  return {
    key: `column-${column.id}`,
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name ?? '',
    type: column.type ?? '',
    expression: column.expression ?? '',
    is_dttm: column.is_dttm ?? false,
    python_date_format: column.python_date_format ?? '',
    groupby: column.groupby ?? true,
    filterable: column.filterable ?? true,
    description: column.description ?? '',
    is_active: column.is_active ?? true,
    advanced_data_type: column.advanced_data_type ?? null,
    extra: column.extra ?? null,
  };
}

/** A new calculated column row. */
export const newCalculatedColumnDraft = (): ColumnDraft => ({
  key: newRowKey('column'),
  column_name: '',
  verbose_name: '',
  type: '',
  expression: '',
  is_dttm: false,
  python_date_format: '',
  groupby: true,
  filterable: true,
  description: '',
  is_active: true,
  advanced_data_type: null,
  extra: null,
});

/** Empty text as null, as Superset saves an emptied optional field. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** A metric as the PUT sends it (Superset's DatasetMetricsPutSchema); certification and warning go in `extra`. */
export function metricBody(metric: MetricDraft): DatasetMetricPut {
  const extra = {
    ...metric.otherExtra,
    certification: certificationOf(metric.certified_by, metric.certification_details),
    warning_markdown: orNull(metric.warning_markdown) ?? undefined,
  };
  const extraText = JSON.stringify(extra);
  return {
    ...(metric.id === undefined ? {} : { id: metric.id }),
    ...(metric.uuid ? { uuid: metric.uuid } : {}),
    metric_name: metric.metric_name.trim(),
    expression: metric.expression,
    metric_type: metric.metric_type,
    verbose_name: orNull(metric.verbose_name),
    description: orNull(metric.description),
    d3format: orNull(metric.d3format),
    warning_text: metric.warning_text,
    currency:
      metric.currencySymbol === '' ? null : { symbol: metric.currencySymbol, symbolPosition: metric.currencyPosition },
    extra: extraText === '{}' ? null : extraText,
  };
}

/** A column's `extra` as saved: a JSON object compacted (the certification fields write it indented), emptied as null. */
function compactExtra(extra: string | null): string | null {
  if (extra === null || extra.trim() === '') return null;
  const value = objectOf(extra);
  return Object.keys(value).length === 0 && extra.trim() !== '{}' ? extra : JSON.stringify(value);
}

/** A column as the PUT sends it (Superset's DatasetColumnsPutSchema); a physical column has no expression. */
export function columnBody(column: ColumnDraft): DatasetColumnPut {
  return {
    ...(column.id === undefined ? {} : { id: column.id }),
    ...(column.uuid ? { uuid: column.uuid } : {}),
    column_name: column.column_name.trim(),
    type: orNull(column.type),
    verbose_name: orNull(column.verbose_name),
    description: orNull(column.description),
    expression: orNull(column.expression),
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active,
    is_dttm: column.is_dttm,
    python_date_format: orNull(column.python_date_format),
    advanced_data_type: column.advanced_data_type,
    extra: compactExtra(column.extra),
  };
}
