import type { Options, SeriesOptionsType } from 'highcharts';
import { categoricalScheme } from '../common/color-schemes.ts';
import { getColumnLabel, getMetricLabel, toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import { escapeHtml, tooltipHtml } from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { buildNetwork, extentOf, scaled, sizeOr } from './network.ts';

/** What the graph draws. */
export interface GraphProps {
  options: Options;
  theme: 'light' | 'dark';
  /** The source and target columns a node click cross-filters on (nodes carry `custom.crossFilter`). */
  crossFilterColumns: string[];
}

const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Graph transformProps: a Highcharts network graph of the source -> target links. Nodes are sized by the sum of
 * their links and coloured by category (the scheme's first colour without one); links are as wide as their
 * weight and take their source's colour. Categories get legend entries; "Circular" starts the nodes on a circle
 * and keeps them there.
 */
export function transformProps(input: ChartPropsInput): GraphProps {
  const { formData } = input;
  const scheme = textOr(formData.color_scheme);
  const metric = getMetricLabel(formData.metric);
  const keys = {
    source: getColumnLabel(formData.source),
    target: getColumnLabel(formData.target),
    metric,
    sourceCategory: getColumnLabel(formData.source_category) || undefined,
    targetCategory: getColumnLabel(formData.target_category) || undefined,
  };
  const { nodes, links } = buildNetwork(input.queriesData[0]?.data ?? [], keys);
  // A node without a category takes the first colour of the scheme the host draws with (a dashboard's wins).
  const colorOf = (category?: string) =>
    category
      ? input.colorFor(category, scheme)
      : categoricalScheme(input.colorFor.schemeFor?.(scheme) ?? scheme).colors[0]!;
  const nodeExtent = extentOf(nodes.map((node) => node.value));
  const linkExtent = extentOf(links.map((link) => link.value));
  const baseNode = sizeOr(formData.baseNodeSize, 20);
  const baseEdge = sizeOr(formData.baseEdgeWidth, 3);
  const threshold = toNumber(formData.showSymbolThreshold) ?? 0;
  const categoryOf = new Map(nodes.map((node) => [node.id, node.category]));
  const graph: SeriesOptionsType = {
    type: 'networkgraph',
    name: metric,
    showInLegend: false,
    draggable: formData.draggable === true,
    allowPointSelect: formData.selectedMode !== false && formData.selectedMode !== 'false',
    layoutAlgorithm: layoutOf(formData, Math.min(input.width, input.height)),
    nodes: nodes.map((node) => ({
      id: node.id,
      color: colorOf(node.category),
      marker: { radius: scaled(node.value, nodeExtent, baseNode) / 2 },
      dataLabels: { enabled: threshold ? node.value > threshold : true },
      // Superset filters on the clicked node's own column; a link filters on nothing.
      custom: { value: node.value, crossFilter: { values: [node.raw], columns: [node.column], label: node.id } },
    })),
    data: links.map((link) => ({
      from: link.from,
      to: link.to,
      color: colorOf(categoryOf.get(link.from)),
      width: scaled(link.value, linkExtent, baseEdge),
      custom: { value: link.value },
    })),
    dataLabels: { enabled: true, linkFormat: '', format: '{point.id}' },
  };
  const categories = [...new Set(nodes.map((node) => node.category).filter((c): c is string => c !== undefined))];
  const legendSeries: SeriesOptionsType[] = categories.map((category) => ({
    type: 'scatter',
    name: category,
    color: colorOf(category),
    data: [],
  }));
  return {
    options: graphOptions(formData, metric, [graph, ...legendSeries]),
    theme: input.theme,
    crossFilterColumns: [keys.source, keys.target].filter(Boolean),
  };
}

/** Highcharts' own gravitational constant, which Superset's default gravity (0.3) stands for. */
const HIGHCHARTS_GRAVITY = 0.0625;

/** Places the nodes evenly on a circle filling most of the plot, first at the top, as ECharts' circular layout does. */
function onCircle(this: {
  box: { left: number; top: number; width: number; height: number };
  nodes: { plotX?: number; plotY?: number }[];
}) {
  const { left, top, width, height } = this.box;
  const radius = Math.min(width, height) * 0.4;
  this.nodes.forEach((node, index) => {
    const angle = (2 * Math.PI * index) / this.nodes.length - Math.PI / 2;
    node.plotX = left + width / 2 + radius * Math.cos(angle);
    node.plotY = top + height / 2 + radius * Math.sin(angle);
  });
}

/**
 * The layout. "Circular" keeps the nodes where onCircle puts them. "Force" runs Highcharts' simulation from a
 * circle filling most of the chart (its own start radius is 1px): ECharts' edge length (400 by default) and gravity
 * scale Highcharts' link length and gravity, whose physics differ; ECharts' numbers as they are push every node
 * to the edges of the plot.
 */
function layoutOf(formData: FormData, size: number) {
  if (formData.layout === 'circular') return { initialPositions: onCircle, enableSimulation: false, maxIterations: 0 };
  return {
    initialPositions: 'circle' as const,
    initialPositionRadius: Math.max(1, size * 0.35),
    linkLength: sizeOr(formData.edgeLength, 400) / 10,
    gravitationalConstant: (HIGHCHARTS_GRAVITY * sizeOr(formData.gravity, 0.3)) / 0.3,
  };
}

function graphOptions(formData: FormData, metric: string, series: SeriesOptionsType[]): Options {
  return {
    chart: { type: 'networkgraph' },
    title: { text: undefined },
    legend: legendOptions(formData),
    tooltip: {
      useHTML: true,
      formatter() {
        const point = (
          this as unknown as {
            point: { id?: string; from?: string; to?: string; options: { custom?: { value: number } } };
          }
        ).point;
        const value = String(point.options.custom?.value ?? '');
        if (point.from !== undefined && point.to !== undefined)
          return tooltipHtml([[metric, value]], `${point.from} > ${point.to}`);
        return `<b>${escapeHtml(point.id ?? '')}</b>: ${escapeHtml(value)}`;
      },
    },
    series,
  };
}
