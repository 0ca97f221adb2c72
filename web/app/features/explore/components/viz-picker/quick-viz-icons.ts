import {
  IconChartArea,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconNumber123,
  IconTable,
  type Icon,
} from '@tabler/icons-react';
import type { QUICK_SWITCH_VIZ_TYPES } from '../../../../plugins/registry.ts';

/** The icons of the six quick-switch charts, drawn on Explore's first screen (viz-icon.tsx has every chart's). */
export const QUICK_VIZ_ICONS: Readonly<Record<(typeof QUICK_SWITCH_VIZ_TYPES)[number], Icon>> = {
  echarts_timeseries_line: IconChartLine,
  echarts_timeseries_bar: IconChartBar,
  echarts_area: IconChartArea,
  table: IconTable,
  big_number_total: IconNumber123,
  pie: IconChartPie,
};
