import {
  advancedAnalyticsSection,
  annotationsSection,
  legendSection,
  querySection,
  sharedControls,
  titlesSection,
} from '../controls.ts';
import type { ControlPanelConfig, ControlRow, ControlSection, FormData } from '../../types.ts';

const c = sharedControls;

/** The Query section of every time-series chart (Superset's ECharts Timeseries order). */
export function timeseriesQueryRows(): ControlRow[] {
  return [
    [c.x_axis],
    [c.time_grain_sqla],
    [c.metrics],
    [c.groupby],
    [c.contributionMode],
    [c.adhoc_filters],
    [c.series_limit],
    [c.series_limit_metric],
    [c.order_desc],
    [c.row_limit],
    [c.truncate_metric],
    [c.show_empty_columns],
  ];
}

/** The Customize tab's Chart Options around a chart's own style rows. */
export function chartOptionsSection(styleRows: readonly ControlRow[]): ControlSection {
  return {
    label: 'Chart Options',
    expanded: true,
    tab: 'customize',
    rows: [
      [c.color_scheme],
      ...styleRows,
      [c.show_value],
      [c.only_total],
      [c.zoomable],
      ...legendSection(),
      [c.x_axis_time_format],
      [c.x_axis_label_rotation],
      [c.rich_tooltip],
      [c.tooltipSortByMetric],
      [c.tooltipTimeFormat],
      [c.sort_series_type],
      [c.sort_series_ascending],
      [c.y_axis_format],
      [c.currency_format],
      [c.logAxis],
      [c.minorSplitLine],
      [c.truncateYAxis],
      [c.y_axis_bounds],
    ],
  };
}

/** Older time-series form data kept its time column in `granularity_sqla`; Explore shows it as the x-axis. */
function formDataOverrides(formData: FormData): FormData {
  if (formData.x_axis || typeof formData.granularity_sqla !== 'string') return formData;
  return { ...formData, x_axis: formData.granularity_sqla };
}

/** A time-series chart's control panel with its own style rows (series style, stack, markers ...). */
export function timeseriesControlPanel(styleRows: readonly ControlRow[]): ControlPanelConfig {
  return {
    sections: [
      querySection(timeseriesQueryRows()),
      advancedAnalyticsSection(),
      annotationsSection(),
      titlesSection(),
      chartOptionsSection(styleRows),
    ],
    formDataOverrides,
  };
}
