import {
  IconChartArcs,
  IconChartAreaLine,
  IconChartArrowsVertical,
  IconChartBubble,
  IconChartCandle,
  IconChartDonut,
  IconChartDots,
  IconChartDots3,
  IconChartFunnel,
  IconChartGridDots,
  IconChartHistogram,
  IconChartInfographic,
  IconChartRadar,
  IconChartSankey,
  IconChartTreemap,
  IconCloud,
  IconGauge,
  IconStairs,
  IconTablePlus,
  IconTrendingUp,
  IconWaveSine,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { QUICK_VIZ_ICONS } from './quick-viz-icons.ts';

/** A picture of each chart type for the gallery tiles and the current-type card (Superset shows a thumbnail). */
const ICONS: Readonly<Record<string, Icon>> = {
  ...QUICK_VIZ_ICONS,
  pivot_table_v2: IconTablePlus,
  echarts_timeseries_scatter: IconChartDots,
  echarts_timeseries_smooth: IconWaveSine,
  echarts_timeseries_step: IconStairs,
  echarts_timeseries: IconChartAreaLine,
  mixed_timeseries: IconChartInfographic,
  big_number: IconTrendingUp,
  funnel: IconChartFunnel,
  gauge_chart: IconGauge,
  treemap_v2: IconChartTreemap,
  sunburst_v2: IconChartDonut,
  sankey_v2: IconChartSankey,
  heatmap_v2: IconChartGridDots,
  histogram_v2: IconChartHistogram,
  box_plot: IconChartCandle,
  bubble_v2: IconChartBubble,
  waterfall: IconChartArrowsVertical,
  radar: IconChartRadar,
  word_cloud: IconCloud,
  graph_chart: IconChartDots3,
  world_map: IconWorld,
};

/** Props of {@link VizIcon}. */
export interface VizIconProps {
  vizType: string;
  size?: number;
}

/**
 * The icon of a viz type; charts without their own get a generic one. The icons of all charts load apart from
 * Explore's first screen, which draws only the quick switches' (quick-viz-icons.ts).
 */
export function VizIcon({ vizType, size = 28 }: VizIconProps) {
  const Chosen = ICONS[vizType] ?? IconChartArcs;
  return <Chosen size={size} stroke={1.5} aria-hidden />;
}
