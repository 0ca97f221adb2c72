import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/waterfall/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const BASE = { viz_type: 'waterfall', datasource: '1__table', x_axis: 'x', metric: 'm' };

describe('waterfall buildQuery', () => {
  it('builds the Featured waterfall from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Waterfall_117.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, orderby, row_limit } = queries[0]!;
    expect({ datasource, count: queries.length, columns, orderby, row_limit }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: [
        {
          timeGrain: 'P3M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          isColumnReference: true,
        },
      ],
      orderby: [['order_date', true]],
      row_limit: 10000,
    });
  });

  it('orders by the x-axis then the breakdown', () => {
    const [query] = buildQuery({ ...BASE, groupby: ['b'] }).queries;
    expect(query!.orderby).toEqual([
      ['x', true],
      ['b', true],
    ]);
  });
});
