import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/table/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { TableChart } from './TableChart.tsx';
import { transformProps } from './transform-props.ts';

/** The table chart plugin (`table`). */
export default defineChartPlugin({ metadata, buildQuery, transformProps, controlPanel, Chart: TableChart });
