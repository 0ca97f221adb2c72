import { useEffect } from 'react';
import { useAppSelector } from '../../../core/store.ts';
import { LOG_ACTIONS, logEvent, useLogOnce } from '../../logging/index.ts';
import { selectChartState, selectExploreState } from '../state/index.ts';

/**
 * Explore's usage events, as Superset's Explore logs them: `mount_explorer` once per chart opened (what Recents
 * reads), and for each drawn answer `load_chart` (query start to answer) and `render_chart` (answer to drawn).
 */
export function useExploreUsageLog(): void {
  const sliceId = useAppSelector((state) => selectExploreState(state).slice?.slice_id);
  const { status, chartUpdateStartTime: start, chartUpdateEndTime: end } = useAppSelector(selectChartState);
  const source = {
    source: 'explore' as const,
    ...(sliceId === undefined ? {} : { source_id: sliceId, slice_id: sliceId }),
  };
  useLogOnce(LOG_ACTIONS.mountExplorer, sliceId ?? 'unsaved', () => source);
  useEffect(() => {
    if (status !== 'rendered' || start === null || end === null) return;
    logEvent(LOG_ACTIONS.loadChart, { ...source, duration: Math.max(0, end - start) });
    logEvent(LOG_ACTIONS.renderChart, {
      ...source,
      start_offset: Math.max(0, end - start),
      duration: Math.max(0, Date.now() - end),
    });
    // Once per drawn answer: the status turns `rendered` once per success.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, end]);
}
