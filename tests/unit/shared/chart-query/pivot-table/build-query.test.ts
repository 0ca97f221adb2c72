import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/pivot-table/build-query.ts';
import { exampleChart } from '../fixtures.ts';

describe('pivot table buildQuery', () => {
  it('builds the Featured pivot table from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Pivot_Table_110.yaml');
    const metric = (formData.metrics as unknown[])[0];
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, extras, row_limit, filters } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, orderby, extras, row_limit, filters }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['product_line', 'country', 'city'],
      metrics: [metric],
      orderby: [[metric, false]],
      extras: { having: '', where: '' },
      row_limit: 10000,
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  it.each([
    {
      name: 'orders by the series limit metric ascending when not descending',
      formData: {
        groupbyRows: ['a'],
        groupbyColumns: ['a', 'b'],
        metrics: ['count'],
        series_limit_metric: 'sum',
        order_desc: false,
      },
      expected: { columns: ['a', 'b'], orderby: [['sum', true]] },
    },
    {
      name: 'truncates temporal dimensions to the grain',
      formData: {
        groupbyRows: ['ds'],
        metrics: ['count'],
        time_grain_sqla: 'P1W',
        temporal_columns_lookup: { ds: true },
      },
      expected: {
        columns: [
          { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
        ],
        orderby: [['count', false]],
      },
    },
    {
      name: 'has no order without metrics',
      formData: { groupbyRows: ['a'] },
      expected: { columns: ['a'], orderby: undefined },
    },
  ])('$name', ({ formData, expected }) => {
    // Act
    const [query] = buildQuery({ viz_type: 'pivot_table_v2', datasource: '1__table', ...formData }).queries;
    // Assert
    expect({ columns: query!.columns, orderby: query!.orderby }).toEqual(expected);
  });
});
