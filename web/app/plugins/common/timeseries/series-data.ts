import { GenericDataType } from '../../../../../shared/generic-data-type.ts';
import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import { toDate } from '../time-format.ts';
import type { ChartDataResult, DatasourceMeta } from '../../types.ts';

/** How the x-axis reads its values: instants, numbers or categories. */
export type XAxisKind = 'datetime' | 'linear' | 'category';

/** One drawn series: its label (the flattened column name) and its `[x, y]` points in row order. */
export interface SeriesData {
  name: string;
  points: [number | string, number | null][];
}

/** The x-axis kind from the result's column types, or the dataset's temporal columns. */
export function xAxisKindOf(
  result: ChartDataResult | undefined,
  xLabel: string,
  datasource: DatasourceMeta,
): XAxisKind {
  const index = result?.colnames.indexOf(xLabel) ?? -1;
  const type = index >= 0 ? result?.coltypes[index] : undefined;
  if (type === GenericDataType.TEMPORAL || datasource.temporalColumns.includes(xLabel)) return 'datetime';
  if (type === GenericDataType.NUMERIC) return 'linear';
  return 'category';
}

/** The largest distance from the epoch a JavaScript Date holds. */
const MAX_INSTANT_MS = 8.64e15;

function xValue(value: unknown, kind: XAxisKind): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (kind === 'category') return String(value);
  if (kind === 'linear') return toNumber(value);
  // Instants mostly come as epoch milliseconds: no Date is made for them (a long series has a great many).
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_INSTANT_MS ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const ms = toDate(value).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/** Superset's `extractSeries`: one series per column other than the x-axis; rows without an x are skipped. */
export function extractSeries(
  data: readonly Record<string, unknown>[],
  colnames: readonly string[],
  xLabel: string,
  kind: XAxisKind,
): SeriesData[] {
  const names = colnames.filter((name) => name !== xLabel);
  const series = names.map((name): SeriesData => ({ name, points: [] }));
  for (const row of data) {
    const x = xValue(row[xLabel], kind);
    if (x === undefined) continue;
    series.forEach((entry) => entry.points.push([x, toNumber(row[entry.name]) ?? null]));
  }
  return series;
}

/** Superset's sort series choices. */
export type SortSeriesType = 'name' | 'sum' | 'min' | 'max' | 'avg';

function seriesScore(series: SeriesData, by: Exclude<SortSeriesType, 'name'>): number {
  const values = series.points.map(([, y]) => y).filter((y): y is number => y !== null);
  if (values.length === 0) return 0;
  if (by === 'min') return Math.min(...values);
  if (by === 'max') return Math.max(...values);
  const sum = values.reduce((total, value) => total + value, 0);
  return by === 'avg' ? sum / values.length : sum;
}

/** Orders series for drawing and the legend by name or by a statistic of their values (Superset's sortSeries). */
export function sortSeries(series: readonly SeriesData[], by: unknown, ascending: boolean): SeriesData[] {
  const type: SortSeriesType = by === 'name' || by === 'min' || by === 'max' || by === 'avg' ? by : 'sum';
  const direction = ascending ? 1 : -1;
  if (type === 'name') return [...series].sort((a, b) => direction * a.name.localeCompare(b.name));
  const scored = series.map((entry) => ({ entry, score: seriesScore(entry, type) }));
  return scored.sort((a, b) => direction * (a.score - b.score)).map(({ entry }) => entry);
}

const isValue = (y: number | null | undefined): y is number => y !== null && y !== undefined;

/**
 * Superset's `fillNeighborValue` for stacked charts: a gap beside a value becomes 0, so a stacked area closes down to
 * its neighbours and the series above it do not fall through; longer gaps stay gaps.
 */
export function fillStackGaps(series: readonly SeriesData[]): SeriesData[] {
  return series.map((entry) => ({
    ...entry,
    points: entry.points.map(([x, y], index, points) =>
      y === null && (isValue(points[index - 1]?.[1]) || isValue(points[index + 1]?.[1])) ? [x, 0] : [x, y],
    ),
  }));
}

/**
 * Superset's Expand stacking: each value as its share of the sum of every series at that x, so the stack reaches
 * 1 and the axis reads in percent. Series are built from the same rows, so the i-th points share an x.
 */
export function toStackShares(series: readonly SeriesData[]): SeriesData[] {
  const length = Math.max(0, ...series.map((entry) => entry.points.length));
  const totals = Array.from({ length }, (_, index) =>
    series.reduce((sum, entry) => sum + (entry.points[index]?.[1] ?? 0), 0),
  );
  return series.map((entry) => ({
    ...entry,
    points: entry.points.map(([x, y], index) => [x, y === null || !totals[index] ? y : y / totals[index]!]),
  }));
}

/** The series as a stack draws them: gaps beside values closed, and shares of the whole for Expand. */
export function stackSeries(series: readonly SeriesData[], stack: unknown): SeriesData[] {
  if (stack !== true && stack !== 'Stack' && stack !== 'Stream' && stack !== 'Expand') return [...series];
  const filled = fillStackGaps(series);
  return stack === 'Expand' ? toStackShares(filled) : filled;
}
