import type { ChartDataQueryObjectInput } from '../../query-context/index.ts';
import { textOf } from './form-data-fields.ts';

const RELATIVE = ['today', 'now'] as const;
type Relative = (typeof RELATIVE)[number];
const relativeOf = (value: unknown): Relative | undefined => RELATIVE.find((known) => known === value);

/**
 * Superset's `overrideExtraFormData` for dashboard filters: a native time filter replaces the chart's time range
 * (and the value of its TEMPORAL_RANGE filters), a time column filter its time column, a time grain filter its
 * grain. Appended filters are handled by `buildQueryObject`. Fields of the wrong type are ignored.
 */
export function applyExtraFormData(
  query: ChartDataQueryObjectInput,
  extra: Record<string, unknown>,
): ChartDataQueryObjectInput {
  const result: ChartDataQueryObjectInput = { ...query, extras: { ...query.extras } };
  const timeRange = textOf(extra.time_range);
  if (timeRange) {
    result.time_range = timeRange;
    result.filters = (result.filters ?? []).map((filter) =>
      filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: timeRange } : filter,
    );
  }
  const granularity = textOf(extra.granularity_sqla) ?? textOf(extra.granularity);
  if (granularity) result.granularity = granularity;
  const grain = textOf(extra.time_grain_sqla);
  if (grain) result.extras!.time_grain_sqla = grain;
  const start = relativeOf(extra.relative_start);
  if (start) result.extras!.relative_start = start;
  const end = relativeOf(extra.relative_end);
  if (end) result.extras!.relative_end = end;
  return result;
}
