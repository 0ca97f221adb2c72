import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { filterScopesOf, type FilterScopes } from '#shared/dashboard/filter-scope.ts';
import type { DataMask, FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { useAppDispatch, useAppSelector } from '../../core/store.ts';
import { dashboardFiltersLoaded, filterConfigurationChanged, selectDataMaskState } from './state/data-mask-slice.ts';
import { useFilterStateInUrl, useRestoredMasks } from './use-filter-url-state.ts';

/** A chart of the dashboard as the filter bar names it. */
export interface DashboardChartRef {
  id: number;
  name: string;
  vizType?: string;
  datasetId?: number;
}

/** What the filter bar, the chart cards' hooks and the configuration modal share about the open dashboard. */
export interface DashboardFiltersValue {
  dashboardId: number;
  metadata: DashboardMetadata;
  layout: Readonly<Record<string, unknown>>;
  charts: readonly DashboardChartRef[];
  /** Filter or cross-filter id -> chart ids it applies to, from the current layout. */
  scopes: FilterScopes;
  crossFiltersEnabled: boolean;
  canEdit: boolean;
  /** Called with the new metadata once filters or cross-filter scopes were saved, so the page keeps it. */
  onMetadataSaved?: (metadata: DashboardMetadata) => void;
}

const DashboardFiltersContext = createContext<DashboardFiltersValue | null>(null);

/** Props of {@link NativeFiltersProvider}. */
export interface NativeFiltersProviderProps {
  dashboardId: number;
  metadata: DashboardMetadata;
  /** The dashboard's position_json (the edited one in edit mode, so scopes follow moves). */
  layout: Readonly<Record<string, unknown>>;
  charts: readonly DashboardChartRef[];
  canEdit?: boolean;
  /** Masks restored from the URL (`native_filters_key`, `native_filters`) or a permalink's `dataMask`. */
  initialMasks?: Record<string, DataMask>;
  onMetadataSaved?: (metadata: DashboardMetadata) => void;
  children: ReactNode;
}

/**
 * Holds the open dashboard's filters: loads its filter configuration with defaults and the masks the URL (or a
 * permalink) restores into the data mask slice, keeps the applied masks in the URL, and computes every filter's and
 * cross-filter's charts in scope as the layout changes.
 */
export function NativeFiltersProvider({
  dashboardId,
  metadata,
  layout,
  charts,
  canEdit = false,
  initialMasks,
  onMetadataSaved,
  children,
}: NativeFiltersProviderProps) {
  const dispatch = useAppDispatch();
  const filters = metadata.native_filter_configuration;
  const restored = useRestoredMasks(dashboardId, initialMasks);
  // By content: a page that rebuilds its metadata object on each render must not reset the bar.
  const filtersText = JSON.stringify(filters ?? []);
  const loadedId = useAppSelector((state) => selectDataMaskState(state).dashboardId);
  const loadedRef = useRef<number | null>(null);
  useEffect(() => {
    if (!restored) return;
    const configuration = JSON.parse(filtersText) as FilterConfigItem[];
    // A new configuration of the open dashboard (saved in the modal) keeps the values of the filters it kept.
    if (loadedRef.current === dashboardId) dispatch(filterConfigurationChanged(configuration));
    else dispatch(dashboardFiltersLoaded({ dashboardId, filters: configuration, masks: restored }));
    loadedRef.current = dashboardId;
  }, [dispatch, dashboardId, filtersText, restored]);
  useFilterStateInUrl(dashboardId, restored !== undefined && loadedId === dashboardId);
  const crossFiltersEnabled = metadata.cross_filters_enabled ?? true;
  const scopes = useMemo(
    () =>
      filterScopesOf({
        layout,
        nativeFilters: filters ?? [],
        chartConfiguration: metadata.chart_configuration,
        globalChartConfiguration: metadata.global_chart_configuration,
        crossFiltersEnabled,
      }),
    [layout, filters, metadata.chart_configuration, metadata.global_chart_configuration, crossFiltersEnabled],
  );
  const value = useMemo(
    () => ({ dashboardId, metadata, layout, charts, scopes, crossFiltersEnabled, canEdit, onMetadataSaved }),
    [dashboardId, metadata, layout, charts, scopes, crossFiltersEnabled, canEdit, onMetadataSaved],
  );
  return <DashboardFiltersContext.Provider value={value}>{children}</DashboardFiltersContext.Provider>;
}

/** The open dashboard's filter context; throws outside a {@link NativeFiltersProvider}. */
export function useDashboardFilters(): DashboardFiltersValue {
  const value = useContext(DashboardFiltersContext);
  if (!value) throw new Error('useDashboardFilters needs a NativeFiltersProvider');
  return value;
}
