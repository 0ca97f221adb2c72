import type { Options } from 'highcharts';

/** What a big number chart draws: texts already formatted, sizes as shares of the chart's height. */
export interface BigNumberProps {
  /** The formatted big number; null when the query returned nothing to show. */
  header: string | null;
  /** Share of the text area's height the big number takes (Superset's 0.2 tiny ... 0.6 huge). */
  headerFontSize: number;
  /** The line under the number: the percent change and its suffix, or the user's subheader. */
  subheader: string;
  subheaderFontSize: number;
  /** `positive` or `negative` when a comparison moved the number; colours the subheader. */
  changeClass: '' | 'positive' | 'negative';
  /** The formatted time of the number when "Show Timestamp" is on. */
  timestamp: string | null;
  /** The last value is older than the latest period (the latest was null), as Superset flags "Not up to date". */
  stale: boolean;
  /** A colour for the number from conditional formatting, else undefined for the theme's text colour. */
  headerColor?: string;
  /** Highcharts options of the trend line, or null for no trend line. */
  trendline: Options | null;
}
