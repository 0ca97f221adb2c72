import { describe, expect, it } from 'vitest';
import { BadRequestError, QueryEngineError } from '#shared/errors.ts';
import { formatSql } from '#functions/lib/sql/format.ts';
import { applyLimit } from '#functions/lib/sql/limit.ts';
import { checkSqlNesting, parenthesesDepth } from '#functions/lib/sql/nesting.ts';
import { parseStatements, tableList, tryParseStatements } from '#functions/lib/sql/parser.ts';
import { renderTemplate } from '#functions/lib/sql/templates.ts';
import { duckDbDialect, trinoDialect } from './parsing-dialects.ts';

const nestedSelect = (levels: number): string => `SELECT ${'('.repeat(levels)}1${')'.repeat(levels)}`;
const TOO_DEEP = new BadRequestError('SQL is nested too deeply (more than 100 levels)');

describe('parenthesesDepth', () => {
  it('counts parentheses of code, not those in strings, quoted identifiers or comments', () => {
    // Arrange
    const sql = `SELECT ((1)), '((((', "((((" /* (((( */ -- ((((\nFROM t`;

    // Act
    const depth = parenthesesDepth(sql, duckDbDialect);

    // Assert
    expect(depth).toBe(2);
  });
});

describe('SQL nested too deeply', () => {
  it('passes 100 levels and refuses 101', () => {
    // Act
    const check = (levels: number) => () => checkSqlNesting(nestedSelect(levels), duckDbDialect);

    // Assert
    expect(check(100)).not.toThrow();
    expect(check(101)).toThrow(TOO_DEEP);
  });

  it('is a 400 in the product words from the formatter, never its stack overflow', async () => {
    // Act
    const format = formatSql(nestedSelect(5_000), duckDbDialect);

    // Assert
    await expect(format).rejects.toThrow(TOO_DEEP);
  });

  it('is a 400 from the parser and the table list, in both grammars', () => {
    // Arrange
    const sql = nestedSelect(5_000);

    // Act
    const calls = [duckDbDialect, trinoDialect].flatMap((dialect) => [
      () => parseStatements(sql, dialect),
      () => tableList(sql, dialect),
    ]);

    // Assert
    for (const call of calls) expect(call).toThrow(TOO_DEEP);
  });

  it('limits a long expression chain (a tree as deep as it is long) or leaves it to the engine, without a stack overflow', () => {
    // Arrange
    const sql = `SELECT ${Array.from({ length: 3_000 }, () => '1').join(' + ')}`;

    // Act
    const limited = applyLimit(sql, 10, duckDbDialect);

    // Assert: whether the parser reaches the end of the chain depends on the stack the runtime has left (its code
    // compiled or not yet); either way the answer is the statement, limited or as it came, never an overflow.
    expect([
      { sql, rewritten: false, queryLimit: null },
      { sql: `${sql} LIMIT 10`, rewritten: true, queryLimit: null },
    ]).toContainEqual(limited);
  });

  it('leaves the statement to the engine where the LIMIT rewrite cannot read it', () => {
    // Arrange
    const sql = nestedSelect(5_000);

    // Act
    const [parsed, limited] = [tryParseStatements(sql, duckDbDialect), applyLimit(sql, 10, duckDbDialect)];

    // Assert
    expect([parsed, limited]).toEqual([undefined, { sql, rewritten: false, queryLimit: null }]);
  });
});

describe('Jinja nested too deeply', () => {
  it.each([
    ['blocks', `${'{% if 1 %}'.repeat(5_000)}SELECT 1${'{% endif %}'.repeat(5_000)}`],
    ['an expression', `SELECT {{ ${'('.repeat(5_000)}1${')'.repeat(5_000)} }}`],
  ])('is a 400 in the product words for %s, never the stack overflow', (_case, template) => {
    // Act
    const render = () => renderTemplate(template, {});

    // Assert
    expect(render).toThrow(
      new QueryEngineError('The template is invalid: it is nested too deeply', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });
});
