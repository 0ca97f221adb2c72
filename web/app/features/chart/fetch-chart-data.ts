import type { ChartDataQueryContextInput } from '#shared/query-context/index.ts';
import type { AppDispatch } from '../../core/store.ts';
import { chartDataApi } from './api.ts';
import { chartResultsOf, type ChartDataResultBody } from './chart-answer.ts';

/**
 * Posts a query context to `/api/v1/chart/data` and resolves with its results, following a 202's job until its result
 * arrives. `signal` aborts the request or the wait. The mutation's own copy of the rows is dropped once read: the host
 * keeps the results it draws.
 */
export async function fetchChartData(dispatch: AppDispatch, queryContext: ChartDataQueryContextInput, signal: AbortSignal): Promise<ChartDataResultBody[]> {
  const request = dispatch(chartDataApi.endpoints.chartData.initiate(queryContext));
  const abort = () => request.abort();
  signal.addEventListener('abort', abort);
  try {
    return await chartResultsOf(await request.unwrap(), signal);
  } finally {
    signal.removeEventListener('abort', abort);
    request.reset();
  }
}
