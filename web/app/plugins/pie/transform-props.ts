import type { Options, PointOptionsObject } from 'highcharts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnLabels, groupLabel, labelText, temporalColumnsOf, tooltipHtml } from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import { CONTRIBUTION_SUFFIX } from '#shared/chart-query/pie/build-query.ts';

/** What the pie chart draws. */
export interface PieProps {
  options: Options;
  /** The groupby columns a slice click cross-filters on. */
  crossFilterColumns: string[];
}

/** Grey of Superset's "Other" slice. */
export const OTHER_COLOR = '#666666';

const percentFormatter = getNumberFormatter('.2%');

const numberOr = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};

interface Slice {
  name: string;
  /** The slice's raw group values, one per groupby column (what a cross-filter matches). */
  values: unknown[];
  value: number;
  share: number;
}

/** Rows as named slices, with each slice's share of the total (the contribution column when the answer has one). */
function slicesOf(input: ChartPropsInput, label: string): Slice[] {
  const result = input.queriesData[0];
  const rows = result?.data ?? [];
  const columns = columnLabels(input.formData.groupby);
  const temporal = temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns);
  const formatTime = getTimeFormatter(
    typeof input.formData.date_format === 'string' ? input.formData.date_format : undefined,
  );
  const total = rows.reduce((sum, row) => sum + numberOr(row[label], 0), 0);
  return rows.map((row) => {
    const value = numberOr(row[label], 0);
    const share = numberOr(row[`${label}${CONTRIBUTION_SUFFIX}`], total ? value / total : 0);
    // Without dimensions the one slice is the metric's: its legend entry says which, instead of an empty label.
    const name = columns.length > 0 ? groupLabel(row, columns, temporal, formatTime) : label;
    return { name, values: columns.map((column) => row[column]), value, share };
  });
}

/** Superset's "Threshold for Other": slices under the threshold (in percent) merge into one grey "Other" slice. */
function withOther(slices: Slice[], thresholdPercent: number): { kept: Slice[]; other: Slice[] } {
  if (thresholdPercent <= 0) return { kept: slices, other: [] };
  const kept = slices.filter((slice) => !slice.share || slice.share * 100 >= thresholdPercent);
  return { kept, other: slices.filter((slice) => !kept.includes(slice)) };
}

function points(input: ChartPropsInput, kept: Slice[], other: Slice[]): PointOptionsObject[] {
  const scheme = typeof input.formData.color_scheme === 'string' ? input.formData.color_scheme : undefined;
  const data: PointOptionsObject[] = kept.map((s) => ({
    name: s.name,
    y: s.value,
    color: input.colorFor(s.name, scheme),
    custom: { crossFilter: { values: s.values, label: s.name } },
  }));
  const otherSum = other.reduce((sum, s) => sum + s.value, 0);
  if (otherSum) data.push({ name: 'Other', y: otherSum, color: OTHER_COLOR, custom: { isOther: true } });
  return data;
}

/**
 * Pie's transformProps: one slice per group (Superset's label for several group columns joins them with ", "),
 * coloured from the page's label colours, labels by label type above the percentage threshold, a donut hole
 * when asked, and the total in the middle when "Show Total" is on.
 */
export function transformProps(input: ChartPropsInput): PieProps {
  const { formData } = input;
  const label = metricLabel(formData.metric);
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const { kept, other } = withOther(slicesOf(input, label), numberOr(formData.threshold_for_other, 0));
  const data = points(input, kept, other);
  const total = data.reduce((sum, point) => sum + (point.y ?? 0), 0);
  const otherRows = other.map((s) => [s.name, format(s.value), percentFormatter(s.share)]);
  const metricName = input.datasource.verboseMap[label] ?? label;
  return {
    options: {
      chart: { type: 'pie' },
      title: {
        text: formData.show_total === true ? `Total: ${format(total)}` : undefined,
        verticalAlign: formData.donut === true ? 'middle' : 'top',
        floating: true,
      },
      credits: { enabled: false },
      legend: legendOptions(formData),
      tooltip: {
        useHTML: true,
        formatter() {
          const isOther = (this as { options?: { custom?: { isOther?: boolean } } }).options?.custom?.isOther === true;
          const rows = isOther
            ? [...otherRows, ['Total', format(this.y ?? 0), percentFormatter((this.percentage ?? 0) / 100)]]
            : [[metricName, format(this.y ?? 0), percentFormatter((this.percentage ?? 0) / 100)]];
          return tooltipHtml(rows, String(this.key ?? ''));
        },
      },
      plotOptions: { pie: pieSeriesOptions(formData, format) },
      series: [{ type: 'pie', name: metricName, data }],
    },
    crossFilterColumns: columnLabels(formData.groupby),
  };
}

/** The pie's shape and labels from the Customize controls. */
function pieSeriesOptions(formData: FormData, format: (value: number) => string) {
  const outer = numberOr(formData.outerRadius, 70);
  const inner = formData.donut === true ? numberOr(formData.innerRadius, 30) : 0;
  const outside = formData.labels_outside !== false;
  return {
    animation: false,
    showInLegend: true,
    size: `${outer}%`,
    innerSize: outer ? `${Math.round((inner / outer) * 100)}%` : '0%',
    dataLabels: {
      enabled: formData.show_labels !== false,
      distance: outside ? 20 : -30,
      connectorWidth: outside && formData.label_line === true ? 1 : 0,
      filter: { property: 'percentage', operator: '>=' as const, value: numberOr(formData.show_labels_threshold, 5) },
      formatter(this: { key?: string | number; y?: number | null; percentage?: number }) {
        return labelText(
          formData.label_type ?? 'key',
          String(this.key ?? ''),
          format(this.y ?? 0),
          percentFormatter((this.percentage ?? 0) / 100),
        );
      },
    },
  };
}
