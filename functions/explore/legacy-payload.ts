import { resolveTimeRange } from '#shared/time-range/index.ts';
import type { ChartQueryResult } from '../datasets/index.ts';
import { columnLabel, type LegacyFormData, metricLabel } from './form-data.ts';
import type { LegacyVizKind } from './query-context.ts';
import { type LegacySeries, toLegacySeries } from './series.ts';
import { type LegacyTableData, toLegacyTableData } from './table-data.ts';

/** The column legacy queries name the truncated time column. */
export const TIMESTAMP_COLUMN = '__timestamp';

type Row = Record<string, unknown>;

const rowsOf = (result: ChartQueryResult): Row[] => (Array.isArray(result.data) ? (result.data as Row[]) : []);

function timeColumnOf(result: ChartQueryResult, formData: LegacyFormData): string {
  const colnames = result.colnames ?? [];
  return colnames.includes(TIMESTAMP_COLUMN) ? TIMESTAMP_COLUMN : (formData.granularity_sqla ?? TIMESTAMP_COLUMN);
}

/** The viz-specific `data`: table records, or NVD3 series for the time series family. */
export function legacyData(
  kind: LegacyVizKind,
  result: ChartQueryResult,
  formData: LegacyFormData,
): LegacyTableData | LegacySeries[] {
  const rows = rowsOf(result);
  if (kind === 'table') {
    const shown = (formData.metrics ?? []).map(metricLabel);
    const percent = (formData.percent_metrics ?? []).map(metricLabel);
    return toLegacyTableData(rows, result.colnames ?? Object.keys(rows[0] ?? {}), { shown, percent });
  }
  const metrics = (formData.metrics ?? (formData.metric ? [formData.metric] : [])).map(metricLabel);
  const offsets = [formData.time_compare ?? []].flat();
  return toLegacySeries(rows, {
    timeColumn: timeColumnOf(result, formData),
    groupby: (formData.groupby ?? []).map(columnLabel),
    metrics: [...metrics, ...metrics.flatMap((metric) => offsets.map((offset) => `${metric}__${offset}`))].filter(
      (label) => rows.length === 0 || label in rows[0]!,
    ),
    rolling: {
      rollingType: formData.rolling_type,
      periods: formData.rolling_periods,
      minPeriods: formData.min_periods,
    },
  });
}

/** Epoch milliseconds of the form data's time bounds, as Superset's legacy JSON serializes datetimes. */
function timeBounds(formData: LegacyFormData, now: Date): { from_dttm: number | null; to_dttm: number | null } {
  const { since, until } = resolveTimeRange(formData.time_range, { now });
  return { from_dttm: since?.getTime() ?? null, to_dttm: until?.getTime() ?? null };
}

/**
 * Superset's legacy viz payload (`BaseViz.get_payload`): cache facts, the query, the form data echoed back,
 * row count, columns and the viz-specific `data`.
 */
export function legacyPayload(
  kind: LegacyVizKind,
  result: ChartQueryResult,
  formData: LegacyFormData,
  now = new Date(),
) {
  return {
    cache_key: result.cache_key ?? null,
    cached_dttm: result.cached_dttm ?? null,
    cache_timeout: result.cache_timeout ?? null,
    data: legacyData(kind, result, formData),
    error: null,
    errors: [],
    form_data: formData,
    is_cached: result.is_cached ?? false,
    query: result.query ?? '',
    status: result.status ?? 'success',
    stacktrace: null,
    rowcount: result.rowcount ?? rowsOf(result).length,
    colnames: result.colnames ?? null,
    coltypes: result.coltypes ?? null,
    ...timeBounds(formData, now),
    applied_filters: result.applied_filters ?? [],
    rejected_filters: result.rejected_filters ?? [],
  };
}
