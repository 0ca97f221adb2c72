import { describe, expect, it } from 'vitest';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import { DIALECTS, compile, exampleDataset, failureOf } from './fixtures.ts';

const FROM = 'FROM "main"."birth_names"';

describe('samples and drill to detail', () => {
  it('samples select every stored column under the filters', () => {
    // Act
    const compiled = compile(
      { filters: [{ col: 'gender', op: '==', val: 'girl' }], row_limit: 100 },
      { mode: 'samples' },
    );

    // Assert
    expect({ sql: compiled.sql, labels: compiled.columns.map((column) => column.label) }).toEqual({
      sql: ['SELECT *', FROM, `WHERE "gender" = 'girl'`, 'LIMIT 100'].join('\n'),
      labels: ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls'],
    });
  });

  it('drill to detail selects every dataset column un-aggregated, ordered and paged', () => {
    // Arrange
    const dataset = exampleDataset('energy_usage');

    // Act
    const { sql } = compile(
      {
        columns: ['source'],
        metrics: ['sum__value'],
        filters: [{ col: 'source', op: '==', val: 'Solar' }],
        orderby: [['value', false]],
        row_limit: 20,
        row_offset: 40,
      },
      { mode: 'drill_detail', dataset },
    );

    // Assert
    expect(sql).toBe(
      [
        'SELECT "source" AS "source", "target" AS "target", "value" AS "value"',
        'FROM "main"."energy_usage"',
        `WHERE "source" = 'Solar'`,
        'ORDER BY "value" DESC',
        'LIMIT 20 OFFSET 40',
      ].join('\n'),
    );
  });

  it('drill to detail cannot order by a metric', () => {
    // Act
    const failure = failureOf(() => compile({ orderby: [['count', false]] }, { mode: 'drill_detail' }));

    // Assert
    expect([failure.status, failure.message]).toEqual([400, "Invalid orderby item: 'count'"]);
  });

  it('is_rowcount counts the rows of the query without its offset', () => {
    // Act
    const compiled = compile({
      columns: ['name'],
      metrics: ['count'],
      is_rowcount: true,
      row_limit: 10,
      row_offset: 30,
    });

    // Assert
    expect({ sql: compiled.sql, columns: compiled.columns }).toEqual({
      sql: [
        'SELECT COUNT(*) AS "rowcount"',
        'FROM (',
        'SELECT "name" AS "name", COUNT(*) AS "count"',
        FROM,
        'GROUP BY "name"',
        'ORDER BY COUNT(*) DESC',
        'LIMIT 10',
        ') AS "rowcount_qry"',
      ].join('\n'),
      columns: [{ label: 'rowcount', engineName: 'rowcount', kind: 'metric', isDttm: false }],
    });
  });
});

describe('virtual datasets and templates', () => {
  const virtual = exampleDataset('birth_names', {
    kind: 'virtual',
    sql: "SELECT * FROM birth_names WHERE state = '{{ state }}';\n",
  });

  it('reads a virtual dataset as its rendered SQL aliased virtual_table', () => {
    // Act
    const { sql } = compile(
      { columns: ['name'], row_limit: 1 },
      { dataset: virtual, template: { params: { state: 'CA' } } },
    );

    // Assert
    expect(sql).toBe(
      [
        'SELECT "name" AS "name"',
        'FROM (',
        "SELECT * FROM birth_names WHERE state = 'CA'",
        ') AS "virtual_table"',
        'LIMIT 1',
      ].join('\n'),
    );
  });

  it('renders url_param and filter_values in WHERE from the query itself', () => {
    // Act
    const { sql } = compile({
      columns: ['name'],
      filters: [{ col: 'state', op: 'IN', val: ['NY'] }],
      extras: { where: "gender = '{{ url_param('g') }}' AND '{{ filter_values('state')[0] }}' = 'NY'" },
      url_params: { g: "bo'y" },
      row_limit: 1,
    });

    // Assert
    expect(sql.split('\n')[2]).toBe(`WHERE "state" IN ('NY') AND (gender = 'bo''y' AND 'NY' = 'NY')`);
  });

  it('gives templates the resolved time bounds', () => {
    // Act
    const { sql } = compile({
      columns: ['name'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2001-01-01 : 2002-01-01' }],
      extras: { where: "ds < '{{ to_dttm }}'" },
      row_limit: 1,
    });

    // Assert
    expect(sql.split('\n')[2]).toBe(
      `WHERE "ds" >= TIMESTAMP '2001-01-01 00:00:00' AND "ds" < TIMESTAMP '2002-01-01 00:00:00' AND (ds < '2002-01-01T00:00:00.000Z')`,
    );
  });
});

describe('series limit', () => {
  const topSeries = {
    columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' }, 'name'],
    metrics: ['sum__num'],
    series_columns: ['name'],
    series_limit: 5,
    filters: [{ col: 'gender', op: '==' as const, val: 'girl' }],
    row_limit: 1000,
  };

  it('joins the top N series ranked by the first metric under the same filters', () => {
    // Act
    const { sql } = compile(topSeries);

    // Assert
    expect(sql).toBe(
      [
        `SELECT date_trunc('year', CAST("ds" AS TIMESTAMP)) AS "ds", "name" AS "name", SUM(num) AS "sum__num"`,
        FROM,
        'INNER JOIN (',
        'SELECT "name" AS "__series_0"',
        FROM,
        `WHERE "gender" = 'girl'`,
        'GROUP BY "name"',
        'ORDER BY SUM(num) DESC',
        'LIMIT 5',
        ') AS "series_limit" ON "name" = "series_limit"."__series_0"',
        `WHERE "gender" = 'girl'`,
        `GROUP BY date_trunc('year', CAST("ds" AS TIMESTAMP)), "name"`,
        'ORDER BY SUM(num) DESC',
        'LIMIT 1000',
      ].join('\n'),
    );
  });

  it('ranks by series_limit_metric when given', () => {
    // Act
    const { sql } = compile({ ...topSeries, series_limit_metric: 'count' });

    // Assert
    expect(sql.split('\n')[7]).toBe('ORDER BY COUNT(*) DESC');
  });

  it("Trino's grammar parses the series-limited query", () => {
    // Arrange
    const { sql } = compile(topSeries, { dialect: 'trino' });

    // Act
    const problem = sqlSyntaxError(sql, DIALECTS.trino);

    // Assert
    expect(problem).toBeUndefined();
  });

  it('a series column missing from columns is a 400', () => {
    // Act
    const failure = failureOf(() => compile({ ...topSeries, series_columns: ['state'] }));

    // Assert
    expect([failure.status, failure.message]).toEqual([
      400,
      'The following entries in `series_columns` are missing in `columns`: "state".',
    ]);
  });
});
