import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/box-plot/build-query.ts';
import { exampleChart } from '../fixtures.ts';

describe('box plot buildQuery', () => {
  it('builds the Featured box plot from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Box_Plot.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, series_columns, metrics, post_processing, extras } = queries[0]!;
    expect({
      datasource,
      count: queries.length,
      columns,
      series_columns,
      metrics,
      post_processing,
      grain: extras?.time_grain_sqla,
    }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['order_date', 'product_line'],
      series_columns: ['product_line'],
      metrics: ['count'],
      post_processing: [
        { operation: 'boxplot', options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['count'] } },
      ],
      grain: 'P1D',
    });
  });

  it.each([
    { whiskerOptions: 'Min/max (no outliers)', options: { whisker_type: 'min/max', groupby: [], metrics: ['m'] } },
    {
      whiskerOptions: '9/91 percentiles',
      options: { whisker_type: 'percentile', percentiles: [9, 91], groupby: [], metrics: ['m'] },
    },
  ])('computes $whiskerOptions whiskers', ({ whiskerOptions, options }) => {
    const [query] = buildQuery({
      viz_type: 'box_plot',
      datasource: '1__table',
      columns: ['d'],
      metrics: ['m'],
      whiskerOptions,
    }).queries;
    expect(query!.post_processing).toEqual([{ operation: 'boxplot', options }]);
  });
});
