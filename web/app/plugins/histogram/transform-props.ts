import type { Options, SeriesColumnOptions } from 'highcharts';
import { valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnsOf, getColumnLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter, SMART_NUMBER } from '../common/number-format.ts';
import { tooltipHtml } from '../common/part-of-whole/labels.ts';
import type { ChartPropsInput, FormData } from '../types.ts';

/** What the histogram draws. */
export interface HistogramProps {
  options: Options;
  theme: 'light' | 'dark';
}

const percentFormatter = getNumberFormatter('.2%');
const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A bin column `"<low> - <high>"` with both ends in the x-axis format. */
function binLabel(column: string, format: (value: number) => string): string {
  const [low, high] = column.split(' - ').map(Number.parseFloat);
  return `${format(low ?? Number.NaN)} - ${format(high ?? Number.NaN)}`;
}

/** Six significant digits, never in exponent notation: enough to tell narrow bins of large values apart. */
const preciseFormat = getNumberFormatter('.6~r');

/**
 * The bins' labels in the x-axis format. The adaptive default writes narrow bins of large values alike (years read
 * "1.98k - 1.98k" for every bin); when its labels cannot tell bins or their ends apart, more digits are shown.
 */
export function binLabels(bins: readonly string[], format: (value: number) => string, adaptive: boolean): string[] {
  const labels = bins.map((bin) => binLabel(bin, format));
  const blurred =
    new Set(labels).size < labels.length || labels.some((label) => label.split(' - ')[0] === label.split(' - ')[1]);
  return adaptive && blurred ? bins.map((bin) => binLabel(bin, preciseFormat)) : labels;
}

interface TooltipPoint {
  y?: number | null;
  series: { name: string };
  key?: string | number;
}

/** Superset's histogram tooltip: each series' count, and with groups each one's share and the total. */
function tooltip(
  points: readonly TooltipPoint[],
  grouped: boolean,
  normalize: boolean,
  format: (value: number) => string,
): string {
  const values = points.map((point) => point.y ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const rows = points.map((point, i) => [
    point.series.name,
    format(values[i]!),
    ...(grouped && !normalize ? [percentFormatter(values[i]! / (total || 1))] : []),
  ]);
  if (grouped) rows.push(['Total', format(total), ...(normalize ? [] : [percentFormatter(1)])]);
  return tooltipHtml(rows, String(points[0]?.key ?? ''));
}

/**
 * Histogram transformProps: the `histogram` step answers one row per group with one column per bin; each row
 * becomes a column series (named by its group values, or the column without groups) over the bins.
 */
export function transformProps(input: ChartPropsInput): HistogramProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const rows = result?.data ?? [];
  const groupby = columnsOf(formData.groupby).map(getColumnLabel);
  const column = getColumnLabel(formData.column);
  const bins = (result?.colnames ?? Object.keys(rows[0] ?? {})).filter((name) => !groupby.includes(name));
  const xFormat = valueFormatter(formData.column, input.datasource, formData.x_axis_format, undefined);
  const yFormat = valueFormatter(formData.column, input.datasource, formData.y_axis_format, undefined);
  const scheme = textOr(formData.color_scheme);
  const series: SeriesColumnOptions[] = rows.map((row) => {
    const name = groupby.length > 0 ? groupby.map((label) => String(row[label])).join(', ') : column;
    return {
      type: 'column',
      name,
      color: input.colorFor(name, scheme),
      data: bins.map((bin) => (typeof row[bin] === 'number' ? (row[bin] as number) : null)),
    };
  });
  const adaptive = !textOr(formData.x_axis_format) || formData.x_axis_format === SMART_NUMBER;
  return {
    options: histogramOptions(formData, series, binLabels(bins, xFormat, adaptive), groupby.length > 0, yFormat),
    theme: input.theme,
  };
}

function histogramOptions(
  formData: FormData,
  series: SeriesColumnOptions[],
  categories: string[],
  grouped: boolean,
  format: (value: number) => string,
): Options {
  const normalize = formData.normalize === true;
  return {
    chart: { type: 'column' },
    title: { text: undefined },
    xAxis: { categories, title: { text: textOr(formData.x_axis_title) } },
    yAxis: {
      title: { text: textOr(formData.y_axis_title) },
      labels: {
        formatter() {
          return format(Number(this.value));
        },
      },
    },
    legend: { enabled: formData.show_legend !== false, align: 'center', verticalAlign: 'top' },
    tooltip: {
      shared: true,
      useHTML: true,
      formatter() {
        const points = (this as unknown as { points?: TooltipPoint[] }).points ?? [this as unknown as TooltipPoint];
        return tooltip(points, grouped, normalize, format);
      },
    },
    plotOptions: {
      column: {
        dataLabels: {
          enabled: formData.show_value === true,
          formatter() {
            return format(Number(this.y));
          },
        },
      },
    },
    series,
  };
}
