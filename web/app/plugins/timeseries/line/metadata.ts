import type { ChartMetadata } from '../../types.ts';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../../common/timeseries/metadata-defaults.ts';

/** Superset's `echarts_timeseries_line` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Line Chart',
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular', 'Featured'],
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  thumbnail: 'echarts_timeseries_line',
};
