import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { DataMask } from '#shared/dashboard/native-filters.ts';
import { filterIdsApplyingTo } from '#shared/dashboard/filter-scope.ts';
import { type RootState, useAppSelector } from '../../core/store.ts';
import { useDashboardFilters } from './context.tsx';
import { selectAppliedMasks } from './state/data-mask-slice.ts';

/** The applied masks of the native filters and cross-filters in whose scope a chart is, by filter or chart id. */
export type MasksApplyingTo = Readonly<Record<string, DataMask | undefined>>;

/**
 * The applied masks that apply to a chart (never its own cross-filter), in scope order. The same object comes back
 * until one of these masks changes: a filter or cross-filter of other charts never wakes this chart's card.
 */
export function useMasksApplyingTo(chartId: number): MasksApplyingTo {
  const { scopes } = useDashboardFilters();
  const ids = useMemo(() => filterIdsApplyingTo(chartId, scopes), [chartId, scopes]);
  const select = useCallback(
    (state: RootState) => {
      const applied = selectAppliedMasks(state);
      return Object.fromEntries(ids.map((id) => [id, applied[id]]));
    },
    [ids],
  );
  return useAppSelector(select, shallowEqual);
}
