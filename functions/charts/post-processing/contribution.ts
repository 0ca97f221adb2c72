import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { assignColumns, type ColumnKey, requireColumns, type Table } from './table.ts';
import { TIME_COMPARISON } from './compare.ts';
import { isMissing, isPresentNumber } from './values.ts';

const ContributionOptions = z.object({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: z.array(z.string()).nullish(),
  time_shifts: z.array(z.string()).nullish(),
  rename_columns: z.array(z.string()).nullish(),
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});
type ContributionOptions = z.infer<typeof ContributionOptions>;

/** A column pandas would call numeric: every present value a number (an all-missing column qualifies). */
function isNumericColumn(values: readonly FrameValue[]): boolean {
  return values.every((value) => isMissing(value) || typeof value === 'number');
}

/**
 * `contribution`: each cell as a share of its column total (`orientation: column`, the default; missing values
 * count as 0) or of its row total over the selected columns (`row`; missing values stay missing, and columns
 * ending in `__<time shift>` form their own row groups). Results overwrite the columns, or go to
 * `rename_columns` (appended when new). Only numeric columns take part; the row index never does.
 */
export function contribution(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('contribution', ContributionOptions, rawOptions);
  requireColumns(table, options.columns ?? []);
  const numeric = table.keys.flatMap((key, p) => (isNumericColumn(table.columns[p]!) ? [p] : []));
  const numericNames = new Set(numeric.map((p) => table.keys[p]![0]));
  for (const name of options.columns ?? []) {
    if (!numericNames.has(name)) {
      throw invalidPostProcessing(`Column "${name}" is not numeric or does not exists in the query results.`);
    }
  }
  const chosen = options.columns?.length
    ? numeric.filter((p) => options.columns!.includes(table.keys[p]![0] as string))
    : numeric;
  const targets = targetKeys(table, chosen, options.rename_columns);
  if (options.orientation === 'row') return byRow(table, chosen, targets, options.time_shifts ?? []);
  return byColumn(table, chosen, targets, options);
}

function targetKeys(table: Table, positions: number[], rename: string[] | null | undefined): ColumnKey[] {
  if (!rename?.length) return positions.map((p) => table.keys[p]!);
  if (rename.length !== positions.length) {
    throw invalidPostProcessing('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  return positions.map((p, i) => [rename[i]!, ...table.keys[p]!.slice(1)]);
}

function byColumn(table: Table, positions: number[], targets: ColumnKey[], options: ContributionOptions): Table {
  const columns = positions.map((p) => {
    const values = table.columns[p]!.map((value) => (isPresentNumber(value) ? value : 0));
    const name = table.keys[p]![0] as string;
    if (options.contribution_totals) {
      const total = options.contribution_totals[name];
      return values.map((value) => (total ? value / total : 0));
    }
    const total = values.reduce((acc, value) => acc + value, 0);
    return values.map((value) => value / total);
  });
  return assignColumns(table, targets, columns);
}

function byRow(table: Table, positions: number[], targets: ColumnKey[], timeShifts: string[]): Table {
  const groups = new Map<string, number[]>();
  positions.forEach((p, i) => {
    const label = table.keys[p]![0];
    const shift = typeof label === 'string' ? timeShifts.find((ts) => label.endsWith(TIME_COMPARISON + ts)) : undefined;
    const members = groups.get(shift ?? '') ?? [];
    groups.set(shift ?? '', [...members, i]);
  });
  let result = table;
  for (const members of groups.values()) {
    const sources = members.map((i) => table.columns[positions[i]!]!);
    const totals = Array.from({ length: table.rowCount }, (_, row) =>
      sources.reduce<number>((acc, values) => acc + (isPresentNumber(values[row]) ? (values[row] as number) : 0), 0),
    );
    const shares = sources.map((values) =>
      values.map((value, row) => (isPresentNumber(value) ? value / totals[row]! : Number.NaN)),
    );
    result = assignColumns(
      result,
      members.map((i) => targets[i]!),
      shares,
    );
  }
  return result;
}
