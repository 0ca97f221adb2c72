import type { ChartDataQueryContextInput, ResultFormat, ResultType } from '#shared/query-context/index.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';

/** The chart's query context asked for another result type or format (the query text, raw results, samples, a file). */
export function chartDataRequest(
  plugin: ChartPlugin,
  formData: FormData,
  { resultType, resultFormat = 'json' }: { resultType: ResultType; resultFormat?: ResultFormat },
): ChartDataQueryContextInput {
  return { ...plugin.buildQuery(formData), result_type: resultType, result_format: resultFormat };
}
