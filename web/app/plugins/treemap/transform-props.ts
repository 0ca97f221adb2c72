import type { Options, Point, PointOptionsObject } from 'highcharts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnLabels, escapeHtml, labelText, temporalColumnsOf } from '../common/part-of-whole/labels.ts';
import { buildTree, type TreeNode } from '../common/part-of-whole/tree.ts';

/** What the treemap draws. */
export interface TreemapProps {
  options: Options;
  /** The groupby columns a leaf click cross-filters on (leaves carry `custom.crossFilter`). */
  crossFilterColumns: string[];
}

const percentFormatter = getNumberFormatter('.2%');

/** Superset's treemap tooltip: the path "a ▸ b", then "metric: value (share of parent)". */
export function treemapTooltip(
  node: TreeNode,
  parent: TreeNode | undefined,
  metricName: string,
  format: (v: number) => string,
): string {
  const share = parent ? ` (${percentFormatter(parent.value ? node.value / parent.value : 0)})` : '';
  return `<div>${escapeHtml(node.path.join(' ▸ '))}</div>${escapeHtml(metricName)}: ${escapeHtml(format(node.value))}${share}`;
}

/**
 * Treemap's transformProps: one rectangle per leaf path sized by the metric, grouped under the upper levels,
 * each top-level group coloured from the page's label colours; labels and upper labels by the label type.
 */
export function transformProps(input: ChartPropsInput): TreemapProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const label = metricLabel(formData.metric);
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const dateFormat = typeof formData.date_format === 'string' ? formData.date_format : undefined;
  const columns = columnLabels(formData.groupby);
  const nodes = buildTree(result?.data ?? [], {
    columns,
    metric: label,
    temporal: temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns),
    formatTime: getTimeFormatter(dateFormat),
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  // Every node says its top-level group's colour (what Highcharts would inherit), so a leaf can be faded by colour.
  const data: PointOptionsObject[] = nodes.map((node) => ({
    id: node.id,
    parent: node.parent,
    name: node.name,
    value: node.isLeaf ? node.value : undefined,
    color: input.colorFor(node.path[0]!, scheme),
    // Superset filters on leaves only: a group is clicked through to the leaf under the pointer.
    ...(node.isLeaf ? { custom: { crossFilter: { values: node.values, label: node.path.join(',') } } } : {}),
  }));
  const metricName = input.datasource.verboseMap[label] ?? label;
  const labelFormatter = function (this: Point) {
    return labelText(formData.label_type ?? 'key_value', this.name, format(this.value ?? 0), '');
  };
  // A group's label lies over its children's colours, where no single text colour contrasts: give it a light plate.
  const plate = {
    backgroundColor: 'rgba(255, 255, 255, 0.8)',
    borderRadius: 2,
    padding: 2,
    style: { color: '#1f1f1f', textOutline: 'none' },
  };
  const upperLevel = {
    level: 1,
    borderWidth: 2,
    dataLabels: {
      enabled: formData.show_upper_labels !== false,
      align: 'left' as const,
      verticalAlign: 'top' as const,
      formatter: labelFormatter,
      ...plate,
    },
  };
  return {
    options: {
      chart: { type: 'treemap' },
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: false },
      tooltip: {
        useHTML: true,
        formatter() {
          const node = byId.get(String((this as { point?: { id?: string } }).point?.id ?? ''));
          return node ? treemapTooltip(node, node.parent ? byId.get(node.parent) : undefined, metricName, format) : '';
        },
      },
      series: [
        {
          type: 'treemap',
          name: metricName,
          layoutAlgorithm: 'squarified',
          allowTraversingTree: false,
          animation: false,
          // Tiles parted by the page's own colour, as the chart theme parts slices and bars.
          borderColor: input.theme === 'dark' ? '#242424' : '#ffffff',
          dataLabels: { enabled: formData.show_labels !== false, formatter: labelFormatter },
          levels: nodes.some((node) => node.depth > 0) ? [upperLevel] : [],
          data,
        },
      ],
    },
    crossFilterColumns: columns,
  };
}
