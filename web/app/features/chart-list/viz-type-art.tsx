import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAffiliate,
  IconChartArcs,
  IconChartArea,
  IconChartAreaLine,
  IconChartBar,
  IconChartBubble,
  IconChartCandle,
  IconChartDonut,
  IconChartDots,
  IconChartFunnel,
  IconChartGridDots,
  IconChartHistogram,
  IconChartInfographic,
  IconChartLine,
  IconChartRadar,
  IconChartSankey,
  IconChartTreemap,
  IconCloud,
  IconGauge,
  IconNumbers,
  IconTable,
  IconTableOptions,
  IconTrendingUp,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { ChartCategory } from '../../plugins/types.ts';
import { chartRegistration } from '../../plugins/registry.ts';

/** The drawing of each viz type Skyset draws, by Superset's `viz_type`. */
const ICON_BY_VIZ_TYPE: Record<string, Icon> = {
  table: IconTable,
  pivot_table_v2: IconTableOptions,
  echarts_timeseries_line: IconChartLine,
  echarts_timeseries_smooth: IconChartLine,
  echarts_timeseries_step: IconChartLine,
  echarts_timeseries: IconChartLine,
  echarts_timeseries_bar: IconChartBar,
  echarts_area: IconChartArea,
  echarts_timeseries_scatter: IconChartDots,
  mixed_timeseries: IconChartAreaLine,
  big_number: IconTrendingUp,
  big_number_total: IconNumbers,
  pie: IconChartDonut,
  funnel: IconChartFunnel,
  gauge_chart: IconGauge,
  treemap_v2: IconChartTreemap,
  sunburst_v2: IconChartArcs,
  sankey_v2: IconChartSankey,
  heatmap_v2: IconChartGridDots,
  histogram_v2: IconChartHistogram,
  box_plot: IconChartCandle,
  bubble_v2: IconChartBubble,
  waterfall: IconChartBar,
  radar: IconChartRadar,
  word_cloud: IconCloud,
  graph_chart: IconAffiliate,
  world_map: IconWorld,
};

/** Each gallery category's colour, so cards of one kind of chart look alike at a glance. */
const COLOR_BY_CATEGORY: Record<ChartCategory, string> = {
  Table: 'gray',
  Evolution: 'blue',
  'Part of a Whole': 'grape',
  KPI: 'teal',
  Distribution: 'orange',
  Correlation: 'pink',
  Flow: 'cyan',
  Ranking: 'indigo',
  Map: 'green',
};

/** A viz type's name for people: its gallery name, or the raw viz type for one Skyset does not draw. */
export const vizTypeLabel = (vizType: string | null): string =>
  vizType === null ? '' : (chartRegistration(vizType)?.metadata.name ?? vizType);

/** The icon and colour of a viz type; Superset's map layers (`deck_*`) get the globe, other unknown types a generic chart. */
export function vizTypeLook(vizType: string | null): { icon: Icon; color: string } {
  const category = vizType === null ? undefined : chartRegistration(vizType)?.metadata.category;
  const known = vizType === null ? undefined : ICON_BY_VIZ_TYPE[vizType];
  const icon = known ?? (vizType?.startsWith('deck_') ? IconWorld : IconChartInfographic);
  return { icon, color: category ? COLOR_BY_CATEGORY[category] : 'gray' };
}

/** A small coloured icon of a viz type, for the Type column. */
export function VizTypeIcon({ vizType, size = 22 }: { vizType: string | null; size?: number }) {
  const { icon: TypeIcon, color } = vizTypeLook(vizType);
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="sm" aria-hidden>
      <TypeIcon size={size * 0.7} stroke={1.6} />
    </ThemeIcon>
  );
}

/** A card's cover: the viz type drawn large on its category's colour, with the type's name under it. */
export function VizTypeCover({ vizType, height = 120 }: { vizType: string | null; height?: number }) {
  const { icon: TypeIcon, color } = vizTypeLook(vizType);
  return (
    <Center h={height} bg={`var(--mantine-color-${color}-light)`} data-testid="chart-card-cover">
      <Stack gap={4} align="center">
        <TypeIcon size={48} stroke={1.3} color={`var(--mantine-color-${color}-light-color)`} aria-hidden />
        <Text size="xs" fw={600} c={`${color}.8`}>
          {vizTypeLabel(vizType) || 'Unknown type'}
        </Text>
      </Stack>
    </Center>
  );
}
