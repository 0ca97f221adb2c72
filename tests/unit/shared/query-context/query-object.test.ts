import { describe, expect, it } from 'vitest';
import { ValidationError } from '#shared/errors.ts';
import { chartDataQueryObjectSchema, validateQueryContext } from '#shared/query-context/index.ts';

const LIMITS = { rowLimit: 500, maxRow: 50_000 };
const datasource = { id: 1, type: 'table' };

function messagesOf(body: unknown): Record<string, string[]> {
  try {
    validateQueryContext(body, LIMITS);
  } catch (error) {
    if (error instanceof ValidationError) return error.messages;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

const withQuery = (query: Record<string, unknown>): unknown => ({ datasource, queries: [query] });

describe('query context validation errors', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      'a fractional row_limit',
      withQuery({ row_limit: 10.5 }),
      { 'queries.0.row_limit': ['row_limit is expected to be an integer'] },
    ],
    [
      'a text row_offset',
      withQuery({ row_offset: 'ten' }),
      { 'queries.0.row_offset': ['row_offset is expected to be an integer'] },
    ],
    [
      'a fractional series_limit',
      withQuery({ series_limit: 2.5 }),
      { 'queries.0.series_limit': ['series_limit is expected to be an integer'] },
    ],
    [
      'a negative row_limit',
      withQuery({ row_limit: -1 }),
      { 'queries.0.row_limit': ['Must be greater than or equal to 0.'] },
    ],
    [
      'a row_limit above SQL_MAX_ROW',
      withQuery({ row_limit: 50_001 }),
      { 'queries.0.row_limit': ['Must be less than or equal to 50000.'] },
    ],
    [
      'a fractional rolling window',
      withQuery({
        post_processing: [{ operation: 'rolling', options: { rolling_type: 'sum', window: 1.5, min_periods: 'x' } }],
      }),
      {
        'queries.0.post_processing.0.options.window': ['window is expected to be an integer'],
        'queries.0.post_processing.0.options.min_periods': ['min_periods is expected to be an integer'],
      },
    ],
    [
      'a rolling step without a window',
      withQuery({ post_processing: [{ operation: 'rolling', options: { rolling_type: 'sum' } }] }),
      { 'queries.0.post_processing.0.options.window': ['Missing data for required field.'] },
    ],
    [
      'an empty metric label',
      withQuery({ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '' }] }),
      { 'queries.0.metrics.0.label': ['Metric label cannot be empty'] },
    ],
    ['an empty metric name', withQuery({ metrics: [''] }), { 'queries.0.metrics.0': ['Metric cannot be empty'] }],
    [
      'an empty x-axis',
      { datasource, queries: [], form_data: { x_axis: '' } },
      { 'form_data.x_axis': ['X Axis cannot be empty'] },
    ],
    [
      'an empty entity',
      { datasource, queries: [], form_data: { entity: ' ' } },
      { 'form_data.entity': ['Entity cannot be empty'] },
    ],
    [
      'an orderby entry that is no pair',
      withQuery({ orderby: [['name']] }),
      { 'queries.0.orderby': ['Found invalid orderby options'] },
    ],
    [
      'an orderby direction that is no boolean',
      withQuery({ orderby: [['name', 'asc']] }),
      { 'queries.0.orderby': ['Found invalid orderby options'] },
    ],
    [
      'an orderby that is no list',
      withQuery({ orderby: 'name' }),
      { 'queries.0.orderby': ['Found invalid orderby options'] },
    ],
    ['no datasource', { queries: [] }, { datasource: ['Missing data for required field.'] }],
    ['no queries', { datasource }, { queries: ['Missing data for required field.'] }],
    [
      'a filter without column and operator',
      withQuery({ filters: [{ val: 1 }] }),
      {
        'queries.0.filters.0.col': ['Missing data for required field.'],
        'queries.0.filters.0.op': ['Missing data for required field.'],
      },
    ],
  ];

  it.each(cases)('refuses %s', (_name, body, expected) => {
    // Act
    const messages = messagesOf(body);

    // Assert
    expect(messages).toEqual(expected);
  });
});

describe('query object defaults and legacy fields', () => {
  const schema = chartDataQueryObjectSchema(LIMITS);

  it('fills Superset defaults: ROW_LIMIT, No filter, order_desc, raw rows', () => {
    // Act
    const query = schema.parse({ columns: ['name'] });

    // Assert
    expect([query.row_limit, query.row_offset, query.time_range, query.order_desc, query.metrics]).toEqual([
      500,
      0,
      'No filter',
      true,
      null,
    ]);
  });

  it('reads row_limit 0 as SQL_MAX_ROW', () => {
    // Act
    const query = schema.parse({ row_limit: 0 });

    // Assert
    expect(query.row_limit).toBe(50_000);
  });

  it('folds legacy fields into their successors', () => {
    // Act
    const query = schema.parse({
      groupby: ['gender'],
      granularity_sqla: 'ds',
      timeseries_limit: 5,
      timeseries_limit_metric: 'count',
      where: 'num > 1',
      having: 'SUM(num) > 10',
    });

    // Assert
    expect({
      columns: query.columns,
      granularity: query.granularity,
      series_limit: query.series_limit,
      series_limit_metric: query.series_limit_metric,
      extras: query.extras,
    }).toEqual({
      columns: ['gender'],
      granularity: 'ds',
      series_limit: 5,
      series_limit_metric: 'count',
      extras: { where: 'num > 1', having: 'SUM(num) > 10' },
    });
  });

  it('ignores fields it does not know', () => {
    // Act
    const query = schema.parse({ columns: ['name'], custom_params: { a: 1 }, something_new: true });

    // Assert
    expect(Object.keys(query)).not.toContain('something_new');
  });

  it('keeps an ad-hoc x-axis column as sent', () => {
    // Arrange
    const axis = {
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      timeGrain: 'P1W',
    } as const;

    // Act
    const query = schema.parse({ columns: [axis], orderby: [[axis, true]] });

    // Assert
    expect([query.columns, query.orderby]).toEqual([[axis], [[axis, true]]]);
  });
});
