import type { ChartMetadata } from '../../types.ts';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../../common/timeseries/metadata-defaults.ts';

/** Superset's `echarts_area` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Area Chart',
  description:
    'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Transformable',
    'Stacked',
    'Popular',
    'Featured',
  ],
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  thumbnail: 'echarts_area',
};
