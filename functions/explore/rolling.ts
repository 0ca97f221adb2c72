/** Legacy time series smoothing (`rolling_type`): a window mean, sum or standard deviation, or a running sum. */
export interface RollingOptions {
  rollingType?: string | null;
  periods?: number;
  minPeriods?: number;
}

type Value = number | null;

function windowStat(window: number[], type: string): number {
  const sum = window.reduce((total, value) => total + value, 0);
  if (type === 'sum') return sum;
  const mean = sum / window.length;
  if (type === 'mean') return mean;
  // pandas' rolling std is the sample standard deviation (ddof = 1).
  const squares = window.reduce((total, value) => total + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (window.length - 1));
}

function rollingWindow(values: Value[], type: string, periods: number, minPeriods: number): Value[] {
  const needed = Math.max(1, minPeriods, type === 'std' ? 2 : 1);
  return values.map((_, index) => {
    const window = values
      .slice(Math.max(0, index - periods + 1), index + 1)
      .filter((value): value is number => value !== null);
    return window.length < needed ? null : windowStat(window, type);
  });
}

function runningSum(values: Value[]): Value[] {
  let total = 0;
  return values.map((value) => (value === null ? null : (total += value)));
}

/**
 * Superset's NVD3 `process_data` rolling step over one series, in time order: `mean`/`sum`/`std` over
 * `periods` points (a point needs `minPeriods` values, as pandas' `min_periods`; partial windows count when unset), `cumsum` a running total;
 * the first `minPeriods` points are then dropped. Other types leave the series unchanged.
 */
export function applyRolling(values: Value[], options: RollingOptions): Value[] {
  const type = options.rollingType ?? '';
  const minPeriods = options.minPeriods ?? 0;
  let rolled = values;
  if (['mean', 'sum', 'std'].includes(type) && options.periods) {
    rolled = rollingWindow(values, type, options.periods, minPeriods);
  } else if (type === 'cumsum') {
    rolled = runningSum(values);
  }
  return minPeriods > 0 ? rolled.slice(minPeriods) : rolled;
}
