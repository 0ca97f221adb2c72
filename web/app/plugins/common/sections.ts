import type { ControlRow, ControlSection } from '../types.ts';
import { analyticsControls } from './controls-analytics.ts';
import { axisControls } from './controls-axis.ts';
import { legendRows } from './legend.ts';

/** The Data tab's Query section around a chart's own rows. */
export function querySection(rows: readonly ControlRow[]): ControlSection {
  return { label: 'Query', expanded: true, tab: 'data', rows };
}

/** Superset's Advanced Analytics section: rolling window, time comparison, resample. */
export function advancedAnalyticsSection(): ControlSection {
  const c = analyticsControls;
  return {
    label: 'Advanced analytics',
    description: 'This section contains options that allow for advanced analytical post processing of query results',
    expanded: false,
    tab: 'data',
    rows: [
      [c.rolling_type],
      [c.rolling_periods],
      [c.min_periods],
      [c.time_compare],
      [c.comparison_type],
      [c.resample_rule],
      [c.resample_method],
    ],
  };
}

/** Annotations and Layers (formula and interval layers). */
export function annotationsSection(): ControlSection {
  return {
    label: 'Annotations and Layers',
    expanded: false,
    tab: 'data',
    rows: [[analyticsControls.annotation_layers]],
  };
}

/** Axis titles and their margins (Customize tab, "Chart Title"). */
export function titlesSection(): ControlSection {
  const c = axisControls;
  return {
    label: 'Chart Title',
    expanded: true,
    tab: 'customize',
    rows: [
      [c.x_axis_title],
      [c.x_axis_title_margin],
      [c.y_axis_title],
      [c.y_axis_title_margin],
      [c.y_axis_title_position],
    ],
  };
}

/** The same section under the name some callers expect. */
export const chartTitleSection = titlesSection;

/** Legend rows (show, type, orientation) for a Chart Options section. */
export function legendSection(): ControlRow[] {
  return [...legendRows];
}
