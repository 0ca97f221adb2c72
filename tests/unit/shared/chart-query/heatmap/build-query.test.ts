import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/heatmap/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const BASE = { viz_type: 'heatmap_v2', datasource: '1__table', x_axis: 'x', groupby: 'y', metric: 'count' };

describe('heatmap buildQuery', () => {
  it('builds the Featured heatmap from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Heatmap.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit, post_processing } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, orderby, row_limit, post_processing }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: [
        {
          timeGrain: 'P1D',
          columnType: 'BASE_AXIS',
          sqlExpression: 'product_line',
          label: 'product_line',
          expressionType: 'SQL',
          isColumnReference: true,
        },
        'deal_size',
      ],
      metrics: ['count'],
      orderby: [
        ['product_line', true],
        ['deal_size', true],
      ],
      row_limit: 10000,
      post_processing: [{ operation: 'rank', options: { metric: 'count' } }],
    });
  });

  it.each([
    {
      name: 'ranks within each column',
      extra: { normalize_across: 'x' },
      rank: { metric: 'count', group_by: 'x' },
      orderby: [],
    },
    {
      name: 'ranks within each row',
      extra: { normalize_across: 'y' },
      rank: { metric: 'count', group_by: 'y' },
      orderby: [],
    },
    {
      name: 'orders only the alphabetically sorted axis',
      extra: { sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' },
      rank: { metric: 'count' },
      orderby: [['y', false]],
    },
  ])('$name', ({ extra, rank, orderby }) => {
    // Act
    const [query] = buildQuery({ ...BASE, ...extra }).queries;
    // Assert
    expect({ post_processing: query!.post_processing, orderby: query!.orderby }).toEqual({
      post_processing: [{ operation: 'rank', options: rank }],
      orderby,
    });
  });
});
