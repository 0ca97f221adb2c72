import { metricChipLabel, metricsOf } from '../metrics/metric-model.ts';
import { columnsOf } from '../columns/column-model.ts';
// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { columnLabel } from '#shared/query-context/columns.ts';
import type { FormData } from '../../../../plugins/types.ts';

/** The settings one result column can get (Superset's `TableColumnConfig`), as the editor writes them. */
export interface ColumnSettings {
  customColumnName?: string;
  d3NumberFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  [setting: string]: unknown;
}

/**
 * The result columns a table shows for this form data, by key: its dimensions (`groupby`, or `all_columns` in raw
 * mode), its metrics and its percentage metrics (`%label`), as Superset keys `column_config`.
 */
export function resultColumnKeys(formData: FormData): string[] {
  const raw = formData.query_mode === 'raw';
  const dimensions = columnsOf(raw ? formData.all_columns : formData.groupby).map(columnLabel);
  const metrics = raw ? [] : metricsOf(formData.metrics).map(metricChipLabel);
  const percents = raw ? [] : metricsOf(formData.percent_metrics).map((metric) => `%${metricChipLabel(metric)}`);
  return [...new Set([...dimensions, ...metrics, ...percents])];
}

/** The stored `column_config`; anything that is no map of records reads as empty. */
export function columnConfigOf(value: unknown): Record<string, ColumnSettings> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => typeof entry === 'object' && entry !== null && !Array.isArray(entry)),
  ) as Record<string, ColumnSettings>;
}

/** One column's settings with a change applied; settings set back to empty are removed, as are empty entries. */
export function withSetting(
  config: Record<string, ColumnSettings>,
  key: string,
  setting: string,
  value: unknown,
): Record<string, ColumnSettings> {
  const entry: ColumnSettings = { ...config[key], [setting]: value };
  if (value === undefined || value === '') delete entry[setting];
  const next = { ...config, [key]: entry };
  if (Object.keys(entry).length === 0) delete next[key];
  return next;
}
