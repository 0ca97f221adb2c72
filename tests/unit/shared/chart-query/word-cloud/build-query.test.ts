import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/word-cloud/build-query.ts';
import { exampleChart } from '../fixtures.ts';

describe('word cloud buildQuery', () => {
  it('builds the Featured word cloud from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Word_Cloud_119.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit, filters } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, orderby, row_limit, filters }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['customer_name'],
      metrics: ['count'],
      orderby: [],
      row_limit: 100,
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  it.each([
    {
      name: 'sorts by metric then series under a row limit',
      extra: { sort_by_metric: true, sort_by_series: true, row_limit: 10 },
      expected: [
        ['count', false],
        ['word', true],
      ],
    },
    { name: 'does not sort without a row limit', extra: { sort_by_metric: true, row_limit: 0 }, expected: [] },
  ])('$name', ({ extra, expected }) => {
    // Act
    const [query] = buildQuery({
      viz_type: 'word_cloud',
      datasource: '1__table',
      series: 'word',
      metric: 'count',
      ...extra,
    }).queries;
    // Assert
    expect(query!.orderby).toEqual(expected);
  });
});
