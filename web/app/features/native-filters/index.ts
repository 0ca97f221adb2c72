/**
 * Native filters and cross-filters of a dashboard: the data mask slice, the filter bar (vertical or horizontal) with
 * its configuration modal, and the hooks a dashboard's chart cards use to receive filters and emit cross-filters.
 * The only public face of this feature.
 */
import './state/data-mask-slice.ts';

export {
  NativeFiltersProvider,
  useDashboardFilters,
  type DashboardChartRef,
  type NativeFiltersProviderProps,
} from './context.tsx';
export { FilterBar, FILTER_BAR_WIDTHS, type FilterBarProps, type FilterBarWidth } from './components/filter-bar.tsx';
export { useChartExtraFormData } from './use-chart-extra-form-data.ts';
export { useFiltersReady } from './use-filters-ready.ts';
export { useChartFilterIndicators, type FilterIndicator } from './use-chart-filter-indicators.ts';
export { ChartFiltersBadge } from './components/chart-filters-badge.tsx';
export { isInteractiveChart, useChartCrossFilter, type ChartCrossFilter } from './use-chart-cross-filter.ts';
export { CrossFilterSettings } from './cross-filters/cross-filter-settings.tsx';
export {
  CrossFilterScopingModal,
  SCOPING_SAVE_FAILED,
  type CrossFilterScopingModalProps,
} from './cross-filters/scoping-modal.tsx';
export {
  selectAppliedMasks,
  dashboardFiltersLoaded,
  crossFilterSet,
  crossFilterRemoved,
} from './state/data-mask-slice.ts';
export { selectDataMaskToStore, selectCrossFilters } from './state/selectors.ts';
export { masksOf } from './url-state.ts';
export { formDataWithExtraFilters } from '#shared/dashboard/extra-form-data.ts';
