/** Plain statistics over numbers that are all present (callers drop missing values first, or keep NaN on purpose). */

export type Interpolation = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function product(values: readonly number[]): number {
  let total = 1;
  for (const value of values) total *= value;
  return total;
}

export function mean(values: readonly number[]): number {
  return values.length ? sum(values) / values.length : Number.NaN;
}

export function minimum(values: readonly number[]): number {
  let best = Number.NaN;
  for (const value of values) if (!(value >= best)) best = value;
  return best;
}

export function maximum(values: readonly number[]): number {
  let best = Number.NaN;
  for (const value of values) if (!(value <= best)) best = value;
  return best;
}

/** Variance with `ddof` delta degrees of freedom (numpy's default 0, pandas' 1); NaN when too few values. */
export function variance(values: readonly number[], ddof: number): number {
  const n = values.length;
  if (n - ddof <= 0) return Number.NaN;
  const centre = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - centre) ** 2;
  return squares / (n - ddof);
}

/**
 * numpy's percentile (`q` in 0..100) with its interpolation methods. NaN anywhere gives NaN, as `np.percentile`
 * does; callers wanting `nanpercentile` pass present numbers only.
 */
export function percentile(values: readonly number[], q: number, method: Interpolation = 'linear'): number {
  if (!values.length || values.some(Number.isNaN)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (q / 100) * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(Math.ceil(position), sorted.length - 1);
  const low = sorted[below]!;
  const high = sorted[above]!;
  switch (method) {
    case 'lower':
      return low;
    case 'higher':
      return high;
    case 'midpoint':
      return (low + high) / 2;
    case 'nearest':
      return position - below === 0.5 ? (below % 2 === 0 ? low : high) : sorted[Math.round(position)]!;
    default:
      return low + (high - low) * (position - below);
  }
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** pandas' bias-corrected sample skewness; NaN below three values. */
export function skewness(values: readonly number[]): number {
  const n = values.length;
  if (n < 3) return Number.NaN;
  const centre = mean(values);
  let m2 = 0;
  let m3 = 0;
  for (const value of values) {
    const d = value - centre;
    m2 += d * d;
    m3 += d * d * d;
  }
  if (m2 === 0) return 0;
  m2 /= n;
  m3 /= n;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
}

/** pandas' bias-corrected excess kurtosis (Fisher); NaN below four values. */
export function kurtosis(values: readonly number[]): number {
  const n = values.length;
  if (n < 4) return Number.NaN;
  const centre = mean(values);
  let m2 = 0;
  let m4 = 0;
  for (const value of values) {
    const d = (value - centre) ** 2;
    m2 += d;
    m4 += d * d;
  }
  if (m2 === 0) return 0;
  const adjustment = (3 * (n - 1) ** 2) / ((n - 2) * (n - 3));
  return (n * (n + 1) * (n - 1) * m4) / ((n - 2) * (n - 3) * m2 * m2) - adjustment;
}
