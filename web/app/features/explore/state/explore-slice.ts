import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExploreDatasource, ExploreResponse, ExploreSlice } from '#shared/api/explore.ts';
import type { FormData } from '../../../plugins/types.ts';
import { datasetInitialValues } from './dataset-defaults.ts';
import { switchVizType, type PanelShape } from './form-data.ts';
import { NO_PERMISSIONS, type ExplorePermissions } from './permissions.ts';

/** Superset opens a chart with no viz type as a table. */
export const DEFAULT_VIZ_TYPE = 'table';

/** The chart being explored: its form data, dataset, saved chart (if any) and what the user may do with it. */
export interface ExploreState {
  formData: FormData | null;
  datasource: ExploreDatasource | null;
  slice: ExploreSlice | null;
  sliceName: string;
  /** Why the chart could not be restored as it was (missing dataset, expired form data key), in Superset's words. */
  message: string | null;
  permissions: ExplorePermissions;
  /** A query control changed since the chart last ran: the chart shows old data until "Update chart". */
  isStale: boolean;
  /** Key of the form data cached for the URL (`?form_data_key=`). */
  formDataKey: string | null;
  /** The saved chart's form data once its controls' defaults are in: what "Altered" compares with. */
  savedFormData: FormData | null;
}

export const initialExploreState: ExploreState = {
  formData: null,
  datasource: null,
  slice: null,
  sliceName: '',
  message: null,
  permissions: NO_PERMISSIONS,
  isStale: false,
  formDataKey: null,
  savedFormData: null,
};

/** What hydrating Explore takes: the explore payload, the permissions computed from it, and the URL's key. */
export interface HydratePayload {
  result: ExploreResponse['result'];
  permissions: ExplorePermissions;
  formDataKey?: string | null;
}

function isRealDataset(dataset: ExploreResponse['result']['dataset']): dataset is ExploreDatasource {
  return 'id' in dataset && typeof dataset.id === 'number' && 'uid' in dataset;
}

/** The saved chart's form data as Explore would show it: its viz type's defaults and the dataset's initial values in. */
function savedBaseline(
  slice: ExploreSlice,
  {
    vizType,
    defaults,
    controlNames,
  }: { vizType: string; defaults: Record<string, unknown>; controlNames: readonly string[] },
  datasource: ExploreDatasource | null,
): FormData {
  const saved: FormData = {
    ...slice.form_data,
    viz_type: slice.form_data.viz_type ?? slice.viz_type ?? vizType,
    datasource: slice.form_data.datasource ?? '',
  };
  if (saved.viz_type !== vizType) return saved;
  const withDefaults: FormData = { ...defaults, ...saved };
  return { ...withDefaults, ...datasetInitialValues(withDefaults, new Set(controlNames), datasource) };
}

function hydrateState(_state: ExploreState, { result, permissions, formDataKey = null }: HydratePayload): ExploreState {
  const datasource = isRealDataset(result.dataset) ? result.dataset : null;
  const formData: FormData = {
    ...result.form_data,
    viz_type: result.form_data.viz_type ?? result.slice?.viz_type ?? DEFAULT_VIZ_TYPE,
    datasource: result.form_data.datasource ?? datasource?.uid ?? '',
  };
  if (result.slice) formData.slice_id = result.slice.slice_id;
  return {
    ...initialExploreState,
    formData,
    datasource,
    slice: result.slice,
    sliceName: result.slice?.slice_name ?? '',
    message: result.message,
    permissions,
    formDataKey,
  };
}

/** Explore's page state; reducers are pure and table-tested. */
export const exploreSlice = createSlice({
  name: 'explore',
  initialState: initialExploreState,
  reducers: {
    hydrated: (state, action: PayloadAction<HydratePayload>) => hydrateState(state, action.payload),
    controlChanged(state, action: PayloadAction<{ name: string; value: unknown; renderTrigger: boolean }>) {
      if (!state.formData) return;
      const { name, value, renderTrigger } = action.payload;
      state.formData[name] = value;
      if (!renderTrigger) state.isStale = true;
    },
    vizTypeSwitched(state, action: PayloadAction<{ vizType: string; panel: PanelShape }>) {
      if (!state.formData || state.formData.viz_type === action.payload.vizType) return;
      state.formData = switchVizType(state.formData, action.payload.vizType, action.payload.panel);
      state.isStale = true;
    },
    /**
     * The chart's control defaults fill the fields the form data does not set (a new chart, an older saved one),
     * `replaced` fields (a colour scheme that no longer exists) take their default, then the dataset gives its
     * initial values (x-axis and time filter on its time column, see dataset-defaults).
     */
    defaultsApplied(
      state,
      action: PayloadAction<{
        vizType: string;
        defaults: Record<string, unknown>;
        controlNames: readonly string[];
        replaced?: Record<string, unknown>;
      }>,
    ) {
      if (!state.formData || state.formData.viz_type !== action.payload.vizType) return;
      const withDefaults: FormData = { ...action.payload.defaults, ...state.formData, ...action.payload.replaced };
      state.formData = {
        ...withDefaults,
        ...datasetInitialValues(withDefaults, new Set(action.payload.controlNames), state.datasource),
      };
      // The saved chart's own form data with the same defaults is what "Altered" compares with, whatever the URL opened.
      if (state.slice && state.savedFormData === null)
        state.savedFormData = savedBaseline(state.slice, action.payload, state.datasource);
    },
    /** The new chart's own adjustments of form data carried over from another type (its `formDataOverrides`). */
    formDataStandardized(state, action: PayloadAction<{ vizType: string; formData: FormData }>) {
      if (!state.formData || state.formData.viz_type !== action.payload.vizType) return;
      state.formData = {
        ...action.payload.formData,
        viz_type: action.payload.vizType,
        datasource: state.formData.datasource,
      };
    },
    sliceNameChanged(state, action: PayloadAction<string>) {
      state.sliceName = action.payload;
    },
    /** The saved chart's properties were edited (name, description): the page shows the saved values. */
    sliceUpdated(state, action: PayloadAction<{ sliceName: string; description: string | null }>) {
      state.sliceName = action.payload.sliceName;
      if (state.slice) {
        state.slice.slice_name = action.payload.sliceName;
        state.slice.description = action.payload.description;
      }
    },
    /** The chart ran with the current form data, so it is no longer stale. */
    queryStarted(state) {
      state.isStale = false;
    },
    formDataKeyChanged(state, action: PayloadAction<string>) {
      state.formDataKey = action.payload;
    },
    /** The dataset was edited (Edit dataset): the panel and the controls offer its new columns and metrics. */
    datasourceUpdated(state, action: PayloadAction<ExploreDatasource>) {
      if (state.datasource?.id === action.payload.id) state.datasource = action.payload;
    },
  },
  selectors: {
    selectExplore: (state) => state,
    selectFormData: (state) => state.formData,
  },
});

export const {
  hydrated,
  controlChanged,
  vizTypeSwitched,
  defaultsApplied,
  formDataStandardized,
  sliceNameChanged,
  sliceUpdated,
  queryStarted,
  formDataKeyChanged,
  datasourceUpdated,
} = exploreSlice.actions;
export const { selectExplore, selectFormData } = exploreSlice.selectors;

declare module '../../../core/store.ts' {
  export interface LazyLoadedSlices {
    [exploreSlice.reducerPath]: ExploreState;
  }
}
