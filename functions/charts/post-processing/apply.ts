import * as z from 'zod';
import { aggregate } from './aggregate.ts';
import { boxplot } from './boxplot.ts';
import { compare } from './compare.ts';
import { contribution } from './contribution.ts';
import { invalidPostProcessing } from './errors.ts';
import type { DataFrame } from './frame.ts';
import { histogram } from './histogram.ts';
import { flatten, rename } from './labels.ts';
import { select } from './select.ts';
import { toDataFrame } from './output.ts';
import { pivot } from './pivot.ts';
import { rank } from './rank.ts';
import { resample, resampleOnColumn } from './resample.ts';
import { sort } from './sort.ts';
import { fromDataFrame, type Table } from './table.ts';
import { cum, diff, rolling } from './window.ts';

/** One entry of a query's `post_processing` list, as Superset's frontend sends it. */
export const PostProcessingOperation = z.object({
  operation: z.string(),
  options: z.record(z.string(), z.unknown()).nullish(),
});
export type PostProcessingOperation = z.infer<typeof PostProcessingOperation>;

type Operation = (table: Table, options: Record<string, unknown>) => Table;

function refuseProphet(): never {
  throw invalidPostProcessing('Forecasting (prophet) is not available: Skyset has no forecasting engine');
}

function resampleEither(table: Table, options: Record<string, unknown>): Table {
  const timeColumn = options.time_column;
  return typeof timeColumn === 'string' ? resampleOnColumn(table, timeColumn, options) : resample(table, options);
}

const OPERATIONS: Record<string, Operation> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  prophet: refuseProphet,
  rank,
  rename,
  resample: resampleEither,
  rolling,
  select,
  sort,
};

/**
 * Runs Superset's `post_processing` steps over a query result, in order, pandas semantics throughout (see each
 * operation's TSDoc). The answer is flat (a remaining row index or multi-level labels are flattened as by
 * `flatten`) and JSON-safe (NaN and infinities become null). An unknown operation or invalid options is a 400
 * naming what is wrong; the input frame is never modified.
 */
export function applyPostProcessing(frame: DataFrame, operations: readonly PostProcessingOperation[]): DataFrame {
  let table = fromDataFrame(frame);
  for (const step of operations) {
    if (!step.operation) throw invalidPostProcessing('`operation` property of post processing object undefined');
    const run = Object.hasOwn(OPERATIONS, step.operation) ? OPERATIONS[step.operation] : undefined;
    if (!run) throw invalidPostProcessing(`Unsupported post processing operation: ${step.operation}`);
    table = run(table, step.options ?? {});
  }
  return toDataFrame(table);
}
