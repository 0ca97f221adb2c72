import type { ChartMetadata } from '../../types.ts';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../../common/timeseries/metadata-defaults.ts';

/** Superset's `echarts_timeseries_bar` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Bar Chart',
  description: 'Bar Charts are used to show metrics as a series of bars.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Stacked',
    'Vertical',
    'Bar',
    'Popular',
    'Featured',
  ],
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  thumbnail: 'echarts_timeseries_bar',
};
