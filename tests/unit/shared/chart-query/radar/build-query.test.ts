import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/radar/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const BASE = { viz_type: 'radar', datasource: '1__table', groupby: ['g'], metrics: ['a', 'b'] };

describe('radar buildQuery', () => {
  it('builds the Featured radar from its saved form data, ordered by the first metric', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Radar_126.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics: metrics?.length, orderby, row_limit }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['product_line'],
      metrics: 3,
      orderby: [['count', false]],
      row_limit: 10,
    });
  });

  it('orders by the "Sort by" metric when one is chosen', () => {
    expect(buildQuery({ ...BASE, timeseries_limit_metric: 'c' }).queries[0]!.orderby).toEqual([['c', false]]);
  });
});
