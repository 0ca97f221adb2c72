import { beforeAll, describe, expect, it } from 'vitest';
import { dialectFor } from '#functions/lib/sql/dialects.ts';
import { type ParsingDialect, withGrammar } from '#functions/lib/sql/parser.ts';
import { applyTableRowFilters, type TableRowFilter } from '#functions/lib/sql/table-row-filters.ts';

const FILTERS: TableRowFilter[] = [{ schema: 'main', table: 'birth_names', condition: "(state = 'CA')" }];
let duckdb: ParsingDialect;
let trino: ParsingDialect;

beforeAll(async () => {
  [duckdb, trino] = await Promise.all([withGrammar(dialectFor('duckdb')), withGrammar(dialectFor('awsathena'))]);
});

describe('applyTableRowFilters', () => {
  it.each<[string, string, string]>([
    [
      'an unqualified table, keeping its name',
      'SELECT state FROM birth_names',
      `SELECT state FROM (SELECT * FROM "birth_names" WHERE (state = 'CA')) AS "birth_names"`,
    ],
    [
      'a table in a filter of a sub-query',
      'SELECT 1 WHERE 1 IN (SELECT num FROM main.birth_names)',
      `SELECT 1 WHERE 1 IN (SELECT num FROM (SELECT * FROM "main"."birth_names" WHERE (state = 'CA')) AS "birth_names")`,
    ],
  ])('reads %s filtered', (_case, sql, expected) => {
    // Act
    const rewritten = applyTableRowFilters(sql, FILTERS, duckdb);

    // Assert
    expect(rewritten).toBe(expected);
  });

  it.each<[string, string]>([
    ['a statement naming no filtered table', 'SELECT * FROM flights'],
    ['a table of another schema', 'SELECT * FROM other.birth_names'],
    ['a CTE of the same name', "WITH birth_names AS (SELECT 'NY' AS state) SELECT state FROM birth_names"],
    ['the name in a string only', "SELECT 'birth_names' AS name"],
  ])('leaves %s as written', (_case, sql) => {
    // Act
    const rewritten = applyTableRowFilters(sql, FILTERS, duckdb);

    // Assert
    expect(rewritten).toBe(sql);
  });

  it('quotes as Athena does', () => {
    // Act
    const rewritten = applyTableRowFilters('SELECT * FROM "main"."birth_names" b', FILTERS, trino);

    // Assert
    expect(rewritten).toContain(`FROM (SELECT * FROM "main"."birth_names" WHERE (state = 'CA')) AS "b"`);
  });

  it.each<[string, string]>([
    ['DML on the table', "DELETE FROM birth_names WHERE state = 'NY'"],
    ['a statement it cannot parse', 'SELECT state FROM birth_names QUALIFY 1 = 1 ;; nonsense'],
  ])('refuses %s rather than run it unfiltered', (_case, sql) => {
    // Act
    const act = () => applyTableRowFilters(sql, FILTERS, duckdb);

    // Assert
    expect(act).toThrow('Row level security applies to a table this query reads');
  });
});
