import { useAppSelector } from '../../core/store.ts';
import { useDashboardFilters } from './context.tsx';
import { selectDataMaskState } from './state/data-mask-slice.ts';

/**
 * Whether the open dashboard's filters are in place: its configuration and the values the URL, a stored filter state
 * or a permalink restore. Chart cards wait for it, so a chart never queries unfiltered and then again filtered.
 */
export function useFiltersReady(): boolean {
  const { dashboardId } = useDashboardFilters();
  return useAppSelector((state) => selectDataMaskState(state).dashboardId) === dashboardId;
}
