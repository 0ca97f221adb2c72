import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import type { LiteralValue, SqlDialect } from '#functions/lib/sql/dialect.ts';
import { dialectFor } from '#functions/lib/sql/dialects.ts';
import { duckDbDialect } from '#functions/lib/sql/duckdb-dialect.ts';
import { trinoDialect } from '#functions/lib/sql/trino-dialect.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';

const both: [string, SqlDialect][] = [
  ['duckdb', duckDbDialect],
  ['trino', trinoDialect],
];

describe('dialectFor', () => {
  it('answers DuckDB for duckdb and Trino for Athena', () => {
    // Act
    const names = [dialectFor('duckdb').name, dialectFor('awsathena').name];

    // Assert
    expect(names).toEqual(['duckdb', 'trino']);
  });

  it.each(both)('%s offers every grain of TIME_GRAINS', (_name, dialect) => {
    // Act
    const grains = dialect.timeGrains;

    // Assert
    expect(grains).toEqual(TIME_GRAINS.map((grain) => grain.duration));
  });
});

describe.each(both)('%s quoting', (_name, dialect) => {
  it('doubles quotes inside identifiers', () => {
    // Act
    const quoted = dialect.quoteIdentifier('we"ird name');

    // Assert
    expect(quoted).toBe('"we""ird name"');
  });

  it('quotes each part of a table reference and omits absent parts', () => {
    // Act
    const references = [
      dialect.qualifiedTable({ catalog: 'awsdatacatalog', schema: 'main', table: 'birth_names' }),
      dialect.qualifiedTable({ catalog: null, schema: 'main', table: 'birth_names' }),
      dialect.qualifiedTable({ table: 'birth_names' }),
    ];

    // Assert
    expect(references).toEqual(['"awsdatacatalog"."main"."birth_names"', '"main"."birth_names"', '"birth_names"']);
  });

  it('doubles single quotes inside strings', () => {
    // Act
    const literal = dialect.stringLiteral("it's");

    // Assert
    expect(literal).toBe("'it''s'");
  });
});

describe.each(both)('%s literal() typed by the column', (_name, dialect) => {
  const accepted: [LiteralValue, string | null | undefined, string][] = [
    [10, 'BIGINT', '10'],
    ['10.5', 'DECIMAL(10,2)', '10.5'],
    [' -3e2 ', 'DOUBLE', '-3e2'],
    [true, 'BOOLEAN', 'TRUE'],
    ['false', 'boolean', 'FALSE'],
    [1, 'BOOLEAN', 'TRUE'],
    [0, 'BOOLEAN', 'FALSE'],
    [null, 'BIGINT', 'NULL'],
    ["O'Brien", 'VARCHAR', "'O''Brien'"],
    [42, 'VARCHAR', "'42'"],
    ['2020-01-01', 'DATE', "DATE '2020-01-01'"],
    ['10:30:00', 'TIME', "TIME '10:30:00'"],
    ['boy', undefined, "'boy'"],
    [7, null, '7'],
    [false, undefined, 'FALSE'],
  ];

  it.each(accepted)('renders %j for a %s column as %s', (value, type, expected) => {
    // Act
    const literal = dialect.literal(value, type);

    // Assert
    expect(literal).toBe(expected);
  });

  const refused: [LiteralValue, string][] = [
    ['1 OR 1=1', 'BIGINT'],
    ['10; DROP TABLE t', 'INTEGER'],
    ['0x10', 'INT'],
    [Number.NaN, 'DOUBLE'],
    ['yes', 'BOOLEAN'],
    [2, 'BOOLEAN'],
    ["2020-01-01' OR '1'='1", 'TIMESTAMP'],
    ['2020-02-31', 'DATE'],
    [true, 'TIMESTAMP'],
    ["10:00' --", 'TIME'],
  ];

  it.each(refused)('refuses %j for a %s column with a 400', (value, type) => {
    // Act
    const render = () => dialect.literal(value, type);

    // Assert
    expect(render).toThrow(BadRequestError);
  });

  it('reads ISO date-times with an offset as the UTC instant', () => {
    // Act
    const literal = dialect.literal('2020-01-01T12:00:00+02:00', 'DATE');

    // Assert
    expect(literal).toBe("DATE '2020-01-01'");
  });

  it('refuses a negative or fractional row limit', () => {
    // Act
    const clauses = [() => dialect.limitOffset(-1), () => dialect.limitOffset(1.5), () => dialect.limitOffset(10, -2)];

    // Assert
    for (const clause of clauses) expect(clause).toThrow(BadRequestError);
  });
});

describe('duckDbDialect SQL pieces', () => {
  it('writes TIMESTAMP literals without a fraction unless it has milliseconds', () => {
    // Act
    const literals = [
      duckDbDialect.literal('2020-01-01T10:20:30Z', 'TIMESTAMP'),
      duckDbDialect.literal('2020-01-01 10:20:30.5', 'TIMESTAMP WITH TIME ZONE'),
      duckDbDialect.literal(Date.UTC(2020, 0, 1), 'TIMESTAMP'),
    ];

    // Assert
    expect(literals).toEqual([
      "TIMESTAMP '2020-01-01 10:20:30'",
      "TIMESTAMP '2020-01-01 10:20:30.500'",
      "TIMESTAMP '2020-01-01 00:00:00'",
    ]);
  });

  it('uses ILIKE, regexp_matches, LIMIT before OFFSET and keeps labels as written', () => {
    // Act
    const pieces = [
      duckDbDialect.ilike('"name"', "'a%'"),
      duckDbDialect.regexMatch('"name"', "'^A'"),
      duckDbDialect.limitOffset(10, 20),
      duckDbDialect.columnAlias('SUM(Num)'),
    ];

    // Assert
    expect(pieces).toEqual([`"name" ILIKE 'a%'`, `regexp_matches("name", '^A')`, 'LIMIT 10 OFFSET 20', 'SUM(Num)']);
  });

  it('names the DuckDB grammars (node-sql-parser has no DuckDB one, PostgreSQL is closest)', () => {
    // Act
    const names = [duckDbDialect.name, duckDbDialect.parserDatabase, duckDbDialect.formatterLanguage];

    // Assert
    expect(names).toEqual(['duckdb', 'postgresql', 'duckdb']);
  });
});
