import { describe, expect, it } from 'vitest';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import type { ChartDataQueryObjectInput } from '#shared/query-context/index.ts';
import { DIALECTS, compile, exampleDataset, failureOf } from './fixtures.ts';

const HEAD = 'SELECT "name" AS "name"\nFROM "main"."birth_names"';

describe('values are quoted, never spliced', () => {
  const quoted: [string, ChartDataQueryObjectInput, string][] = [
    [
      'a comment-terminated OR in an equality',
      { columns: ['name'], filters: [{ col: 'gender', op: '==', val: "' OR 1=1 --" }], row_limit: 5 },
      `${HEAD}\nWHERE "gender" = ''' OR 1=1 --'\nLIMIT 5`,
    ],
    [
      'a statement break in an IN list',
      { columns: ['name'], filters: [{ col: 'state', op: 'IN', val: ["x'); DROP TABLE t; --"] }], row_limit: 5 },
      `${HEAD}\nWHERE "state" IN ('x''); DROP TABLE t; --')\nLIMIT 5`,
    ],
    [
      'a quote in a LIKE pattern',
      { columns: ['name'], filters: [{ col: 'name', op: 'LIKE', val: "%' OR 'a'='a" }], row_limit: 5 },
      `${HEAD}\nWHERE "name" LIKE '%'' OR ''a''=''a'\nLIMIT 5`,
    ],
  ];

  it.each(quoted)('%s is escaped (DuckDB)', (_name, query, expected) => {
    // Act
    const { sql } = compile(query);

    // Assert
    expect(sql).toBe(expected);
  });

  it.each(quoted)('%s stays one Trino statement that parses', (_name, query) => {
    // Arrange
    const { sql } = compile(query, { dialect: 'trino' });

    // Act
    const problem = sqlSyntaxError(sql, DIALECTS.trino);

    // Assert
    expect(problem).toBeUndefined();
  });

  it.each(['1 OR 1=1', '1; DROP TABLE t', '0x10'])('a numeric column refuses %j with a 400', (value) => {
    // Act
    const failure = failureOf(() => compile({ columns: ['name'], filters: [{ col: 'num', op: '>', val: value }] }));

    // Assert
    expect(failure).toEqual({
      status: 400,
      message: `Invalid value ${JSON.stringify(value)} for a numeric column`,
      errorType: 'INVALID_PAYLOAD_FORMAT_ERROR',
    });
  });

  it('labels are quoted identifiers, embedded quotes doubled', () => {
    // Act
    const { sql } = compile({
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n" FROM t; --' }],
      row_limit: 5,
    });

    // Assert
    expect(sql).toBe('SELECT COUNT(*) AS "n"" FROM t; --"\nFROM "main"."birth_names"\nORDER BY COUNT(*) DESC\nLIMIT 5');
  });

  it('a filter on a column the dataset lacks is skipped and reported, its name never reaching SQL', () => {
    // Act
    const { sql, rejectedFilters } = compile({
      columns: ['name'],
      filters: [{ col: 'x" = "x', op: '==', val: 1 }],
      row_limit: 5,
    });

    // Assert
    expect({ sql, rejectedFilters }).toEqual({
      sql: `${HEAD}\nLIMIT 5`,
      rejectedFilters: [{ column: 'x" = "x', reason: 'not_in_datasource' }],
    });
  });

  it('a column name the dataset lacks is refused with a 400', () => {
    // Act
    const failure = failureOf(() => compile({ columns: ['name', 'password'] }));

    // Assert
    expect(failure).toEqual({
      status: 400,
      message: "Columns missing in dataset: ['password']",
      errorType: 'INVALID_PAYLOAD_FORMAT_ERROR',
    });
  });
});

describe('free-form SQL fragments are checked', () => {
  const refused: [string, ChartDataQueryObjectInput, string][] = [
    [
      'a second statement in WHERE',
      { columns: ['name'], extras: { where: '1=1; DROP TABLE birth_names' } },
      'INVALID_SQL_ERROR',
    ],
    [
      'a sub-query in WHERE',
      { columns: ['name'], extras: { where: 'name IN (SELECT name FROM secrets)' } },
      'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
    ],
    [
      'a comment swallowing the rest of HAVING',
      { columns: ['name'], metrics: ['count'], extras: { having: 'COUNT(*) > 1 --' } },
      'INVALID_SQL_ERROR',
    ],
    [
      'a sub-query as an ad-hoc column',
      { columns: [{ sqlExpression: '(SELECT secret FROM keys)', label: 's' }] },
      'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
    ],
    [
      'a metric closing its own query',
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)) FROM t --', label: 'm' }] },
      'INVALID_SQL_ERROR',
    ],
    [
      'DDL as a metric',
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'DROP TABLE birth_names', label: 'm' }] },
      'INVALID_SQL_ERROR',
    ],
  ];

  it.each(refused)('%s is refused with a 400', (_name, query, errorType) => {
    // Act
    const failure = failureOf(() => compile(query));

    // Assert
    expect({ status: failure.status, errorType: failure.errorType }).toEqual({ status: 400, errorType });
  });

  it.each([
    ['applies', true, [`WHERE ("name" LIKE 'A%')`]],
    ['leaves out', false, []],
  ])(
    "%s the dataset's fetch_values_predicate when the query asks for it with apply_fetch_values_predicate=%s",
    (_case, apply, where) => {
      // Arrange
      const dataset = exampleDataset('birth_names', { fetch_values_predicate: `"name" LIKE 'A%'` });

      // Act
      const { sql } = compile(
        { columns: ['gender'], metrics: [], apply_fetch_values_predicate: apply, row_limit: 5 },
        { dataset },
      );

      // Assert
      expect(sql).toBe(
        ['SELECT "gender" AS "gender"', 'FROM "main"."birth_names"', ...where, 'GROUP BY "gender"', 'LIMIT 5'].join(
          '\n',
        ),
      );
    },
  );

  it('refuses a stored fetch_values_predicate chart data would refuse, as a WHERE fragment', () => {
    // Arrange
    const dataset = exampleDataset('birth_names', { fetch_values_predicate: 'name IN (SELECT name FROM secrets)' });

    // Act
    const attempt = () =>
      compile({ columns: ['gender'], metrics: [], apply_fetch_values_predicate: true }, { dataset });

    // Assert
    expect(attempt).toThrow('Ad hoc subquery not allowed');
  });

  it('an ordinary WHERE and HAVING are ANDed in parentheses', () => {
    // Act
    const { sql } = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'state', op: '==', val: 'CA' }],
      extras: { where: "name = 'Anna' OR num > 5", having: 'COUNT(*) > 1' },
      row_limit: 5,
    });

    // Assert
    expect(sql).toBe(
      [
        'SELECT "gender" AS "gender", COUNT(*) AS "count"',
        'FROM "main"."birth_names"',
        `WHERE "state" = 'CA' AND (name = 'Anna' OR num > 5)`,
        'GROUP BY "gender"',
        'HAVING (COUNT(*) > 1)',
        'ORDER BY COUNT(*) DESC',
        'LIMIT 5',
      ].join('\n'),
    );
  });
});
