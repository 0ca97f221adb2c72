import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import { groupRows } from './grouping.ts';
import { maximum, minimum } from './stats.ts';
import { columnValues, requireColumns, type Table, takeRows } from './table.ts';
import { isMissing, pythonFloatText } from './values.ts';

/** Superset caps bins: numpy would allocate edges proportional to the count. */
export const MAX_HISTOGRAM_BINS = 1000;

const HistogramOptions = z.object({
  column: z.string(),
  groupby: z.array(z.string()).nullish(),
  bins: z.unknown().optional(),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});

/** numpy's `histogram_bin_edges(values, bins)`: evenly spaced from min to max, widened by 0.5 when they meet. */
function binEdges(values: number[], bins: number): number[] {
  let first = minimum(values);
  let last = maximum(values);
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : i * step + first));
}

/** numpy's bin assignment for equal bins: the last bin is closed, the others half-open, edges re-checked. */
function countInBins(values: number[], edges: number[]): number[] {
  const bins = edges.length - 1;
  const counts = new Array<number>(bins).fill(0);
  const first = edges[0]!;
  const norm = bins / (edges[bins]! - first);
  for (const value of values) {
    if (value < first || value > edges[bins]!) continue;
    let bin = Math.min(Math.trunc((value - first) * norm), bins - 1);
    if (value < edges[bin]!) bin -= 1;
    else if (bin !== bins - 1 && value >= edges[bin + 1]!) bin += 1;
    counts[bin]! += 1;
  }
  return counts;
}

function parseBins(bins: unknown): number {
  const value = bins === undefined ? 5 : bins;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_HISTOGRAM_BINS) {
    throw invalidPostProcessing(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  return value;
}

/**
 * `histogram`: counts of `column` in `bins` equal-width bins named `<low> - <high>` (Python float text, e.g.
 * `0.0 - 2.5`), one row per `groupby` group (or one row), groupby columns first. `cumulative` accumulates the
 * counts; `normalize` divides every count by the total over all rows. Rows with a missing value are ignored.
 */
export function histogram(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('histogram', HistogramOptions, rawOptions);
  const bins = parseBins(options.bins);
  const groupby = options.groupby ?? [];
  requireColumns(table, [options.column, ...groupby]);
  const source = columnValues(table, options.column);
  const present = takeRows(
    table,
    source.flatMap((value, row) => (isMissing(value) ? [] : [row])),
  );
  if (!present.rowCount) return present;
  const numbers = columnValues(present, options.column).map((value) =>
    typeof value === 'number' ? value : Number(value),
  );
  if (numbers.some(Number.isNaN)) throw invalidPostProcessing(`Column '${options.column}' contains non-numeric values`);
  const edges = binEdges(numbers, bins);
  const labels = edges.slice(0, -1).map((edge, i) => `${pythonFloatText(edge)} - ${pythonFloatText(edges[i + 1]!)}`);
  const groups = groupRows(
    groupby.map((name) => columnValues(present, name)),
    present.rowCount,
    true,
  );
  const rows = groups.rows.map((members) => {
    const counts = countInBins(
      members.map((row) => numbers[row]!),
      edges,
    );
    let running = 0;
    return options.cumulative ? counts.map((count) => (running += count)) : counts;
  });
  const total = rows.flat().reduce((acc, count) => acc + count, 0);
  const cells = options.normalize ? rows.map((counts) => counts.map((count) => count / total)) : rows;
  return {
    index: [],
    keys: [...groupby, ...labels].map((name) => [name]),
    columns: [
      ...groupby.map((_, level) => groups.keys.map((key) => key[level] ?? null)),
      ...labels.map((_, bin) => cells.map((counts) => counts[bin]!)),
    ],
    levels: 1,
    rowCount: rows.length,
  };
}
