import type { ResultType } from '#shared/query-context/index.ts';
import type { CacheFacts, ChartDataEntry, ComputedResult, DataOnlyResult, FullResult } from './schema.ts';

/** Superset's ChartDataResponseResult of a query that ran (or was read from the cache). */
export function fullEntry(computed: ComputedResult, facts: CacheFacts, resultFormat: string): FullResult {
  const { row_limit_reached: _reached, row_limit: _limit, ...shown } = computed;
  return { ...facts, ...shown, status: 'success', error: null, stacktrace: null, result_format: resultFormat };
}

/** `result_type: results`: only the data and its shape, as Superset's `_get_results` answers. */
export function dataOnlyEntry(computed: ComputedResult): DataOnlyResult {
  const { data, colnames, coltypes, rowcount, sql_rowcount } = computed;
  return { data, colnames, coltypes, rowcount, sql_rowcount };
}

/** The entry a running result type answers with. */
export function runningEntry(
  resultType: ResultType,
  computed: ComputedResult,
  facts: CacheFacts,
  resultFormat: string,
): ChartDataEntry {
  return resultType === 'results' ? dataOnlyEntry(computed) : fullEntry(computed, facts, resultFormat);
}
