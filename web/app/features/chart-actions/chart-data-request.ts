import type { ChartDataQueryContextInput, ResultFormat, ResultType } from '#shared/query-context/index.ts';
import type { ChartPlugin, FormData } from '../../plugins/types.ts';

/** What a request asks beyond the chart's own query: the result type and format, and whether to lift the row limit. */
export interface ChartDataRequestOptions {
  resultType: ResultType;
  resultFormat?: ResultFormat;
  /** Every row past the chart's row limit (`row_limit: 0`), up to the server's export cap: the "full" exports. */
  allRows?: boolean;
}

/**
 * The chart's query context asked for another result type or format (the query text, raw results, samples, a file).
 * The form data carries the type and format into buildQuery, as Superset's exports do, so a chart can shape its query
 * for a download (a server-paginated table exports every page, not the one shown).
 */
export function chartDataRequest(
  plugin: ChartPlugin,
  formData: FormData,
  { resultType, resultFormat = 'json', allRows = false }: ChartDataRequestOptions,
): ChartDataQueryContextInput {
  const context = plugin.buildQuery({ ...formData, result_type: resultType, result_format: resultFormat });
  const queries = allRows ? context.queries.map((query) => ({ ...query, row_limit: 0 })) : context.queries;
  return { ...context, queries, result_type: resultType, result_format: resultFormat };
}
