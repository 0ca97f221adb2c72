import type { ChartMetadata } from '../../types.ts';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../../common/timeseries/metadata-defaults.ts';

/** Superset's `echarts_timeseries_scatter` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Scatter Plot',
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Scatter',
    'Popular',
    'Featured',
  ],
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  thumbnail: 'echarts_timeseries_scatter',
};
