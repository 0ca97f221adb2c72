import type { Point } from 'highcharts';

/** What a clicked point or series filters on: one value per groupby column, and its label. */
export interface CrossFilterTarget {
  values: unknown[];
  label: string;
  /** The columns `values` belong to when they are not the chart's (a graph node's own column, a sunburst ring's path). */
  columns?: string[];
}

/** Where options carry a cross-filter target: a point's or series' `custom.crossFilter`. */
export type Carrier = { custom?: { crossFilter?: CrossFilterTarget } } | null | undefined;

/** The cross-filter target a point carries (its own, or its series'). */
export function targetOf(point: Point): CrossFilterTarget | undefined {
  const own = (point.options as Carrier)?.custom?.crossFilter;
  return own ?? (point.series?.options as Carrier)?.custom?.crossFilter;
}
