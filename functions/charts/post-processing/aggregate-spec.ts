import * as z from 'zod';
import { type Reducer, reducerFor } from './aggregators.ts';
import { invalidPostProcessing } from './errors.ts';
import { type Table, topLabels } from './table.ts';

/** Superset's `aggregates` option: output name -> `{operator, column?, options?}` (column defaults to the name). */
export const AggregatesOption = z.record(
  z.string(),
  z.object({
    operator: z.string().optional(),
    column: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type AggregatesOption = z.infer<typeof AggregatesOption>;

/** One resolved aggregate: the output name, the input column and its reducer. */
export interface NamedReducer {
  name: string;
  column: string;
  reduce: Reducer;
}

/** Resolves `aggregates` against a frame with Superset's messages for a missing column or an unknown operator. */
export function resolveAggregates(table: Table, aggregates: AggregatesOption): NamedReducer[] {
  const labels = new Set(topLabels(table));
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (!labels.has(column)) throw invalidPostProcessing(`Column referenced by aggregate is undefined: ${column}`);
    if (spec.operator === undefined) throw invalidPostProcessing(`Operator undefined for aggregator: ${name}`);
    const reduce = reducerFor(spec.operator, spec.options);
    if (!reduce) throw invalidPostProcessing(`Invalid numpy function: ${spec.operator}`);
    return { name, column, reduce };
  });
}
