import { BadRequestError } from '#shared/errors.ts';
import type { ChartDataQueryObject } from '#shared/query-context/index.ts';
import { formatInstant } from '#shared/time-range/index.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import type { CompiledQuery } from './compiler/types.ts';
import { type EngineRunOptions, runCompiled } from './engine-frame.ts';
import type { DataFrame } from './post-processing/frame.ts';
import { joinTimeOffsets, shiftInstant } from './post-processing/time-offset.ts';

/** Compiles a query object for the chart's dataset and dialect. */
export type CompileFn = (query: ChartDataQueryObject) => CompiledQuery;

/** The main query's bounded time range, which every offset query shifts back. */
function enclosedRange(compiled: CompiledQuery): { from: number; to: number } {
  if (compiled.fromDttm === null || compiled.toDttm === null) {
    throw new BadRequestError(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  }
  return { from: compiled.fromDttm, to: compiled.toDttm };
}

/**
 * The query of one time comparison: the main query with its time range (and every TEMPORAL_RANGE filter)
 * moved back by the offset, without offsets or post-processing of its own, as Superset's clone is.
 */
export function offsetQuery(
  query: ChartDataQueryObject,
  compiled: CompiledQuery,
  offset: string,
): ChartDataQueryObject {
  const { from, to } = enclosedRange(compiled);
  const range = `${formatInstant(new Date(shiftInstant(from, offset, -1)))} : ${formatInstant(new Date(shiftInstant(to, offset, -1)))}`;
  const filters = query.filters.map((filter) => (filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: range } : filter));
  return { ...query, time_range: range, filters, time_offsets: [], post_processing: [] };
}

/** The x-axis of a compiled query (its first temporal column), which offset rows are aligned on. */
function xAxisOf(compiled: CompiledQuery): string {
  const axis = compiled.columns.find((column) => column.kind === 'column' && column.isDttm);
  if (!axis) throw new BadRequestError('Time comparison requires a temporal x-axis');
  return axis.label;
}

/**
 * Superset's time_offsets: run the query again per offset over the shifted range, then join each result onto
 * the main frame as `<metric>__<offset>` columns, aligned on the x-axis and the series columns.
 */
export async function withTimeOffsets(
  main: DataFrame,
  input: {
    query: ChartDataQueryObject;
    compiled: CompiledQuery;
    compile: CompileFn;
    engine: QueryEngine;
    run: EngineRunOptions;
  },
): Promise<DataFrame> {
  const { query, compiled } = input;
  if (query.time_offsets.length === 0) return main;
  enclosedRange(compiled);
  const xAxis = xAxisOf(compiled);
  const offsets = await Promise.all(
    query.time_offsets.map(async (offset) => {
      const shifted = input.compile(offsetQuery(query, compiled, offset));
      return { offset, frame: (await runCompiled(input.engine, shifted, input.run)).frame };
    }),
  );
  const metrics = compiled.columns.filter((column) => column.kind === 'metric').map((column) => column.label);
  const joinColumns = compiled.columns
    .filter((column) => column.kind === 'column' && column.label !== xAxis)
    .map((column) => column.label);
  return joinTimeOffsets(main, offsets, { xAxis, metrics, joinColumns });
}
