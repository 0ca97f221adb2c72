import type { ChartUser } from '#shared/api/chart.ts';

/** A user's full name. */
export const userName = (user: ChartUser): string => `${user.first_name} ${user.last_name}`.trim();

/** A user's initials, for an avatar. */
export const initials = (user: ChartUser): string =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
