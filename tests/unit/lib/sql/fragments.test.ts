import { describe, expect, it } from 'vitest';
import { QueryEngineError } from '#shared/errors.ts';
import type { ParsingDialect } from '#functions/lib/sql/parser.ts';
import { assertSafeFragment, type FragmentClause } from '#functions/lib/sql/fragments.ts';
import { duckDbDialect, trinoDialect } from './parsing-dialects.ts';

const both: [string, ParsingDialect][] = [
  ['duckdb', duckDbDialect],
  ['trino', trinoDialect],
];

const MULTIPLE = {
  message: 'Custom SQL fields cannot contain more than one statement',
  error_type: 'INVALID_SQL_ERROR',
};
const SUBQUERY = { message: 'Ad hoc subquery not allowed', error_type: 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR' };
const DML = { message: 'Custom SQL fields cannot contain DML or DDL', error_type: 'INVALID_SQL_ERROR' };
const INVALID = { message: 'Invalid SQL fragment', error_type: 'INVALID_SQL_ERROR' };
const SETTINGS = {
  message:
    "The function current_setting() is not allowed: queries cannot see the engine's settings or where the server keeps its files.",
  error_type: 'QUERY_SECURITY_ACCESS_ERROR',
};
const FILES = {
  message:
    'The function read_text() is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.',
  error_type: 'QUERY_SECURITY_ACCESS_ERROR',
};
type Refusal = typeof MULTIPLE;

const attempts: [fragment: string, clause: FragmentClause, refusal: Refusal][] = [
  ['1=1; DROP TABLE birth_names', 'where', MULTIPLE],
  ['num > 1;\nDELETE FROM t', 'where', MULTIPLE],
  ['SUM(num); SELECT 1', 'metric', MULTIPLE],
  ['num IN (SELECT num FROM secrets)', 'where', SUBQUERY],
  ['EXISTS (SELECT 1 FROM users)', 'where', SUBQUERY],
  ['num IN (/**/SeLeCt num FROM secrets)', 'where', SUBQUERY],
  ['num IN (\n\tselect\n\tnum from secrets)', 'where', SUBQUERY],
  ['(SELECT max(num) FROM birth_names)', 'metric', SUBQUERY],
  ['ARRAY(SELECT 1)', 'column', SUBQUERY],
  ['num IN (WITH s AS (SELECT 1) SELECT * FROM s)', 'where', SUBQUERY],
  ['num IN (FROM secrets)', 'where', SUBQUERY],
  ['num IN (TABLE secrets)', 'where', SUBQUERY],
  ['count(*) > (VALUES (1))', 'having', SUBQUERY],
  ['1=1) UNION SELECT password FROM users WHERE (1=1', 'where', SUBQUERY],
  ['DELETE FROM birth_names', 'where', DML],
  ['(DROP TABLE birth_names)', 'where', DML],
  ['INSERT INTO t VALUES (1)', 'column', DML],
  ["ATTACH 'evil.db'", 'column', DML],
  ['1=1 --', 'where', INVALID],
  ['num > 1 -- and the rest', 'where', INVALID],
  ['1=1 /* swallow', 'where', INVALID],
  ["name = 'unterminated", 'where', INVALID],
  ['"unterminated = 1', 'where', INVALID],
  ['(num > 1', 'where', INVALID],
  ['num > 1) OR (1=1', 'where', INVALID],
  ['1=1 ORDER BY 1', 'where', INVALID],
  ['num FROM secrets', 'column', INVALID],
  ['num, password', 'column', INVALID],
  ['   ', 'where', INVALID],
  ["max(current_setting('allowed_paths'))", 'metric', SETTINGS],
  ["ds::VARCHAR || Current_Setting('secret_directory')", 'column', SETTINGS],
  ["length(read_text('/etc/passwd'))", 'metric', FILES],
];

const legitimate: [fragment: string, clause: FragmentClause][] = [
  ["num > 10 AND name LIKE 'A%'", 'where'],
  ['SUM(num) / COUNT(*)', 'metric'],
  ["CASE WHEN x='select' THEN 1 END", 'column'],
  [`"gender" = 'boy'`, 'where'],
  ["date_trunc('month', ds)", 'column'],
  ['selected_count > 3', 'where'],
  ['SUM(num) > 100', 'having'],
  ["name = 'a; b'", 'where'],
  ["name = 'drop table; select'", 'where'],
  ['num > 1 -- a comment ending the line\n', 'where'],
  ['num /* inline */ > 1', 'where'],
  ['COUNT(DISTINCT name)', 'metric'],
  ['EXTRACT(year FROM ds)', 'column'],
  ['a IS DISTINCT FROM b', 'where'],
  ['percentile_cont(0.5) WITHIN GROUP (ORDER BY num)', 'metric'],
  ['update_count IS NULL', 'where'],
  ['"update" IS NULL', 'where'],
  ['coalesce(num, 0) BETWEEN 1 AND 10', 'where'],
];

function refusalOf(fragment: string, dialect: ParsingDialect, clause: FragmentClause): unknown {
  try {
    assertSafeFragment(fragment, dialect, clause);
    return undefined;
  } catch (error) {
    return error instanceof QueryEngineError ? { status: error.status, body: error.toBody() } : error;
  }
}

describe.each(both)('assertSafeFragment (%s)', (_name, dialect) => {
  it.each(attempts)('refuses %j in %s', (fragment, clause, refusal) => {
    // Act
    const outcome = refusalOf(fragment, dialect, clause);

    // Assert
    expect(outcome).toEqual({ status: 400, body: { errors: [{ ...refusal, level: 'error', extra: {} }] } });
  });

  it.each(legitimate)('accepts %j in %s', (fragment, clause) => {
    // Act
    const outcome = refusalOf(fragment, dialect, clause);

    // Assert
    expect(outcome).toBeUndefined();
  });
});

describe('assertSafeFragment (DuckDB-only syntax)', () => {
  it.each([
    ['col::DATE', 'column'],
    ['list_filter([1, 2, 3], x -> x > 1)', 'column'],
    ["{'a': 1}.a = 1", 'where'],
  ] as [string, FragmentClause][])(
    'accepts %j through the token scan when the grammar cannot parse it',
    (fragment, clause) => {
      // Act
      const outcome = refusalOf(fragment, duckDbDialect, clause);

      // Assert
      expect(outcome).toBeUndefined();
    },
  );

  it('refuses a sub-query the grammar cannot parse', () => {
    // Act
    const outcome = refusalOf('num IN (SELECT * FROM t GROUP BY ALL)', duckDbDialect, 'where');

    // Assert
    expect(outcome).toEqual({ status: 400, body: { errors: [{ ...SUBQUERY, level: 'error', extra: {} }] } });
  });
});

describe('assertSafeFragment asked again (a warm function keeps its verdicts)', () => {
  it('refuses a fragment every time it is sent, each time with an error of its own', () => {
    // Arrange
    const errorOf = () => {
      try {
        assertSafeFragment('num IN (SELECT num FROM secrets)', duckDbDialect, 'where');
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const first = errorOf();

    // Act
    const again = errorOf();

    // Assert
    expect(again).toBeInstanceOf(QueryEngineError);
    expect(again).not.toBe(first);
    expect((again as QueryEngineError).toBody()).toEqual({ errors: [{ ...SUBQUERY, level: 'error', extra: {} }] });
  });

  it('judges a fragment for each clause: two columns are refused as a column and accepted in a WHERE', () => {
    // Arrange
    const asColumn = refusalOf('num, name', duckDbDialect, 'column');

    // Act
    const inWhere = refusalOf('num, name', duckDbDialect, 'where');

    // Assert
    expect([asColumn, inWhere]).toEqual([
      { status: 400, body: { errors: [{ ...INVALID, level: 'error', extra: {} }] } },
      undefined,
    ]);
  });
});
