import type { ExploreColumn, ExploreMetric } from '#shared/api/explore.ts';

const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  texts.some((text) => (text ?? '').toLowerCase().includes(search));

/** Columns and metrics whose name or label contains the search text (any case), temporal columns first as Superset lists them. */
export function filterDatasetItems(
  columns: readonly ExploreColumn[],
  metrics: readonly ExploreMetric[],
  search: string,
) {
  const needle = search.trim().toLowerCase();
  const shownColumns = columns
    .filter((column) => matches(needle, column.column_name, column.verbose_name))
    .sort((a, b) => Number(b.is_dttm) - Number(a.is_dttm));
  const shownMetrics = metrics.filter((metric) => matches(needle, metric.metric_name, metric.verbose_name));
  return { columns: shownColumns, metrics: shownMetrics };
}
