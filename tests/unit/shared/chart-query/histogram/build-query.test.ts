import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/histogram/build-query.ts';
import { exampleChart } from '../fixtures.ts';

describe('histogram buildQuery', () => {
  it('builds the Featured histogram from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Histogram.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit, post_processing } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, orderby, row_limit, post_processing }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['deal_size', 'quantity_ordered'],
      metrics: undefined,
      orderby: [],
      row_limit: 10000,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: 'quantity_ordered',
            groupby: ['deal_size'],
            bins: 10,
            cumulative: false,
            normalize: false,
          },
        },
      ],
    });
  });

  it('sends no histogram step without a column', () => {
    const [query] = buildQuery({ viz_type: 'histogram_v2', datasource: '1__table' }).queries;
    expect({ columns: query!.columns, post_processing: query!.post_processing }).toEqual({
      columns: [],
      post_processing: [],
    });
  });
});
