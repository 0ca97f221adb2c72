import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, type RootState } from '../../../../core/store.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { selectExploreState } from '../../state/index.ts';
import { runChartQuery, type RunningQuery } from './run-chart-query.ts';

/** What the page does with its chart query: run (optionally forced past the cache) and stop. */
export interface ChartRunner {
  run: (options?: { force?: boolean }) => void;
  stop: () => void;
}

/**
 * Runs the chart's query on demand ("Update chart", "Force refresh") with the form data in the store at that moment,
 * aborting the previous one first. Each time a viz type's plugin comes in (the page opening, the chart type changed)
 * it runs once on its own if the form, defaults applied, is valid for that type (Superset's first render, and the
 * redraw after a type change); a form that only becomes valid later waits for the button.
 */
export function useChartRunner(
  plugin: ChartPlugin | undefined,
  isRunnable: (formData: FormData) => boolean,
): ChartRunner {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const running = useRef<RunningQuery | null>(null);
  const autoRunDecidedFor = useRef<ChartPlugin | undefined>(undefined);

  const run = useCallback(
    ({ force = false }: { force?: boolean } = {}) => {
      const { formData } = selectExploreState(store.getState());
      if (!plugin || !formData) return;
      running.current?.abort();
      running.current = dispatch(runChartQuery(plugin, formData, { force }));
      // The drawing library loads while the server works on the query: started before the request, its script
      // would hold the page up before the request goes out. Should it fail here, drawing tries again and says so.
      plugin.prepare?.().catch(() => undefined);
    },
    [dispatch, store, plugin],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  // Runs after the control panel's effect has put the new type's defaults in the store, so they are judged too.
  useEffect(() => {
    if (!plugin || autoRunDecidedFor.current === plugin) return;
    autoRunDecidedFor.current = plugin;
    const { formData } = selectExploreState(store.getState());
    if (formData && isRunnable(formData)) run();
  }, [plugin, isRunnable, run, store]);

  // Leaving Explore abandons the query; nothing is left to show its answer.
  useEffect(() => () => running.current?.abort(), []);

  return { run, stop };
}
