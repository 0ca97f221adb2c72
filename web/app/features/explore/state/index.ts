import { rootReducer, type RootState } from '../../../core/store.ts';
import { exploreChartSlice, initialChartState, type ChartState } from './chart-slice.ts';
import { exploreSlice, initialExploreState, type ExploreState } from './explore-slice.ts';

/** Explore's slices, injected into the root reducer when the Explore route first loads. */
export const injectedExplore = exploreSlice.injectInto(rootReducer);
export const injectedExploreChart = exploreChartSlice.injectInto(rootReducer);

/** Explore's page state; the initial state before the slice has seen an action. */
export const selectExploreState = (state: RootState): ExploreState => state.explore ?? initialExploreState;

/** The Explore chart's query state. */
export const selectChartState = (state: RootState): ChartState => state.exploreChart ?? initialChartState;

export * from './chart-slice.ts';
export * from './explore-slice.ts';
export { explorePermissions, type ExplorePermissions } from './permissions.ts';
export { panelControlNames, parseDatasourceKey, switchVizType, type PanelShape } from './form-data.ts';
