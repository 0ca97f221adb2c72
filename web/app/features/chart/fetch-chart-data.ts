import type { ChartDataQueryContextInput } from '#shared/query-context/index.ts';
import { apiFetch } from '../../core/http/client.ts';
import { ChartDataAnswer } from './api-schemas.ts';
import { chartResultsOf, type ChartDataResultBody } from './chart-answer.ts';

/**
 * Posts a query context to `/api/v1/chart/data` and resolves with its results, following a 202's job until its result
 * arrives; what every chart host (Explore, dashboards, exports) asks for a chart's data with. `signal` aborts the
 * request or the wait. It goes around the Redux store: the host keeps the rows it draws, and fifty charts' requests
 * would otherwise wake every subscriber of the store three times each.
 */
export async function fetchChartData(queryContext: ChartDataQueryContextInput, signal: AbortSignal): Promise<ChartDataResultBody[]> {
  const answer = await apiFetch('/api/v1/chart/data', { method: 'POST', json: queryContext, schema: ChartDataAnswer, signal });
  return chartResultsOf(answer, signal);
}
