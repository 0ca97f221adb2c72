import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/table/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const SUM_SALES = { expressionType: 'SIMPLE', column: { column_name: 'sales' }, aggregate: 'SUM', label: 'SUM(sales)' };
const COUNT = 'count';
const base = { viz_type: 'table', datasource: '3__table' };

/** The fields the table decides; the rest comes from the common base query object. */
const pick = (query: Record<string, unknown>) => {
  const { columns, metrics, orderby, post_processing, row_limit, row_offset, is_rowcount, filters } = query;
  return { columns, metrics, orderby, post_processing, row_limit, row_offset, is_rowcount, filters };
};
const NO_FILTER = [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }];

describe('table buildQuery', () => {
  it('builds the Featured raw-records table from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Table_109.yaml');
    // Act
    const context = buildQuery(formData);
    // Assert
    expect(context.datasource).toEqual({ id: 22, type: 'table' });
    expect(context.queries.map(pick)).toEqual([
      {
        columns: ['order_date', 'product_line', 'status', 'price_each', 'sales'],
        metrics: undefined,
        orderby: [],
        post_processing: [],
        row_limit: 1000,
        row_offset: undefined,
        is_rowcount: undefined,
        filters: NO_FILTER,
      },
    ]);
  });

  it('matches the query context Superset saved for an aggregate table', () => {
    // Arrange
    const { formData, queryContext } = exampleChart('Vehicle_Sales/Items_by_Product_Line.yaml');
    const saved = queryContext!.queries[0]!;
    // Act
    const [query] = buildQuery(formData).queries;
    // Assert
    expect(pick(query as Record<string, unknown>)).toEqual({
      ...pick(saved),
      row_limit: undefined,
      row_offset: undefined,
      is_rowcount: undefined,
    });
  });

  it.each([
    {
      name: 'orders by the first metric descending whatever order_desc says',
      formData: { query_mode: 'aggregate', groupby: ['region'], metrics: [COUNT, SUM_SALES], order_desc: false },
      expected: { columns: ['region'], metrics: [COUNT, SUM_SALES], orderby: [[COUNT, false]], post_processing: [] },
    },
    {
      name: 'orders by the sort-by metric in the chosen direction',
      formData: { groupby: ['region'], metrics: [COUNT], timeseries_limit_metric: SUM_SALES, order_desc: false },
      expected: { columns: ['region'], metrics: [COUNT], orderby: [[SUM_SALES, true]], post_processing: [] },
    },
    {
      name: 'adds percent metrics once with a contribution step',
      formData: { groupby: ['region'], metrics: [COUNT], percent_metrics: [COUNT, SUM_SALES] },
      expected: {
        columns: ['region'],
        metrics: [COUNT, SUM_SALES],
        orderby: [[COUNT, false]],
        post_processing: [
          {
            operation: 'contribution',
            options: { columns: ['count', 'SUM(sales)'], rename_columns: ['%count', '%SUM(sales)'] },
          },
        ],
      },
    },
    {
      name: 'turns a temporal group-by into the base axis at the grain, first',
      formData: {
        groupby: ['region', 'order_date'],
        metrics: [COUNT],
        time_grain_sqla: 'P1M',
        temporal_columns_lookup: { order_date: true },
      },
      expected: {
        columns: [
          {
            timeGrain: 'P1M',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
          'region',
        ],
        metrics: [COUNT],
        orderby: [[COUNT, false]],
        post_processing: [],
      },
    },
    {
      name: 'reads raw ordering pairs and ignores junk',
      formData: {
        query_mode: 'raw',
        all_columns: ['a', 'b'],
        metrics: [COUNT],
        order_by_cols: ['["a", true]', 'not json', '["b", false]'],
      },
      expected: {
        columns: ['a', 'b'],
        metrics: undefined,
        orderby: [
          ['a', true],
          ['b', false],
        ],
        post_processing: [],
      },
    },
    {
      name: 'asks only for the group-by in aggregate mode, not the columns kept from raw mode',
      formData: { query_mode: 'aggregate', groupby: ['region'], all_columns: ['a'], metrics: [COUNT] },
      expected: { columns: ['region'], metrics: [COUNT], orderby: [[COUNT, false]], post_processing: [] },
    },
  ])('$name', ({ formData, expected }) => {
    // Act
    const [query] = buildQuery({ ...base, ...formData }).queries;
    // Assert
    const { columns, metrics, orderby, post_processing } = query!;
    expect({ columns, metrics, orderby, post_processing }).toEqual(expected);
  });

  it('adds a totals query without order, limit or grouping', () => {
    // Arrange
    const formData = { ...base, groupby: ['region'], metrics: [COUNT], show_totals: true, row_limit: 50 };
    // Act
    const { queries } = buildQuery(formData);
    // Assert
    expect(queries.map((q) => pick(q as Record<string, unknown>))).toEqual([
      {
        columns: ['region'],
        metrics: [COUNT],
        orderby: [[COUNT, false]],
        post_processing: [],
        row_limit: 50,
        row_offset: undefined,
        is_rowcount: undefined,
        filters: [],
      },
      {
        columns: [],
        metrics: [COUNT],
        orderby: undefined,
        post_processing: [],
        row_limit: 0,
        row_offset: 0,
        is_rowcount: undefined,
        filters: [],
      },
    ]);
    expect('order_desc' in queries[1]!).toBe(false);
  });

  it('asks for one page, a row count and the search under server pagination', () => {
    // Arrange
    const formData = {
      ...base,
      query_mode: 'raw',
      all_columns: ['name', 'num'],
      server_pagination: true,
      server_page_length: 20,
      row_limit: 50,
      own_state: {
        currentPage: 2,
        pageSize: 20,
        sortBy: [{ key: 'num', desc: true }],
        searchText: 'Jo',
        searchColumn: 'name',
      },
    };
    // Act
    const { queries } = buildQuery(formData);
    // Assert
    const filters = [{ col: 'name', op: 'ILIKE', val: 'Jo%' }];
    expect(queries.map((q) => pick(q as Record<string, unknown>))).toEqual([
      {
        columns: ['name', 'num'],
        metrics: undefined,
        orderby: [['num', false]],
        post_processing: [],
        row_limit: 10,
        row_offset: 40,
        is_rowcount: undefined,
        filters,
      },
      {
        columns: ['name', 'num'],
        metrics: undefined,
        orderby: [['num', false]],
        post_processing: [],
        row_limit: 50,
        row_offset: 0,
        is_rowcount: true,
        filters,
      },
    ]);
  });

  it('downloads every row up to the limit even under server pagination', () => {
    // Arrange
    const formData = {
      ...base,
      query_mode: 'raw',
      all_columns: ['a'],
      server_pagination: true,
      row_limit: 500,
      result_format: 'csv',
      own_state: { currentPage: 3 },
    };
    // Act
    const { queries } = buildQuery(formData);
    // Assert
    expect(queries.map((q) => [q.row_limit, q.row_offset])).toEqual([[500, 0]]);
  });
});
