import { describe, expect, it } from 'vitest';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import type { FilterValue } from '#shared/query-context/index.ts';
import { DIALECTS, compile, exampleDataset } from './fixtures.ts';

/** birth_names with a boolean column, for IS TRUE and IS FALSE. */
const withFlag = exampleDataset('birth_names');
withFlag.columns.push({ ...withFlag.columns[0]!, id: 99, column_name: 'flag', type: 'BOOLEAN', is_dttm: false });

type Row = [op: string, col: string, val: FilterValue | FilterValue[] | undefined, duckdb: string, trino: string];
const same = (op: string, col: string, val: Row[2], condition: string): Row => [op, col, val, condition, condition];

/** Each operator's WHERE condition in DuckDB and Trino. */
const OPERATORS: Row[] = [
  same('==', 'gender', 'boy', `"gender" = 'boy'`),
  same('==', 'num', 5, `"num" = 5`),
  same('==', 'gender', null, `"gender" IS NULL`),
  same('!=', 'gender', 'boy', `"gender" <> 'boy'`),
  same('!=', 'gender', null, `"gender" IS NOT NULL`),
  same('>', 'num', 10, `"num" > 10`),
  same('<', 'num', '10', `"num" < 10`),
  same('>=', 'num', 2.5, `"num" >= 2.5`),
  same('<=', 'num', -3, `"num" <= -3`),
  ['==', 'ds', '2000-01-01', `"ds" = TIMESTAMP '2000-01-01 00:00:00'`, `"ds" = TIMESTAMP '2000-01-01 00:00:00.000'`],
  same('LIKE', 'name', 'A%', `"name" LIKE 'A%'`),
  same('NOT LIKE', 'name', 'A%', `"name" NOT LIKE 'A%'`),
  ['ILIKE', 'name', 'a%', `"name" ILIKE 'a%'`, `lower("name") LIKE lower('a%')`],
  ['NOT ILIKE', 'name', 'a%', `NOT ("name" ILIKE 'a%')`, `NOT (lower("name") LIKE lower('a%'))`],
  ['REGEX', 'name', '^A.*', `regexp_matches("name", '^A.*')`, `regexp_like("name", '^A.*')`],
  same('IN', 'state', ['CA', 'NY'], `"state" IN ('CA', 'NY')`),
  same('IN', 'state', 'CA', `"state" IN ('CA')`),
  same('IN', 'state', [], '1 = 0'),
  same('IN', 'state', ['CA', null], `("state" IN ('CA') OR "state" IS NULL)`),
  same('IN', 'state', [null], `"state" IS NULL`),
  same('IN', 'num', [1, '2'], `"num" IN (1, 2)`),
  same('NOT IN', 'state', ['CA'], `"state" NOT IN ('CA')`),
  same('NOT IN', 'state', ['CA', null], `("state" NOT IN ('CA') AND "state" IS NOT NULL)`),
  same('NOT IN', 'state', [null], `"state" IS NOT NULL`),
  same('IS NULL', 'state', undefined, `"state" IS NULL`),
  same('IS NOT NULL', 'state', undefined, `"state" IS NOT NULL`),
  same('IS TRUE', 'flag', undefined, `"flag" = TRUE`),
  same('IS FALSE', 'flag', undefined, `"flag" = FALSE`),
  [
    'TEMPORAL_RANGE',
    'ds',
    '2000-01-01 : 2001-01-01',
    `"ds" >= TIMESTAMP '2000-01-01 00:00:00' AND "ds" < TIMESTAMP '2001-01-01 00:00:00'`,
    `"ds" >= TIMESTAMP '2000-01-01 00:00:00.000' AND "ds" < TIMESTAMP '2001-01-01 00:00:00.000'`,
  ],
  [
    'TEMPORAL_RANGE',
    'ds',
    '2000-01-01 : ',
    `"ds" >= TIMESTAMP '2000-01-01 00:00:00'`,
    `"ds" >= TIMESTAMP '2000-01-01 00:00:00.000'`,
  ],
  [
    'LATEST PARTITION',
    'ds',
    undefined,
    `"ds" IN (SELECT max("ds") FROM "main"."birth_names")`,
    `"ds" IN (SELECT max("ds") FROM "main"."birth_names$partitions")`,
  ],
  [
    'LATEST_PARTITION',
    'state',
    undefined,
    `"state" IN (SELECT max("state") FROM "main"."birth_names")`,
    `"state" IN (SELECT max("state") FROM "main"."birth_names$partitions")`,
  ],
];

const cases = OPERATORS.flatMap(([op, col, val, duckdb, trino]) => [
  { dialect: 'duckdb' as const, op, col, val, condition: duckdb },
  { dialect: 'trino' as const, op, col, val, condition: trino },
]);

const rawQuery = (op: string, col: string, val: Row[2]) => ({
  columns: ['name'],
  filters: [{ col, op: op as 'IN', ...(val === undefined ? {} : { val }) }],
  row_limit: 10,
});

describe('filter operators', () => {
  it.each(cases)('$dialect: $col $op $val', ({ dialect, op, col, val, condition }) => {
    // Act
    const { sql } = compile(rawQuery(op, col, val), { dialect, dataset: withFlag });

    // Assert
    expect(sql).toBe(`SELECT "name" AS "name"\nFROM "main"."birth_names"\nWHERE ${condition}\nLIMIT 10`);
  });

  it.each(cases.filter((row) => row.dialect === 'trino'))(
    "Trino's grammar parses $col $op $val",
    ({ op, col, val }) => {
      // Arrange
      const { sql } = compile(rawQuery(op, col, val), { dialect: 'trino', dataset: withFlag });

      // Act
      const problem = sqlSyntaxError(sql, DIALECTS.trino);

      // Assert
      expect(problem).toBeUndefined();
    },
  );

  it.each(['duckdb', 'trino'] as const)('%s: NOT IN an empty list filters nothing', (dialect) => {
    // Act
    const { sql, appliedFilters } = compile(rawQuery('NOT IN', 'state', []), { dialect });

    // Assert
    expect({ sql, appliedFilters }).toEqual({
      sql: 'SELECT "name" AS "name"\nFROM "main"."birth_names"\nLIMIT 10',
      appliedFilters: [{ column: 'state' }],
    });
  });

  it('LATEST PARTITION of a virtual dataset reads the maximum over its SQL, on Athena too', () => {
    // Arrange
    const virtual = exampleDataset('birth_names', { kind: 'virtual', sql: 'SELECT * FROM birth_names' });

    // Act
    const { sql } = compile(rawQuery('LATEST PARTITION', 'ds', undefined), { dialect: 'trino', dataset: virtual });

    // Assert
    expect(sql).toContain(`WHERE "ds" IN (SELECT max("ds") FROM (\nSELECT * FROM birth_names\n) AS "virtual_table")`);
  });

  it('LATEST PARTITION of a calculated column is refused with a 400', () => {
    // Act
    const act = () => compile(rawQuery('LATEST PARTITION', 'num_california', undefined));

    // Assert
    expect(act).toThrow('LATEST PARTITION needs a physical column of the dataset');
  });

  it('a TEMPORAL_RANGE of No filter bounds nothing', () => {
    // Act
    const { sql, fromDttm, toDttm } = compile(rawQuery('TEMPORAL_RANGE', 'ds', 'No filter'));

    // Assert
    expect({ sql, fromDttm, toDttm }).toEqual({
      sql: 'SELECT "name" AS "name"\nFROM "main"."birth_names"\nLIMIT 10',
      fromDttm: null,
      toDttm: null,
    });
  });

  it('a filter on a temporal column with a grain compares the truncated value', () => {
    // Act
    const { sql } = compile({
      columns: ['name'],
      filters: [{ col: 'ds', op: '==', val: '2000-01-01', grain: 'P1Y' }],
      row_limit: 10,
    });

    // Assert
    expect(sql).toBe(
      `SELECT "name" AS "name"\nFROM "main"."birth_names"\nWHERE date_trunc('year', CAST("ds" AS TIMESTAMP)) = TIMESTAMP '2000-01-01 00:00:00'\nLIMIT 10`,
    );
  });

  it('a comparison without a value is refused with a 400', () => {
    // Act
    const act = () => compile(rawQuery('>', 'num', undefined));

    // Assert
    expect(act).toThrow('Must specify a value for filters with comparison operators');
  });
});
