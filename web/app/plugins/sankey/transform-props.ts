import type { Options, Point } from 'highcharts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getColumnLabel } from '#shared/chart-query/common/form-data-fields.ts';
import type { ChartPropsInput } from '../types.ts';
import { metricLabel } from '../common/part-of-whole/value-format.ts';
import { tooltipHtml } from '../common/part-of-whole/labels.ts';

/** What the sankey draws. */
export interface SankeyProps {
  options: Options;
}

/** One flow from a source value to a target value. */
export interface Link {
  from: string;
  to: string;
  weight: number;
}

const valueFormatter = getNumberFormatter(',.2f');
const percentFormatter = getNumberFormatter('.2%');

/** Each node's value: the larger of what flows in and what flows out (Superset's node totals). */
export function nodeValues(links: readonly Link[]): Map<string, number> {
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  for (const { from, to, weight } of links) {
    outgoing.set(from, (outgoing.get(from) ?? 0) + weight);
    incoming.set(to, (incoming.get(to) ?? 0) + weight);
  }
  const names = new Set([...incoming.keys(), ...outgoing.keys()]);
  return new Map([...names].map((name) => [name, Math.max(incoming.get(name) ?? 0, outgoing.get(name) ?? 0)]));
}

/** A link's tooltip: the metric value and its share of the source's and of the target's total. */
export function linkTooltip(link: Link, totals: ReadonlyMap<string, number>, metricName: string): string {
  const share = (name: string) => percentFormatter(link.weight / (totals.get(name) || 1));
  return tooltipHtml(
    [
      [metricName, valueFormatter(link.weight)],
      [`% (${link.from})`, share(link.from)],
      [`% (${link.to})`, share(link.to)],
    ],
    `${link.from} → ${link.to}`,
  );
}

const NODE_WIDTH = 20;

/**
 * A node's name beside it, as Superset's sankey writes it: right of the node, or left of it for a node nothing
 * flows out of (the last column), so that no name sits on its node's colour or runs off the chart.
 */
export function nodeLabel(hasOutgoing: boolean) {
  const gap = NODE_WIDTH + 4;
  return {
    align: hasOutgoing ? ('left' as const) : ('right' as const),
    x: hasOutgoing ? gap : -gap,
    crop: false,
    overflow: 'allow' as const,
  };
}

/**
 * Sankey's transformProps: one link per row from the source value to the target value weighted by the metric,
 * nodes coloured from the page's label colours, links in their source's colour.
 */
export function transformProps(input: ChartPropsInput): SankeyProps {
  const { formData } = input;
  const label = metricLabel(formData.metric);
  const source = getColumnLabel(formData.source);
  const target = getColumnLabel(formData.target);
  const links: Link[] = (input.queriesData[0]?.data ?? []).map((row) => ({
    from: String(row[source]),
    to: String(row[target]),
    weight: typeof row[label] === 'number' ? row[label] : Number(row[label]) || 0,
  }));
  const totals = nodeValues(links);
  const sources = new Set(links.map((link) => link.from));
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  const metricName = input.datasource.verboseMap[label] ?? label;
  return {
    options: {
      title: { text: undefined },
      credits: { enabled: false },
      tooltip: {
        useHTML: true,
        formatter() {
          const point = (this as { point?: Point & Partial<Link> & { isNode?: boolean } }).point;
          if (!point || point.isNode)
            return tooltipHtml(
              [[metricName, valueFormatter(totals.get(String(point?.name)) ?? 0)]],
              String(point?.name ?? ''),
            );
          return linkTooltip(
            { from: String(point.from), to: String(point.to), weight: Number(point.weight) },
            totals,
            metricName,
          );
        },
      },
      series: [
        {
          type: 'sankey',
          name: metricName,
          animation: false,
          keys: ['from', 'to', 'weight'],
          nodeWidth: NODE_WIDTH,
          nodes: [...totals.keys()].map((id) => ({
            id,
            color: input.colorFor(id, scheme),
            dataLabels: nodeLabel(sources.has(id)),
          })),
          data: links.map((link) => [link.from, link.to, link.weight]),
        },
      ],
    },
  };
}
