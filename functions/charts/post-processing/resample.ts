import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { resetIndex } from './labels.ts';
import { type Binner, binnerFor } from './resample-rule.ts';
import { atLabels, backwardFilled, type BinLayout, forwardFilled, interpolated, perBin } from './resample-fill.ts';
import { type Table } from './table.ts';
import { isMissing, isPresentNumber } from './values.ts';

const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

const Instant = z.union([z.number(), z.string()]);
export const ResampleOptions = z.object({
  rule: z.string(),
  method: z.string(),
  fill_value: z.number().nullish(),
  time_range_start: Instant.nullish(),
  time_range_end: Instant.nullish(),
});
type ResampleOptions = z.infer<typeof ResampleOptions>;

/**
 * `resample` over the row index (epoch milliseconds, as after `pivot`): bins rows by `rule` and fills each bin
 * label by `method` (`asfreq` takes the row stamped at the label, `ffill`/`bfill` carry neighbours, `sum`/`mean`/
 * `median` reduce the bin, `linear` interpolates). `fill_value` with `asfreq` ("zerofill") replaces every gap, and
 * then `time_range_start`/`time_range_end` widen the labels to the whole queried range (end exclusive).
 */
export function resample(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('resample', ResampleOptions, rawOptions);
  const level = table.index.length === 1 ? table.index[0]! : undefined;
  if (!level || !level.values.every((v) => isMissing(v) || typeof v === 'number')) {
    throw invalidPostProcessing('Resample operation requires DatetimeIndex');
  }
  if (!(RESAMPLE_METHODS as readonly string[]).includes(options.method)) {
    throw invalidPostProcessing(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const method = options.method as ResampleMethod;
  const times = level.values.map((v) => (isPresentNumber(v) ? v : Number.NaN));
  const order = times.flatMap((t, row) => (Number.isNaN(t) ? [] : [row])).sort((a, b) => times[a]! - times[b]!);
  if (!order.length) return table;
  const zeroFill = method === 'asfreq' && options.fill_value !== null && options.fill_value !== undefined;
  const range = zeroFill ? queriedRange(options) : undefined;
  const binner = binnerFor(options.rule, times[order[0]!]!, range?.[0]);
  if (!binner) throw invalidPostProcessing(`Invalid resample rule: ${options.rule}`);
  const layout = layoutOf(binner, times, order, range);
  const columns = table.columns.map((values) =>
    fillColumn(values, layout, method, zeroFill ? options.fill_value! : undefined),
  );
  return { ...table, index: [{ name: level.name, values: layout.labels }], columns, rowCount: layout.labels.length };
}

/**
 * Legacy form of `resample` (older Superset frontends): bins the frame on `time_column` instead of the row index,
 * then puts that column back in front.
 */
export function resampleOnColumn(table: Table, timeColumn: string, rawOptions: unknown): Table {
  const at = table.keys.findIndex((key) => key[0] === timeColumn);
  if (at < 0 || table.index.length) throw invalidPostProcessing('Resample operation requires DatetimeIndex');
  const indexed: Table = {
    ...table,
    index: [{ name: timeColumn, values: table.columns[at]! }],
    keys: table.keys.filter((_, i) => i !== at),
    columns: table.columns.filter((_, i) => i !== at),
  };
  return resetIndex(resample(indexed, rawOptions));
}

function toEpoch(value: string | number): number {
  if (typeof value === 'number') return value;
  // Superset's boundaries are naive datetimes; Skyset reads them as UTC like every other instant.
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const epoch = Date.parse(text);
  if (Number.isNaN(epoch)) throw invalidPostProcessing(`Invalid time range boundary: ${value}`);
  return epoch;
}

function queriedRange(options: ResampleOptions): [number, number] | undefined {
  const { time_range_start: start, time_range_end: end } = options;
  if (start === null || start === undefined || end === null || end === undefined) return undefined;
  return [toEpoch(start), toEpoch(end)];
}

function layoutOf(binner: Binner, times: number[], order: number[], range: [number, number] | undefined): BinLayout {
  const labels = new Set<number>();
  const last = binner.labelOf(times[order[order.length - 1]!]!);
  for (let label = binner.labelOf(times[order[0]!]!); label <= last; label = binner.next(label)) labels.add(label);
  if (range) {
    let label = binner.labelOf(range[0]);
    if (label < range[0]) label = binner.next(label);
    for (; label < range[1]; label = binner.next(label)) labels.add(label);
  }
  const sorted = [...labels].sort((a, b) => a - b);
  const position = new Map(sorted.map((label, i) => [label, i]));
  const binOfRow = new Map(order.map((row) => [row, position.get(binner.labelOf(times[row]!)) ?? -1]));
  return { labels: sorted, times, order, binOfRow };
}

function fillColumn(
  values: FrameValue[],
  layout: BinLayout,
  method: ResampleMethod,
  fillValue: number | undefined,
): FrameValue[] {
  switch (method) {
    case 'asfreq':
      return fillValue === undefined
        ? atLabels(values, layout)
        : atLabels(values, layout).map((v) => (isMissing(v) ? fillValue : v));
    case 'ffill':
      return forwardFilled(values, layout);
    case 'bfill':
      return backwardFilled(values, layout);
    case 'linear':
      return interpolated(atLabels(values, layout));
    default:
      return perBin(values, layout, method);
  }
}
