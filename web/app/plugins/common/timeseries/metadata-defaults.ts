import type { ChartBehavior } from '../../types.ts';

/** What every ECharts-style time-series chart of Superset declares. */
export const TIMESERIES_BEHAVIORS: readonly ChartBehavior[] = ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'];

/** The annotation layer types the time-series charts draw. */
export const TIMESERIES_ANNOTATION_TYPES: readonly string[] = ['EVENT', 'FORMULA', 'INTERVAL'];
