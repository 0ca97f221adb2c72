type Row = Record<string, unknown>;

/** One bar of a visible series, or null where that series has no bar at this step. */
export type Bar = { y: number; custom: { originalValue: number; totalSum: number } } | null;

/** The invisible base under each bar; coloured where a step crosses zero, as Superset draws it. */
export type AssistBar = { y: number; color?: string } | null;

/** The four stacked series of Superset's waterfall. */
export interface WaterfallSeries {
  assist: AssistBar[];
  increase: Bar[];
  decrease: Bar[];
  total: Bar[];
}

/** The waterfall's steps: one per x value (summed) plus a total, or with a breakdown one per row plus a total per x value. */
export function steps(
  rows: readonly Row[],
  xAxis: string,
  metric: string,
  breakdown: string | undefined,
  totalMark: string,
  showTotal: boolean,
): Row[] {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) groups.set(row[xAxis], [...(groups.get(row[xAxis]) ?? []), row]);
  const sumOf = (group: readonly Row[]) =>
    group.reduce((sum, row) => sum + (typeof row[metric] === 'number' ? (row[metric] as number) : 0), 0);
  if (breakdown) {
    return [...groups].flatMap(([x, group]) =>
      showTotal ? [...group, { [xAxis]: x, [breakdown]: totalMark, [metric]: sumOf(group) }] : group,
    );
  }
  const result: Row[] = [...groups].map(([x, group]) => ({ [xAxis]: x, [metric]: sumOf(group) }));
  return showTotal ? [...result, { [xAxis]: totalMark, [metric]: sumOf(result) }] : result;
}

const valueOf = (row: Row, metric: string): number => (typeof row[metric] === 'number' ? (row[metric] as number) : 0);

/**
 * Superset's waterfall arithmetic: each step's running total, then bars stacked on an invisible base so the
 * visible bar spans from the previous total to the new one. A step that crosses zero is drawn as two parts
 * (the base then takes the step's colour). Total steps show the running total itself.
 */
export function waterfallSeries(
  data: readonly Row[],
  keys: { xAxis: string; metric: string; breakdown?: string },
  totalMark: string,
  colors: { increase: string; decrease: string },
): WaterfallSeries {
  const { xAxis, metric, breakdown } = keys;
  const isTotalRow = (row: Row) => (breakdown ? row[breakdown] === totalMark : row[xAxis] === totalMark);
  const series: WaterfallSeries = { assist: [], increase: [], decrease: [], total: [] };
  let previousTotal = 0;
  let runningTotal = 0;
  data.forEach((row, index) => {
    // With a breakdown the very first row counts even when it is a total, as Superset sums it.
    if (!isTotalRow(row) || (breakdown !== undefined && index === 0)) runningTotal += valueOf(row, metric);
    const totalSum = runningTotal;
    const original = valueOf(row, metric);
    const crossing = Math.sign(previousTotal) !== Math.sign(totalSum);
    const value = crossing ? Math.sign(original) * (Math.abs(original) - Math.abs(previousTotal)) : original;
    const bar = (y: number): Bar => ({ y, custom: { originalValue: original, totalSum } });
    if (isTotalRow(row)) {
      series.increase.push(null);
      series.decrease.push(null);
      series.total.push({ y: totalSum, custom: { originalValue: totalSum, totalSum } });
    } else {
      series.increase.push(value < 0 ? null : bar(totalSum > 0 ? value : -value));
      series.decrease.push(value < 0 ? bar(totalSum < 0 ? value : -value) : null);
      series.total.push(null);
    }
    series.assist.push(assistBar(isTotalRow(row), index, { crossing, previousTotal, totalSum, value }, colors));
    previousTotal = totalSum;
  });
  return series;
}

function assistBar(
  isTotal: boolean,
  index: number,
  step: { crossing: boolean; previousTotal: number; totalSum: number; value: number },
  colors: { increase: string; decrease: string },
): AssistBar {
  if (isTotal) return null;
  if (index === 0) return { y: 0 };
  const color = step.crossing ? (step.value > 0 ? colors.increase : colors.decrease) : undefined;
  const y =
    step.crossing || Math.abs(step.totalSum) > Math.abs(step.previousTotal) ? step.previousTotal : step.totalSum;
  return color ? { y, color } : { y };
}
