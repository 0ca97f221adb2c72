import type { CrossFilterTarget } from '../cross-filter.ts';

/**
 * The cross-filter target of a series named `name` over `groupby` (Superset's labelMap: the answer's `label_map`
 * entry of the series, its last values one per groupby column; the name's parts when the map lacks it), labelled
 * `label`; undefined without groupby or when the values cannot be told.
 */
export function seriesTarget(
  name: string,
  groupby: readonly string[],
  labelMap: unknown,
  label = name,
  columns?: string[],
): CrossFilterTarget | undefined {
  if (groupby.length === 0) return undefined;
  const mapped = (labelMap ?? {}) as Record<string, unknown>;
  const entry = mapped[name];
  const values =
    Array.isArray(entry) && entry.length >= groupby.length
      ? entry.slice(entry.length - groupby.length)
      : name.split(', ').slice(-groupby.length);
  if (values.length !== groupby.length) return undefined;
  return { values, label, ...(columns ? { columns } : {}) };
}
