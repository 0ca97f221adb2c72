import { describe, expect, it } from 'vitest';
import { buildQuery as funnel } from '#shared/chart-query/funnel/build-query.ts';
import { buildQuery as gauge } from '#shared/chart-query/gauge/build-query.ts';
import { buildQuery as pie } from '#shared/chart-query/pie/build-query.ts';
import { buildQuery as sankey } from '#shared/chart-query/sankey/build-query.ts';
import { buildQuery as sunburst } from '#shared/chart-query/sunburst/build-query.ts';
import { buildQuery as treemap } from '#shared/chart-query/treemap/build-query.ts';
import type { FormData } from '#shared/chart-query/index.ts';
import { exampleChart } from '../fixtures.ts';

const SUM_SALES = exampleChart('Featured_Charts/Pie_115.yaml').formData.metric;

type Build = (formData: FormData) => {
  queries: {
    columns?: unknown;
    metrics?: unknown;
    orderby?: unknown;
    post_processing?: unknown;
    row_limit?: unknown;
  }[];
};

describe('part-of-a-whole buildQuery on the Featured charts', () => {
  it.each<[string, Build, string, Record<string, unknown>]>([
    [
      'pie',
      pie,
      'Pie_115.yaml',
      {
        columns: ['product_line'],
        metrics: [SUM_SALES],
        orderby: [[SUM_SALES, false]],
        row_limit: 100,
        post_processing: [
          {
            operation: 'contribution',
            options: { columns: ['SUM(sales)'], rename_columns: ['SUM(sales)__contribution'] },
          },
        ],
      },
    ],
    [
      'funnel',
      funnel,
      'Funnel_122.yaml',
      {
        columns: ['status'],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 10,
        post_processing: undefined,
      },
    ],
    [
      'gauge',
      gauge,
      'Gauge.yaml',
      { columns: ['deal_size'], metrics: ['count'], orderby: [], row_limit: 10, post_processing: undefined },
    ],
    [
      'treemap',
      treemap,
      'Treemap_9.yaml',
      {
        columns: ['year', 'product_line'],
        metrics: ['count'],
        orderby: [
          ['year', true],
          ['product_line', true],
        ],
        row_limit: 10000,
        post_processing: undefined,
      },
    ],
    [
      'sunburst',
      sunburst,
      'Sunburst_127.yaml',
      {
        columns: ['year', 'product_line'],
        metrics: ['count'],
        orderby: [],
        row_limit: 10000,
        post_processing: undefined,
      },
    ],
    [
      'sankey',
      sankey,
      'Sankey.yaml',
      {
        columns: ['product_line', 'deal_size'],
        metrics: ['count'],
        orderby: [
          ['product_line', true],
          ['deal_size', true],
        ],
        row_limit: 10000,
        post_processing: undefined,
      },
    ],
  ])('%s sends the columns, metrics, order and post-processing Superset sends', (_chart, build, file, expected) => {
    // Arrange
    const formData = exampleChart(`Featured_Charts/${file}`).formData;
    // Act
    const [query, ...rest] = build(formData).queries;
    // Assert
    expect(rest).toEqual([]);
    expect({
      columns: query?.columns,
      metrics: query?.metrics,
      orderby: query?.orderby,
      post_processing: query?.post_processing,
      row_limit: query?.row_limit,
    }).toEqual(expected);
  });

  it.each<[string, Build]>([
    ['pie', pie],
    ['funnel', funnel],
    ['gauge', gauge],
    ['sunburst', sunburst],
  ])('%s orders by the metric descending only when "Sort by metric" is on', (_chart, build) => {
    const base = { viz_type: 'x', datasource: '3__table', groupby: ['a'], columns: ['a'], metric: 'count' };
    expect(build({ ...base, sort_by_metric: true }).queries[0]?.orderby).toEqual([['count', false]]);
    expect(build({ ...base, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
  });

  it('orders the treemap by the metric first, and not at all without a row limit', () => {
    const base = {
      viz_type: 'treemap_v2',
      datasource: '3__table',
      groupby: ['a', 'b'],
      metric: 'count',
      sort_by_metric: true,
    };
    expect(treemap({ ...base, row_limit: 10 }).queries[0]?.orderby).toEqual([
      ['count', false],
      ['a', true],
      ['b', true],
    ]);
    expect(treemap({ ...base, row_limit: 0 }).queries[0]?.orderby).toEqual([]);
  });
});
