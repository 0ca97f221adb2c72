import { describe, expect, it } from 'vitest';
import { compile, exampleDataset, failureOf } from './fixtures.ts';

const FROM = 'FROM "main"."birth_names"';

describe('metrics', () => {
  const simple: [aggregate: string, column: string, select: string][] = [
    ['AVG', 'num', 'AVG("num") AS "AVG(num)"'],
    ['COUNT', 'name', 'COUNT("name") AS "COUNT(name)"'],
    ['COUNT_DISTINCT', 'name', 'COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"'],
    ['MAX', 'num', 'MAX("num") AS "MAX(num)"'],
    ['MIN', 'num', 'MIN("num") AS "MIN(num)"'],
    ['SUM', 'num_california', `SUM((CASE WHEN state = 'CA' THEN num ELSE 0 END)) AS "SUM(num_california)"`],
  ];

  it.each(simple)(
    "SIMPLE %s over %s aggregates the quoted column under Superset's label",
    (aggregate, column, select) => {
      // Act
      const { sql } = compile({
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: column }, aggregate }],
        row_limit: 1,
      });

      // Assert
      expect(sql.split('\n')[0]).toBe(`SELECT ${select}`);
    },
  );

  it('a saved metric uses its expression under its name, an SQL metric its text', () => {
    // Act
    const compiled = compile({
      columns: ['gender'],
      metrics: ['sum__num', { expressionType: 'SQL', sqlExpression: 'MAX(num) - MIN(num)' }],
      row_limit: 3,
    });

    // Assert
    expect(compiled).toEqual({
      sql: [
        'SELECT "gender" AS "gender", SUM(num) AS "sum__num", MAX(num) - MIN(num) AS "MAX(num) - MIN(num)"',
        FROM,
        'GROUP BY "gender"',
        'ORDER BY SUM(num) DESC',
        'LIMIT 3',
      ].join('\n'),
      columns: [
        { label: 'gender', engineName: 'gender', kind: 'column', isDttm: false },
        { label: 'sum__num', engineName: 'sum__num', kind: 'metric', isDttm: false },
        { label: 'MAX(num) - MIN(num)', engineName: 'MAX(num) - MIN(num)', kind: 'metric', isDttm: false },
      ],
      appliedFilters: [],
      rejectedFilters: [],
      fromDttm: null,
      toDttm: null,
      rowLimit: 3,
    });
  });

  it('Trino answers lower-case engine names for mixed-case labels', () => {
    // Act
    const { columns } = compile(
      { metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' }] },
      { dialect: 'trino' },
    );

    // Assert
    expect(columns).toEqual([{ label: 'SUM(num)', engineName: 'sum(num)', kind: 'metric', isDttm: false }]);
  });

  const failures: [string, Parameters<typeof compile>[0], string][] = [
    ['an unknown saved metric', { metrics: ['nope'] }, "Metric 'nope' does not exist"],
    [
      'an unknown aggregate',
      { metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'MEDIAN' }] },
      "Aggregate function 'MEDIAN' is not supported",
    ],
    [
      'a SIMPLE metric over an unknown column',
      { metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'x' }, aggregate: 'SUM' }] },
      "Column 'x' does not exist",
    ],
    [
      'a label used twice',
      { columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'gender' }] },
      "Duplicate column/metric labels: 'gender'. Please make sure all columns and metrics have a unique label.",
    ],
    ['no columns and no metrics', { columns: [] }, 'Empty query?'],
  ];

  it.each(failures)('%s is a 400', (_name, query, message) => {
    // Act
    const failure = failureOf(() => compile(query));

    // Assert
    expect([failure.status, failure.message]).toEqual([400, message]);
  });

  it('labels that only differ in case clash on Trino, whose engine lower-cases them', () => {
    // Act
    const failure = failureOf(() =>
      compile(
        { metrics: ['count', { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT' }] },
        { dialect: 'trino' },
      ),
    );

    // Assert
    expect(failure.message).toBe(
      "Duplicate column/metric labels: 'count', 'COUNT'. Please make sure all columns and metrics have a unique label.",
    );
  });
});

describe('columns', () => {
  it("an empty metric list groups the columns: a filter's distinct values", () => {
    // Act
    const { sql } = compile({ columns: ['state'], metrics: [], orderby: [['state', true]], row_limit: 1000 });

    // Assert
    expect(sql).toBe(
      ['SELECT "state" AS "state"', FROM, 'GROUP BY "state"', 'ORDER BY "state" ASC', 'LIMIT 1000'].join('\n'),
    );
  });

  it('a calculated column is its expression in parentheses, an ad-hoc SQL column its checked text', () => {
    // Act
    const { sql } = compile({
      columns: ['num_california', { sqlExpression: 'upper(name)', label: 'NAME' }],
      row_limit: 2,
    });

    // Assert
    expect(sql).toBe(
      [
        `SELECT (CASE WHEN state = 'CA' THEN num ELSE 0 END) AS "num_california", upper(name) AS "NAME"`,
        FROM,
        'LIMIT 2',
      ].join('\n'),
    );
  });

  const axes: [string, { sqlExpression: string; label: string; timeGrain?: string }, string, boolean][] = [
    [
      'a temporal column with its grain',
      { sqlExpression: 'ds', label: 'ds', timeGrain: 'P1M' },
      `date_trunc('month', CAST("ds" AS TIMESTAMP)) AS "ds"`,
      true,
    ],
    [
      'a temporal column without a grain (P1D)',
      { sqlExpression: 'ds', label: 'ds' },
      `date_trunc('day', CAST("ds" AS TIMESTAMP)) AS "ds"`,
      true,
    ],
    [
      'a non-temporal column (no grain)',
      { sqlExpression: 'gender', label: 'gender', timeGrain: 'P1M' },
      '"gender" AS "gender"',
      false,
    ],
    [
      'custom SQL with a grain',
      { sqlExpression: 'ds + INTERVAL 1 DAY', label: 'next', timeGrain: 'P1Y' },
      `date_trunc('year', CAST(ds + INTERVAL 1 DAY AS TIMESTAMP)) AS "next"`,
      true,
    ],
    ['custom SQL without a grain', { sqlExpression: 'length(name)', label: 'len' }, 'length(name) AS "len"', false],
  ];

  it.each(axes)('the x-axis: %s', (_name, axis, select, isDttm) => {
    // Act
    const { sql, columns } = compile({
      columns: [{ columnType: 'BASE_AXIS', expressionType: 'SQL', ...axis }],
      metrics: ['count'],
    });

    // Assert
    expect([sql.split('\n')[0], columns[0]?.isDttm]).toEqual([`SELECT ${select}, COUNT(*) AS "count"`, isDttm]);
  });

  it('the legacy timeseries query gets a __timestamp column at the query grain', () => {
    // Act
    const { sql, columns } = compile({
      is_timeseries: true,
      granularity: 'ds',
      extras: { time_grain_sqla: 'P1Y' },
      columns: ['__timestamp'],
      metrics: ['count'],
      row_limit: 50,
    });

    // Assert
    expect({ sql, labels: columns.map((column) => column.label) }).toEqual({
      sql: [
        `SELECT date_trunc('year', CAST("ds" AS TIMESTAMP)) AS "__timestamp", COUNT(*) AS "count"`,
        FROM,
        `GROUP BY date_trunc('year', CAST("ds" AS TIMESTAMP))`,
        'ORDER BY COUNT(*) DESC',
        'LIMIT 50',
      ].join('\n'),
      labels: ['__timestamp', 'count'],
    });
  });

  it.each([
    ['duckdb', 'epoch_s', `date_trunc('day', CAST((to_timestamp("ts") AT TIME ZONE 'UTC') AS TIMESTAMP))`],
    ['duckdb', 'epoch_ms', `date_trunc('day', CAST(epoch_ms(CAST("ts" AS BIGINT)) AS TIMESTAMP))`],
    ['trino', 'epoch_s', `date_trunc('day', CAST(from_unixtime("ts") AS TIMESTAMP))`],
    ['trino', 'epoch_ms', `date_trunc('day', CAST(from_unixtime("ts" / 1000) AS TIMESTAMP))`],
  ] as const)('%s: an %s column becomes a timestamp before its grain', (dialect, format, expression) => {
    // Arrange
    const dataset = exampleDataset('birth_names');
    dataset.columns.push({
      ...dataset.columns[0]!,
      id: 98,
      column_name: 'ts',
      type: 'BIGINT',
      is_dttm: true,
      python_date_format: format,
    });

    // Act
    const { sql } = compile(
      {
        columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ts', label: 'ts', timeGrain: 'P1D' }],
        metrics: ['count'],
      },
      { dialect, dataset },
    );

    // Assert
    expect(sql.split('\n')[0]).toBe(`SELECT ${expression} AS "ts", COUNT(*) AS "count"`);
  });
});
