import type { ChartMetadata } from '../../types.ts';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../../common/timeseries/metadata-defaults.ts';

/** Superset's `echarts_timeseries` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Generic Chart',
  description:
    'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar charts. This viz type has many customization options as well.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Time',
    'Transformable',
    'Bar',
    'Scatter',
    'Step',
  ],
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  thumbnail: 'echarts_timeseries',
};
