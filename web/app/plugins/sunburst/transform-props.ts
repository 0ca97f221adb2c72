import type { Options, Point, PointOptionsObject } from 'highcharts';
import { interpolateSequential } from '../common/color-schemes.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnLabels, escapeHtml, labelText, temporalColumnsOf } from '../common/part-of-whole/labels.ts';
import { buildTree, type TreeNode } from '../common/part-of-whole/tree.ts';

/** What the sunburst draws. */
export interface SunburstProps {
  options: Options;
  /** The hierarchy columns an arc click cross-filters on, down to the arc's ring (arcs carry `custom.crossFilter`). */
  crossFilterColumns: string[];
}

const percentFormatter = getNumberFormatter('.2%');

/** Colours by the secondary/primary ratio along the linear scheme, over [min(0, ratios), max(0, ratios)]. */
function ratioColors(nodes: readonly TreeNode[], scheme: unknown): (node: TreeNode) => string {
  const ratio = (node: TreeNode) => (node.value ? node.secondaryValue / node.value : 0);
  const ratios = nodes.map(ratio);
  const min = Math.min(0, ...ratios);
  const max = Math.max(0, ...ratios);
  const name = typeof scheme === 'string' ? scheme : undefined;
  return (node) => interpolateSequential(name, max > min ? (ratio(node) - min) / (max - min) : 0);
}

/** Superset's sunburst tooltip: share of the total, share of the parent, and the metric value(s). */
export function sunburstTooltip(
  node: TreeNode,
  parent: TreeNode | undefined,
  total: number,
  metrics: { primary: string; secondary?: string },
  format: (v: number) => string,
): string {
  const lines = [`<b>${percentFormatter(total ? node.value / total : 0)} of total</b>`];
  if (parent) lines.push(`${percentFormatter(parent.value ? node.value / parent.value : 0)} of parent`);
  const secondary = metrics.secondary
    ? `, ${escapeHtml(metrics.secondary)}: ${escapeHtml(format(node.secondaryValue))}`
    : '';
  lines.push(`${escapeHtml(metrics.primary)}: ${escapeHtml(format(node.value))}${secondary}`);
  if (metrics.secondary)
    lines.push(
      `${escapeHtml(metrics.primary)}/${escapeHtml(metrics.secondary)}: ${percentFormatter(node.value ? node.secondaryValue / node.value : 0)}`,
    );
  return lines.join('<br/>');
}

/**
 * Sunburst's transformProps: rings of the hierarchy `columns`, innermost at the top, arcs sized by the primary
 * metric; coloured by label (page label colours) or, with a different secondary metric, by the secondary/primary
 * ratio along the linear scheme. Labels under the percentage threshold are hidden; "Show Total" in the middle.
 */
export function transformProps(input: ChartPropsInput): SunburstProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const primary = metricLabel(formData.metric);
  const secondaryLabel = metricLabel(formData.secondary_metric);
  const secondary = secondaryLabel && secondaryLabel !== primary ? secondaryLabel : undefined;
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const columns = columnLabels(formData.columns ?? formData.groupby);
  const nodes = buildTree(result?.data ?? [], {
    columns,
    metric: primary,
    secondaryMetric: secondary,
    temporal: temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns),
    formatTime: getTimeFormatter(typeof formData.date_format === 'string' ? formData.date_format : undefined),
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const total = nodes.filter((node) => node.depth === 0).reduce((sum, node) => sum + node.value, 0);
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  const colorOf = secondary
    ? ratioColors(nodes, formData.linear_color_scheme)
    : (node: TreeNode) => input.colorFor(node.name, scheme);
  const data: PointOptionsObject[] = nodes.map((node) => ({
    id: node.id,
    parent: node.parent,
    name: node.name,
    value: node.isLeaf ? node.value : undefined,
    color: colorOf(node),
    // An arc filters on its path: the columns of its ring and the rings inside it.
    custom: {
      crossFilter: { values: node.values, columns: columns.slice(0, node.depth + 1), label: node.path.join(',') },
    },
  }));
  const threshold = Number(formData.show_labels_threshold ?? 5) || 0;
  const metrics = {
    primary: input.datasource.verboseMap[primary] ?? primary,
    secondary: secondary && (input.datasource.verboseMap[secondary] ?? secondary),
  };
  return {
    options: {
      chart: { type: 'sunburst' },
      title: {
        text: formData.show_total === true ? `Total: ${format(total)}` : undefined,
        verticalAlign: 'middle',
        floating: true,
      },
      credits: { enabled: false },
      tooltip: {
        useHTML: true,
        formatter() {
          const node = byId.get(String((this as { point?: { id?: string } }).point?.id ?? ''));
          return node
            ? sunburstTooltip(node, node.parent ? byId.get(node.parent) : undefined, total, metrics, format)
            : '';
        },
      },
      series: [
        {
          type: 'sunburst',
          name: metrics.primary,
          allowTraversingTree: false,
          animation: false,
          levels: [{ level: 1, levelSize: { unit: 'percentage', value: 30 } }],
          dataLabels: {
            enabled: formData.show_labels !== false,
            filter: { property: 'outerArcLength', operator: '>', value: 16 },
            formatter(this: Point) {
              const node = byId.get(String(this.options.id ?? ''));
              if (!node || (total && (node.value / total) * 100 < threshold)) return '';
              return labelText(formData.label_type ?? 'key', node.name, format(node.value), '');
            },
          },
          data,
        },
      ],
    },
    crossFilterColumns: columns,
  };
}
