import type { FrameValue } from './frame.ts';
import { median, sum, mean } from './stats.ts';
import { isMissing, isPresentNumber, presentNumbers } from './values.ts';

/** Where the rows sit relative to the bin labels: rows sorted by time, and each row's bin position. */
export interface BinLayout {
  labels: number[];
  times: number[];
  order: number[];
  binOfRow: Map<number, number>;
}

/** `asfreq`: the value stamped exactly at each label, missing otherwise. */
export function atLabels(values: readonly FrameValue[], layout: BinLayout): FrameValue[] {
  const exact = new Map<number, FrameValue>();
  for (const row of layout.order)
    if (!exact.has(layout.times[row]!)) exact.set(layout.times[row]!, values[row] ?? null);
  return layout.labels.map((label) => exact.get(label) ?? null);
}

/** `sum`/`mean`/`median` of the present numbers in each bin; an empty bin sums to 0 and averages to NaN. */
export function perBin(values: readonly FrameValue[], layout: BinLayout, method: 'sum' | 'mean' | 'median'): number[] {
  const bins = layout.labels.map((): FrameValue[] => []);
  for (const [row, bin] of layout.binOfRow) bins[bin]!.push(values[row] ?? null);
  const reduce = method === 'sum' ? sum : method === 'mean' ? mean : median;
  return bins.map((bin) => reduce(presentNumbers(bin)));
}

/** `ffill`: the last row at or before each label, then remaining gaps filled forward. */
export function forwardFilled(values: readonly FrameValue[], layout: BinLayout): FrameValue[] {
  let cursor = -1;
  const picked = layout.labels.map((label) => {
    while (cursor + 1 < layout.order.length && layout.times[layout.order[cursor + 1]!]! <= label) cursor += 1;
    return cursor < 0 ? null : (values[layout.order[cursor]!] ?? null);
  });
  return fillForward(picked);
}

/** `bfill`: the first row at or after each label, then remaining gaps filled backward. */
export function backwardFilled(values: readonly FrameValue[], layout: BinLayout): FrameValue[] {
  let cursor = layout.order.length;
  const picked = [...layout.labels].reverse().map((label) => {
    while (cursor - 1 >= 0 && layout.times[layout.order[cursor - 1]!]! >= label) cursor -= 1;
    return cursor >= layout.order.length ? null : (values[layout.order[cursor]!] ?? null);
  });
  return fillForward(picked).reverse();
}

function fillForward(values: FrameValue[]): FrameValue[] {
  let last: FrameValue = null;
  return values.map((value) => (isMissing(value) ? last : (last = value)));
}

/** Linear interpolation by position (pandas `interpolate()`): leading gaps stay, trailing ones repeat the last value. */
export function interpolated(values: readonly FrameValue[]): FrameValue[] {
  const result = [...values];
  let previous = -1;
  values.forEach((value, i) => {
    if (!isPresentNumber(value)) return;
    if (previous >= 0 && i - previous > 1) {
      const from = values[previous] as number;
      for (let j = previous + 1; j < i; j += 1) result[j] = from + ((value - from) * (j - previous)) / (i - previous);
    }
    previous = i;
  });
  if (previous >= 0) for (let j = previous + 1; j < result.length; j += 1) result[j] = values[previous] ?? null;
  return result;
}
