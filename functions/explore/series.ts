import { applyRolling, type RollingOptions } from './rolling.ts';

/** One NVD3 series of the legacy time series payload. */
export interface LegacySeries {
  key: string | string[];
  values: { x: number; y: number | null }[];
}

/** How to read long-format chart rows into series. */
export interface SeriesLayout {
  timeColumn: string;
  groupby: string[];
  metrics: string[];
  rolling?: RollingOptions;
}

type Row = Record<string, unknown>;

/** Epoch milliseconds of a temporal value (NVD3's x), whatever form the engine returned it in. */
export function toEpochMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const groupText = (value: unknown): string =>
  value === null || value === undefined ? 'NULL' : value === '' ? 'N/A' : String(value);

/**
 * Superset's NVD3 time series data: rows pivoted to one series per metric and group, over every timestamp
 * (null where a series has no value), smoothed as asked. Keys are the metric's label without groupby, the
 * group's values with it (prefixed by the metric when several metrics are shown); all-empty series are dropped.
 */
export function toLegacySeries(rows: readonly Row[], layout: SeriesLayout): LegacySeries[] {
  const times = [...new Set(rows.map((row) => toEpochMillis(row[layout.timeColumn])))].sort((a, b) => a - b);
  const cells = new Map<string, { key: string | string[]; byTime: Map<number, number | null> }>();
  for (const row of rows) {
    const group = layout.groupby.map((column) => groupText(row[column]));
    for (const metric of layout.metrics) {
      const key = seriesKey(metric, group, layout);
      const id = JSON.stringify(key);
      const cell = cells.get(id) ?? { key, byTime: new Map<number, number | null>() };
      cell.byTime.set(toEpochMillis(row[layout.timeColumn]), toNumber(row[metric]));
      cells.set(id, cell);
    }
  }
  return [...cells.values()].flatMap(({ key, byTime }) => {
    const ys = applyRolling(
      times.map((time) => byTime.get(time) ?? null),
      layout.rolling ?? {},
    );
    const xs = times.slice(times.length - ys.length);
    if (ys.every((y) => y === null)) return [];
    return [{ key, values: xs.map((x, index) => ({ x, y: ys[index] ?? null })) }];
  });
}

function seriesKey(metric: string, group: string[], layout: SeriesLayout): string | string[] {
  if (layout.groupby.length === 0) return metric;
  return layout.metrics.length > 1 ? [metric, ...group] : group;
}
