import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import { trinoDialect } from './parsing-dialects.ts';

describe('trinoDialect time grains', () => {
  it.each(TIME_GRAINS.map((grain) => grain.duration))('%s parses with the trino grammar', (grain) => {
    // Arrange
    const expression = trinoDialect.timeGrainExpression('"ds"', grain);

    // Act
    const error = sqlSyntaxError(`SELECT ${expression} AS "__timestamp" FROM "main"."t"`, trinoDialect);

    // Assert
    expect(error).toBeUndefined();
  });

  it('casts the column to TIMESTAMP inside a truncation', () => {
    // Act
    const expression = trinoDialect.timeGrainExpression('"ds"', 'P1D');

    // Assert
    expect(expression).toBe(`date_trunc('day', CAST("ds" AS TIMESTAMP))`);
  });

  it('steps back by the remainder for multiples of a unit', () => {
    // Act
    const expression = trinoDialect.timeGrainExpression('"ds"', 'PT15M');

    // Assert
    expect(expression).toBe(
      `date_trunc('minute', CAST("ds" AS TIMESTAMP)) - interval '1' minute * (minute(CAST("ds" AS TIMESTAMP)) % 15)`,
    );
  });

  it('builds the week-ending-Saturday grain from the Monday week', () => {
    // Act
    const expression = trinoDialect.timeGrainExpression('"ds"', 'P1W/1970-01-03T00:00:00Z');

    // Assert
    expect(expression).toBe(`date_trunc('week', CAST("ds" AS TIMESTAMP) + interval '1' day) + interval '5' day`);
  });

  it('leaves the column alone without a grain', () => {
    // Act
    const expressions = [null, undefined, ''].map((grain) => trinoDialect.timeGrainExpression('"ds"', grain));

    // Assert
    expect(expressions).toEqual(['"ds"', '"ds"', '"ds"']);
  });

  it('refuses an unknown grain with a 400', () => {
    // Act
    const build = () => trinoDialect.timeGrainExpression('"ds"', 'P2D');

    // Assert
    expect(build).toThrow(new BadRequestError('No grain spec for P2D for database trino'));
  });

  it('converts epochs with from_unixtime', () => {
    // Act
    const expressions = [
      trinoDialect.epochToTimestamp('"t"', 'epoch_s'),
      trinoDialect.epochToTimestamp('"t"', 'epoch_ms'),
    ];

    // Assert
    expect(expressions).toEqual(['from_unixtime("t")', 'from_unixtime("t" / 1000)']);
  });
});

describe('trinoDialect SQL pieces', () => {
  it('writes TIMESTAMP literals with milliseconds and DATE literals for DATE columns', () => {
    // Arrange
    const instant = new Date('2020-01-01T10:20:30.045Z');

    // Act
    const literals = [trinoDialect.temporalLiteral(instant), trinoDialect.temporalLiteral(instant, 'date')];

    // Assert
    expect(literals).toEqual([`TIMESTAMP '2020-01-01 10:20:30.045'`, `DATE '2020-01-01'`]);
  });

  it('matches case-insensitively by lower-casing both sides', () => {
    // Act
    const sql = trinoDialect.ilike('"name"', "'a%'");

    // Assert
    expect(sql).toBe(`lower("name") LIKE lower('a%')`);
  });

  it('matches regular expressions with regexp_like', () => {
    // Act
    const sql = trinoDialect.regexMatch('"name"', "'^A'");

    // Assert
    expect(sql).toBe(`regexp_like("name", '^A')`);
  });

  it('puts OFFSET before LIMIT', () => {
    // Act
    const clauses = [
      trinoDialect.limitOffset(10, 20),
      trinoDialect.limitOffset(10),
      trinoDialect.limitOffset(undefined, 5),
      trinoDialect.limitOffset(),
    ];

    // Assert
    expect(clauses).toEqual(['OFFSET 20 LIMIT 10', 'LIMIT 10', 'OFFSET 5', '']);
  });

  it('lower-cases column aliases because Athena answers lower-case names', () => {
    // Act
    const alias = trinoDialect.columnAlias('SUM(Num)');

    // Assert
    expect(alias).toBe('sum(num)');
  });

  it('names the trino grammars', () => {
    // Act
    const names = [trinoDialect.name, trinoDialect.parserDatabase, trinoDialect.formatterLanguage];

    // Assert
    expect(names).toEqual(['trino', 'trino', 'trino']);
  });
});
