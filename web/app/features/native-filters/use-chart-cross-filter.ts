import { useCallback, useMemo } from 'react';
import type { DataMask } from '#shared/dashboard/native-filters.ts';
import { useAppDispatch, useAppSelector } from '../../core/store.ts';
import { chartRegistrations } from '../../plugins/registry.ts';
import { afterNextPaint } from '../../ui/after-next-paint.ts';
import { useDashboardFilters } from './context.tsx';
import { crossFilterSet, selectAppliedMasks } from './state/data-mask-slice.ts';

/** What a chart card hands its chart for cross-filtering: spread it into the chart's `hooks` (the same field names). */
export interface ChartCrossFilter {
  /** Whether clicks on the chart should emit cross-filters (Superset's `emitCrossFilters`). */
  emitCrossFilters: boolean;
  /** The chart's own cross-filter state, so it can highlight what is selected. */
  filterState: DataMask['filterState'] | undefined;
  /** The chart hooks' `setDataMask`: records the chart's cross-filter (a null value removes it). */
  setDataMask: (dataMask: unknown) => void;
}

/** Whether a chart type emits cross-filters (Superset's INTERACTIVE_CHART behaviour). */
export const isInteractiveChart = (vizType: string | undefined): boolean =>
  chartRegistrations.some(
    (registration) =>
      registration.vizType === vizType && (registration.metadata.behaviors ?? []).includes('INTERACTIVE_CHART'),
  );

/** Cross-filtering for one chart card of the dashboard. */
export function useChartCrossFilter(chartId: number, vizType: string | undefined): ChartCrossFilter {
  const dispatch = useAppDispatch();
  const { crossFiltersEnabled } = useDashboardFilters();
  // Its own mask only: another chart's cross-filter does not wake this card.
  const own = useAppSelector((state) => selectAppliedMasks(state)[String(chartId)]);
  const emitCrossFilters = crossFiltersEnabled && isInteractiveChart(vizType);
  const setDataMask = useCallback(
    (dataMask: unknown) => {
      // A table's pagination (ownState only) is the chart card's business, not a cross-filter.
      if (
        !emitCrossFilters ||
        typeof dataMask !== 'object' ||
        dataMask === null ||
        !('filterState' in dataMask || 'extraFormData' in dataMask)
      )
        return;
      // After the click has painted, as Apply filters: every chart in the cross-filter's scope renders and queries.
      afterNextPaint(() => dispatch(crossFilterSet({ chartId, dataMask: dataMask as DataMask })));
    },
    [dispatch, chartId, emitCrossFilters],
  );
  return useMemo(
    () => ({ emitCrossFilters, filterState: own?.filterState, setDataMask }),
    [emitCrossFilters, own, setDataMask],
  );
}
