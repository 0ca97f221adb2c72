import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChartDataResult, FormData } from '../../../plugins/types.ts';
import { controlChanged, hydrated } from './explore-slice.ts';
import type { ChartError } from '../../chart/index.ts';

export type { ChartError };

/** Superset's chart lifecycle; `rendered` follows `success` once the chart has drawn. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped' | 'rendered';

/** The Explore chart's query state (Superset's `charts[id]`). */
export interface ChartState {
  status: ChartStatus;
  queriesResponse: ChartDataResult[] | null;
  /** The form data the shown data was queried with; render-only changes redraw from it. */
  latestQueryFormData: FormData | null;
  chartUpdateStartTime: number | null;
  chartUpdateEndTime: number | null;
  errors: ChartError[];
}

export const initialChartState: ChartState = {
  status: 'idle',
  queriesResponse: null,
  latestQueryFormData: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
  errors: [],
};

/** The message shown when the user presses Stop, in Superset's words. */
export const QUERY_STOPPED_MESSAGE = 'Updating chart was stopped';

/** The Explore chart's lifecycle; times come in the payload so reducers stay pure. */
export const exploreChartSlice = createSlice({
  name: 'exploreChart',
  initialState: initialChartState,
  reducers: {
    chartStarted(state, action: PayloadAction<{ formData: FormData; at: number }>) {
      // The answer of another chart type is not drawn by the new type while its own query runs.
      if (state.latestQueryFormData?.viz_type !== action.payload.formData.viz_type) state.queriesResponse = null;
      state.status = 'loading';
      state.latestQueryFormData = action.payload.formData;
      state.chartUpdateStartTime = action.payload.at;
      state.chartUpdateEndTime = null;
      state.errors = [];
    },
    chartSucceeded: {
      reducer(state, action: PayloadAction<{ queriesResponse: ChartDataResult[]; at: number }>) {
        state.status = 'success';
        state.queriesResponse = action.payload.queriesResponse;
        state.chartUpdateEndTime = action.payload.at;
      },
      // The rows arrive frozen: Immer stops at a frozen array, where it would walk and freeze each row of the answer
      // (some 25 ms for 100,000 rows). Nothing writes to an answer's rows.
      prepare(payload: { queriesResponse: ChartDataResult[]; at: number }) {
        for (const query of payload.queriesResponse) Object.freeze(query.data);
        return { payload };
      },
    },
    chartFailed(state, action: PayloadAction<{ errors: ChartError[]; at: number }>) {
      state.status = 'failed';
      state.queriesResponse = null;
      state.errors = action.payload.errors;
      state.chartUpdateEndTime = action.payload.at;
    },
    chartStopped(state, action: PayloadAction<{ at: number }>) {
      state.status = 'stopped';
      state.errors = [{ message: QUERY_STOPPED_MESSAGE }];
      state.chartUpdateEndTime = action.payload.at;
    },
    chartRendered(state) {
      if (state.status === 'success') state.status = 'rendered';
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(hydrated, () => initialChartState)
      // A render-only control redraws the shown data at once, so the drawn form data takes its value (Superset's
      // updateQueryFormData); a query control waits for "Update chart".
      .addCase(controlChanged, (state, { payload: { name, value, renderTrigger } }) => {
        if (renderTrigger && state.latestQueryFormData) state.latestQueryFormData[name] = value;
      }),
});

export const { chartStarted, chartSucceeded, chartFailed, chartStopped, chartRendered } = exploreChartSlice.actions;

declare module '../../../core/store.ts' {
  export interface LazyLoadedSlices {
    [exploreChartSlice.reducerPath]: ChartState;
  }
}
