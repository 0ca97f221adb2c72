import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/pivot-table/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { PivotTableChart } from './PivotTableChart.tsx';
import { transformProps } from './transform-props.ts';

/** The pivot table chart plugin (`pivot_table_v2`). */
export default defineChartPlugin({ metadata, buildQuery, transformProps, controlPanel, Chart: PivotTableChart });
