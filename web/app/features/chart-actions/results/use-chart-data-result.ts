import { useEffect, useState } from 'react';
import type { ResultType } from '#shared/query-context/index.ts';
import type { ChartDataResult, ChartPlugin, FormData } from '../../../plugins/types.ts';
import { chartErrorsOf, fetchChartData } from '../../chart/index.ts';
import { chartDataRequest } from '../chart-data-request.ts';

/** Said when the answer holds no query result at all. */
const NO_RESULT_MESSAGE = 'No results were returned for this query';

const messageOf = (error: unknown) =>
  chartErrorsOf(error)
    .map((entry) => entry.message)
    .join('\n');

/** A one-off chart data answer as it loads. */
export type ResultState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: ChartDataResult; results: ChartDataResult[] }
  | { status: 'failed'; message: string };

/**
 * Asks `/api/v1/chart/data` for another result type of the chart (query text, results, samples) while `enabled`,
 * again whenever the form data changes (following a 202 answer's job); a newer request aborts the older one.
 */
export function useChartDataResult(
  plugin: ChartPlugin | undefined,
  formData: FormData | null,
  resultType: ResultType,
  enabled: boolean,
): ResultState {
  const [state, setState] = useState<ResultState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || !plugin || !formData) return;
    setState({ status: 'loading' });
    let body;
    try {
      body = chartDataRequest(plugin, formData, { resultType });
    } catch (error) {
      setState({ status: 'failed', message: messageOf(error) });
      return;
    }
    const waiting = new AbortController();
    let current = true;
    fetchChartData(body, waiting.signal)
      .then((results) => {
        if (!current) return;
        const first = results[0];
        setState(first ? { status: 'done', result: first, results } : { status: 'failed', message: NO_RESULT_MESSAGE });
      })
      .catch((error: unknown) => current && setState({ status: 'failed', message: messageOf(error) }));
    return () => {
      current = false;
      waiting.abort();
    };
  }, [plugin, formData, resultType, enabled]);
  return state;
}
