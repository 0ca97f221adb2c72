import type { ChartListItem, ChartUser } from '#shared/api/chart.ts';

/** A chart's name for people: its title, or Superset's placeholder for an untitled one. */
export const chartName = (chart: Pick<ChartListItem, 'slice_name'>): string =>
  chart.slice_name === null || chart.slice_name.trim() === '' ? '[Untitled]' : chart.slice_name;

/** A user's full name. */
export const userName = (user: ChartUser): string => `${user.first_name} ${user.last_name}`.trim();

/** A user's initials, for an avatar. */
export const initials = (user: ChartUser): string => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
