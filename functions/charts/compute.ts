import type { ChartDataQueryObject } from '#shared/query-context/index.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import type { CompileMode, CompiledQuery } from './compiler/types.ts';
import { type EngineRunOptions, runCompiled } from './engine-frame.ts';
import { applyPostProcessing } from './post-processing/apply.ts';
import { coltypesOf } from './results/coltypes.ts';
import { withLabelMap } from './results/labels.ts';
import type { ComputedResult } from './results/schema.ts';
import { type CompileFn, withTimeOffsets } from './time-offsets.ts';

/** One query ready to run: the validated query object, its compiled SQL and how it was compiled. */
export interface ComputeInput {
  query: ChartDataQueryObject;
  compiled: CompiledQuery;
  mode: CompileMode;
  compile: CompileFn;
  engine: QueryEngine;
  run: EngineRunOptions;
}

/**
 * Run one query and derive everything its answer carries: records keyed by label, time comparisons joined in,
 * post-processing applied (samples and drill detail show raw rows, as Superset clears both for them),
 * Superset's label_map, generic column types and row counts before and after post-processing.
 */
export async function computeResult(input: ComputeInput): Promise<ComputedResult> {
  const { query, compiled } = input;
  const { frame: raw, engineTypes } = await runCompiled(input.engine, compiled, input.run);
  // Superset normalizes, compares and post-processes only a result that has rows: an empty one is answered as the
  // engine gave it, so a chart says "No results" rather than failing on columns a pivot of nothing never made.
  const aggregate = input.mode === 'aggregate' && raw.data.length > 0;
  const joined = aggregate ? await withTimeOffsets(raw, { ...input }) : raw;
  // Engine frames are already flat and JSON-safe: without operations there is nothing for post-processing to do.
  const processed =
    aggregate && query.post_processing.length > 0 ? applyPostProcessing(joined, query.post_processing) : joined;
  const { frame, labelMap } = withLabelMap(processed);
  return {
    query: compiled.sql,
    language: 'sql',
    colnames: frame.columns,
    coltypes: coltypesOf(frame, engineTypes),
    data: frame.data,
    rowcount: frame.data.length,
    sql_rowcount: raw.data.length,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
    from_dttm: compiled.fromDttm,
    to_dttm: compiled.toDttm,
    annotation_data: [],
    applied_template_filters: [],
    label_map: labelMap,
    row_limit_reached: compiled.rowLimit > 0 && raw.data.length >= compiled.rowLimit,
    row_limit: compiled.rowLimit,
  };
}
