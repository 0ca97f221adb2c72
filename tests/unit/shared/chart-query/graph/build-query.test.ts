import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/graph/build-query.ts';
import { exampleChart } from '../fixtures.ts';

describe('graph buildQuery', () => {
  it('builds the Featured graph from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Graph.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, row_limit } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, row_limit }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['deal_size', 'product_line'],
      metrics: ['count'],
      row_limit: 10000,
    });
  });

  it('adds the categories as columns', () => {
    const query = buildQuery({
      viz_type: 'graph_chart',
      datasource: '1__table',
      source: 's',
      target: 't',
      source_category: 'c',
      target_category: 'c',
      metric: 'm',
    }).queries[0]!;
    expect(query.columns).toEqual(['s', 't', 'c']);
  });
});
