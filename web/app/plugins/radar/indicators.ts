import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';

type Row = Record<string, unknown>;

/** One spoke's range: Superset's radar indicator. */
export interface Indicator {
  name: string;
  min: number;
  max: number;
}

const numbersOf = (rows: readonly Row[], metric: string): number[] =>
  rows.map((row) => row[metric]).filter((v): v is number => typeof v === 'number');

/**
 * Each metric's spoke range: the max set under "Customize Metrics", else the data's max (a zero max would put
 * every point in the centre, so it becomes the largest safe number as Superset does); the min set there, the
 * data's min when cleared (null), else 0.
 */
export function indicators(
  rows: readonly Row[],
  metrics: readonly string[],
  columnConfig: unknown,
  normalized: boolean,
): Indicator[] {
  const config = (typeof columnConfig === 'object' && columnConfig !== null ? columnConfig : {}) as Record<
    string,
    { radarMetricMaxValue?: unknown; radarMetricMinValue?: unknown } | undefined
  >;
  return metrics.map((name) => {
    if (normalized) return { name, min: 0, max: 1 };
    const values = numbersOf(rows, name);
    const dataMax = values.length ? Math.max(...values) : 0;
    const setMax = toNumber(config[name]?.radarMetricMaxValue);
    const rawMin = config[name]?.radarMetricMinValue;
    const min = rawMin === null ? (values.length ? Math.min(...values) : 0) || 0 : (toNumber(rawMin) ?? 0);
    return { name, min, max: setMax ?? (dataMax === 0 ? Number.MAX_SAFE_INTEGER : dataMax) };
  });
}

/** A value's position along its spoke, 0 at the centre and 1 at the rim. */
export function spokePosition(value: unknown, { min, max }: Indicator): number | null {
  if (typeof value !== 'number') return null;
  return max === min ? 0 : (value - min) / (max - min);
}

/** Superset's "Normalize Values": each group's values divided by the group's largest. */
export function normalizeSeries(values: readonly (number | null)[]): (number | null)[] {
  const max = Math.max(...values.filter((v): v is number => v !== null));
  return values.map((v) => (v === null || !Number.isFinite(max) || max === 0 ? v : v / max));
}
