import type { ChartDataQueryContextInput } from '#shared/query-context/index.ts';
import { apiFetch } from '../../core/http/client.ts';
import { ChartDataAnswer } from './api-schemas.ts';
import { chartResultsOf, type ChartDataResultBody } from './chart-answer.ts';

/** How long a prefetched answer waits for the chart that asks the same (a page that never draws it lets it go). */
const PREFETCH_TTL_MS = 10_000;

/** Chart data requests started before their chart asked, by query context (its JSON): each is taken once. */
const prefetched = new Map<string, { results: Promise<ChartDataResultBody[]>; expiresAt: number }>();

function postChartData(queryContext: ChartDataQueryContextInput, signal: AbortSignal): Promise<ChartDataResultBody[]> {
  return apiFetch('/api/v1/chart/data', { method: 'POST', json: queryContext, schema: ChartDataAnswer, signal }).then(
    (answer) => chartResultsOf(answer, signal),
  );
}

/**
 * Starts a chart data request now, before the chart that will draw it exists (a dashboard asks for its charts' data
 * while the page still renders): the first {@link fetchChartData} of the same query context within 10 s takes it.
 */
export function prefetchChartData(queryContext: ChartDataQueryContextInput): void {
  const key = JSON.stringify(queryContext);
  const now = Date.now();
  for (const [stale, entry] of prefetched) if (entry.expiresAt <= now) prefetched.delete(stale);
  if (prefetched.has(key)) return;
  const results = postChartData(queryContext, new AbortController().signal);
  // Its failure is answered to the chart that takes it; until then it must not count as unhandled.
  results.catch(() => undefined);
  prefetched.set(key, { results, expiresAt: now + PREFETCH_TTL_MS });
}

/**
 * Posts a query context to `/api/v1/chart/data` and resolves with its results, following a 202's job until its result
 * arrives; what every chart host (Explore, dashboards, exports) asks for a chart's data with. `signal` aborts the
 * request or the wait. It goes around the Redux store: the host keeps the rows it draws, and fifty charts' requests
 * would otherwise wake every subscriber of the store three times each. The same request prefetched moments ago is
 * answered from that one.
 */
export async function fetchChartData(
  queryContext: ChartDataQueryContextInput,
  signal: AbortSignal,
): Promise<ChartDataResultBody[]> {
  if (prefetched.size > 0) {
    const key = JSON.stringify(queryContext);
    const early = prefetched.get(key);
    prefetched.delete(key);
    if (early && early.expiresAt > Date.now()) return early.results;
  }
  return postChartData(queryContext, signal);
}
