import { describe, expect, it } from 'vitest';
import { ChartDataQueryContext, type ChartDataQueryObjectInput } from '../../../../../shared/query-context/index.ts';
import {
  buildQueryContext,
  buildQueryObject,
  normalizeOrderBy,
  normalizeTimeColumn,
  parseDatasource,
} from '#shared/chart-query/common/build-query.ts';
import type { FormData } from '#shared/chart-query/index.ts';

const base: FormData = { viz_type: 'table', datasource: '3__table' };
const sumNum = { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'SUM(num)' };

describe('buildQueryObject', () => {
  it('turns Superset form data into the query object', () => {
    // Arrange
    const formData: FormData = {
      ...base,
      metrics: [sumNum, 'count', 'count'],
      groupby: ['gender', '', null],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IS NOT NULL', comparator: null },
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last year',
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num < 99 -- small' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 5' },
        'junk',
      ],
      time_range: 'Last week',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      row_limit: '100',
      series_limit: 5,
      series_limit_metric: 'count',
      order_desc: false,
      annotation_layers: [],
      url_params: { a: '1', b: 2 },
    };

    // Act
    const query = buildQueryObject(formData);

    // Assert
    expect(query).toEqual({
      time_range: 'Last week',
      granularity: 'ds',
      extras: { having: '(SUM(num) > 5)', where: '(num > 10) AND (num < 99 -- small\n)', time_grain_sqla: 'P1M' },
      filters: [
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
        { col: 'name', op: 'IS NOT NULL' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
      ],
      columns: ['gender'],
      metrics: [sumNum, 'count'],
      orderby: [],
      annotation_layers: [],
      row_limit: 100,
      row_offset: undefined,
      series_limit: 5,
      series_limit_metric: 'count',
      order_desc: false,
      url_params: { a: '1' },
    });
  });

  it('applies dashboard filters from extra_form_data', () => {
    // Arrange
    const formData: FormData = {
      ...base,
      metrics: ['count'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
        },
      ],
      extra_form_data: {
        filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
        time_range: 'Last month',
        granularity_sqla: 'ds2',
        time_grain_sqla: 'P1W',
        relative_start: 'now',
      },
    };

    // Act
    const query = buildQueryObject(formData);

    // Assert
    expect([query.filters, query.time_range, query.granularity, query.extras]).toEqual([
      [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last month' },
        { col: 'gender', op: 'IN', val: ['boy'] },
      ],
      'Last month',
      'ds2',
      { having: '', where: "(state = 'CA')", time_grain_sqla: 'P1W', relative_start: 'now' },
    ]);
  });

  it.each([
    [
      'raw mode sends no metrics',
      { query_mode: 'raw', metrics: ['count'], all_columns: ['name'] },
      { metrics: undefined, columns: ['name'] },
    ],
    [
      'junk limits are dropped',
      { row_limit: 'ten', series_limit: {}, limit: '7' },
      { row_limit: undefined, series_limit: 7 },
    ],
    ['legacy timeseries_limit_metric', { timeseries_limit_metric: 'count' }, { series_limit_metric: 'count' }],
    ['orderby pairs and JSON text', { order_by_cols: ['["name", true]', 'bad', ['x']] }, { orderby: [['name', true]] }],
  ])('%s', (_what, fields, expected) => {
    // Act
    const query = buildQueryObject({ ...base, ...fields });

    // Assert
    expect(query).toMatchObject(expected);
  });
});

describe('normalizeTimeColumn', () => {
  it.each([
    [
      'a column name',
      'ds',
      {
        timeGrain: 'P1D',
        columnType: 'BASE_AXIS',
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        isColumnReference: true,
      },
    ],
    [
      'an ad-hoc column',
      { sqlExpression: 'DATE(ds)', label: 'day', expressionType: 'SQL' as const },
      { timeGrain: 'P1D', columnType: 'BASE_AXIS', sqlExpression: 'DATE(ds)', label: 'day', expressionType: 'SQL' },
    ],
  ])('makes %s the BASE_AXIS column with the grain', (_what, xAxis, expected) => {
    // Arrange
    const formData: FormData = { ...base, x_axis: xAxis };
    const query: ChartDataQueryObjectInput = {
      columns: [xAxis, 'gender'],
      is_timeseries: true,
      extras: { time_grain_sqla: 'P1D' },
    };

    // Act
    const normalized = normalizeTimeColumn(formData, query);

    // Assert
    expect(normalized).toEqual({ columns: [expected, 'gender'], extras: { time_grain_sqla: 'P1D' } });
  });
});

describe('normalizeOrderBy', () => {
  it.each([
    ['a valid orderby stays', { orderby: [['a', true]] as [string, boolean][], metrics: ['m'] }, [['a', true]]],
    [
      'the series limit metric comes first',
      { series_limit_metric: 's', metrics: ['m'], order_desc: true },
      [['s', false]],
    ],
    ['else the first metric', { metrics: ['m'], order_desc: false }, [['m', true]]],
    ['else nothing', {}, []],
  ])('%s', (_what, query, expected) => {
    // Act
    const orderby = normalizeOrderBy(query);

    // Assert
    expect(orderby).toEqual(expected);
  });
});

describe('buildQueryContext', () => {
  it.each([
    ['3__table', { id: 3, type: 'table' }],
    ['12__query', { id: 12, type: 'query' }],
    ['bad', { id: 0, type: 'table' }],
    [null, { id: 0, type: 'table' }],
  ])('reads datasource %s', (value, expected) => {
    // Act
    const datasource = parseDatasource(value);

    // Assert
    expect(datasource).toEqual(expected);
  });

  it('builds a request the chart data schema accepts', () => {
    // Arrange
    const formData: FormData = { ...base, metrics: ['count'], groupby: ['gender'], row_limit: 10 };

    // Act
    const context = buildQueryContext(formData, (query) => [query, { ...query, row_limit: 1 }]);

    // Assert
    expect(ChartDataQueryContext.safeParse(JSON.parse(JSON.stringify(context))).success).toBe(true);
    expect({ ...context, queries: context.queries.map((query) => query.row_limit) }).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      queries: [10, 1],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    });
  });
});
