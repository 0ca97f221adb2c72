import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { DataMask, FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { rootReducer } from '../../../core/store.ts';
import { EMPTY_MASK, descendantsOf, initialMasks, nativeFiltersOf } from './filter-config.ts';

/**
 * The dashboard's data masks (Superset's `dataMask` reducer plus the filter bar's `dataMaskSelected`): what the bar's
 * native filters and the charts' cross-filters contribute to other charts. `applied` reaches the charts; `pending`
 * holds values chosen in the bar until Apply.
 */
export interface DataMaskState {
  dashboardId: number | null;
  /** The bar's configuration (filters and dividers in order). */
  filters: FilterConfigItem[];
  /** Native filter masks by filter id and cross-filter masks by emitting chart id, as charts see them. */
  applied: Record<string, DataMask>;
  /** Native filter masks chosen in the bar, by filter id. */
  pending: Record<string, DataMask>;
}

export const initialDataMaskState: DataMaskState = { dashboardId: null, filters: [], applied: {}, pending: {} };

const nativeIds = (state: DataMaskState) => nativeFiltersOf(state.filters).map((filter) => filter.id);

export const dataMaskSlice = createSlice({
  name: 'dataMask',
  initialState: initialDataMaskState,
  reducers: {
    /** A dashboard opened: its filters with their defaults, overlaid by masks from the URL or a permalink. */
    dashboardFiltersLoaded(
      state,
      action: PayloadAction<{ dashboardId: number; filters: FilterConfigItem[]; masks?: Record<string, DataMask> }>,
    ) {
      const { dashboardId, filters, masks } = action.payload;
      const applied = initialMasks(filters, masks);
      const ids = nativeFiltersOf(filters).map((filter) => filter.id);
      return { dashboardId, filters, applied, pending: Object.fromEntries(ids.map((id) => [id, applied[id]!])) };
    },
    /** The configuration changed (saved in the modal): masks of removed filters go, new filters start at their default. */
    filterConfigurationChanged(state, action: PayloadAction<FilterConfigItem[]>) {
      const fresh = initialMasks(action.payload);
      const ids = Object.keys(fresh);
      state.filters = action.payload;
      for (const id of Object.keys(state.pending)) if (!ids.includes(id)) delete state.pending[id];
      for (const id of Object.keys(state.applied)) if (!/^\d+$/.test(id) && !ids.includes(id)) delete state.applied[id];
      for (const id of ids) {
        state.pending[id] ??= fresh[id]!;
        state.applied[id] ??= fresh[id]!;
      }
    },
    /** A value chosen in the bar, pending until Apply; the filters cascading from it lose theirs. */
    filterValueChosen(state, action: PayloadAction<{ filterId: string; dataMask: DataMask }>) {
      const { filterId, dataMask } = action.payload;
      state.pending[filterId] = dataMask;
      for (const child of descendantsOf(filterId, nativeFiltersOf(state.filters))) state.pending[child] = EMPTY_MASK;
    },
    /** A value applied at once (a default or first item the bar picked when its options arrived). */
    filterValueApplied(state, action: PayloadAction<{ filterId: string; dataMask: DataMask }>) {
      const { filterId, dataMask } = action.payload;
      state.pending[filterId] = dataMask;
      state.applied[filterId] = dataMask;
    },
    /** Apply: every pending native filter mask reaches the charts. */
    pendingApplied(state) {
      for (const id of nativeIds(state)) if (state.pending[id]) state.applied[id] = state.pending[id]!;
    },
    /** Clear all: every native filter emptied, pending and applied. */
    allFiltersCleared(state) {
      for (const id of nativeIds(state)) {
        state.pending[id] = EMPTY_MASK;
        state.applied[id] = EMPTY_MASK;
      }
    },
    /** A chart's cross-filter; a mask without a value removes it (Superset's charts clear theirs that way). */
    crossFilterSet(state, action: PayloadAction<{ chartId: number; dataMask: DataMask }>) {
      const { chartId, dataMask } = action.payload;
      const value = dataMask.filterState?.value;
      if (value === null || value === undefined) delete state.applied[String(chartId)];
      else
        state.applied[String(chartId)] = {
          extraFormData: dataMask.extraFormData ?? {},
          filterState: dataMask.filterState ?? {},
        };
    },
    crossFilterRemoved(state, action: PayloadAction<number>) {
      delete state.applied[String(action.payload)];
    },
  },
  selectors: {
    selectDataMaskState: (state) => state,
    selectAppliedMasks: (state) => state.applied,
    selectPendingMasks: (state) => state.pending,
    selectBarFilters: (state) => state.filters,
  },
});

declare module '../../../core/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof dataMaskSlice> {}
}

/** The slice injected into the root reducer by the feature that owns it. */
export const injectedDataMaskSlice = dataMaskSlice.injectInto(rootReducer);

export const { selectDataMaskState, selectAppliedMasks, selectPendingMasks, selectBarFilters } =
  injectedDataMaskSlice.selectors;
export const {
  dashboardFiltersLoaded,
  filterConfigurationChanged,
  filterValueChosen,
  filterValueApplied,
  pendingApplied,
  allFiltersCleared,
  crossFilterSet,
  crossFilterRemoved,
} = dataMaskSlice.actions;

/** Reducer of the data mask slice (table tests drive it directly). */
export const dataMaskReducer = dataMaskSlice.reducer;
