import type { ChartListItem } from '#shared/api/chart.ts';

/** A chart's name for people: its title, or Superset's placeholder for an untitled one. */
export const chartName = (chart: Pick<ChartListItem, 'slice_name'>): string =>
  chart.slice_name === null || chart.slice_name.trim() === '' ? '[Untitled]' : chart.slice_name;
