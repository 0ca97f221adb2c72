import type { AppDispatch } from '../../../../core/store.ts';
export { chartErrorsOf } from '../../../chart/index.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { chartErrorsOf, fetchChartData } from '../../../chart/index.ts';
import { chartFailed, chartStarted, chartStopped, chartSucceeded, queryStarted } from '../../state/index.ts';

/** A running chart query the Stop button can abort. */
export interface RunningQuery {
  abort: () => void;
}

/** Options of one run: `force` skips the cache ("Force refresh"); `clock` gives the times the chart slice records. */
export interface RunOptions {
  force?: boolean;
  clock?: () => number;
}

/**
 * Builds the chart's query context, posts it to `/api/v1/chart/data` and records the lifecycle in the chart slice; a
 * 202 answer is followed until its job's result arrives. The returned handle aborts the request (or the wait for the
 * job) and marks the chart `stopped`; once the results are in it does nothing.
 */
export function runChartQuery(
  plugin: ChartPlugin,
  formData: FormData,
  { force = false, clock = Date.now }: RunOptions = {},
) {
  return (dispatch: AppDispatch): RunningQuery => {
    dispatch(queryStarted());
    dispatch(chartStarted({ formData, at: clock() }));
    let queryContext;
    try {
      queryContext = { ...plugin.buildQuery(formData), force };
    } catch (error) {
      dispatch(chartFailed({ errors: chartErrorsOf(error), at: clock() }));
      return { abort: () => undefined };
    }
    const waiting = new AbortController();
    let stopped = false;
    let settled = false;
    fetchChartData(queryContext, waiting.signal)
      .then((results) => {
        if (!stopped) dispatch(chartSucceeded({ queriesResponse: results, at: clock() }));
      })
      .catch((error: unknown) => {
        if (!stopped) dispatch(chartFailed({ errors: chartErrorsOf(error), at: clock() }));
      })
      .finally(() => {
        settled = true;
      });
    return {
      abort: () => {
        if (settled || stopped) return;
        stopped = true;
        waiting.abort();
        dispatch(chartStopped({ at: clock() }));
      },
    };
  };
}
