import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckDbDialect as dialect } from '#functions/lib/sql/duckdb-dialect.ts';
import { openMemoryDuckDb, type MemoryDuckDb } from './duckdb-memory.ts';

describe('duckDbDialect SQL runs on DuckDB', () => {
  let duckdb: MemoryDuckDb;
  beforeAll(async () => {
    duckdb = await openMemoryDuckDb(
      `CREATE TABLE "we""ird" AS SELECT * FROM (VALUES
        (1, 'Aaron', TRUE, DATE '2020-01-01', TIMESTAMP '2020-01-01 10:20:30'),
        (2, 'o''brien', FALSE, DATE '2021-06-15', TIMESTAMP '2021-06-15 00:00:00')) v(num, name, flag, day, ts)`,
    );
  });
  afterAll(() => duckdb.close());

  const table = dialect.qualifiedTable({ schema: 'main', table: 'we"ird' });
  const numsWhere = async (condition: string) =>
    (await duckdb.rows(`SELECT num FROM ${table} WHERE ${condition} ORDER BY num`)).map((row) => row.num);

  it('compares typed literals of every generic type', async () => {
    // Arrange
    const condition = [
      `num = ${dialect.literal('1', 'INTEGER')}`,
      `flag = ${dialect.literal('true', 'BOOLEAN')}`,
      `day = ${dialect.literal('2020-01-01', 'DATE')}`,
      `ts = ${dialect.literal('2020-01-01T10:20:30Z', 'TIMESTAMP')}`,
      `name = ${dialect.literal('Aaron', 'VARCHAR')}`,
    ].join(' AND ');

    // Act
    const nums = await numsWhere(condition);

    // Assert
    expect(nums).toEqual([1]);
  });

  it('matches a quoted string literal', async () => {
    // Act
    const nums = await numsWhere(`name = ${dialect.stringLiteral("o'brien")}`);

    // Assert
    expect(nums).toEqual([2]);
  });

  it('matches case-insensitively with ilike', async () => {
    // Act
    const nums = await numsWhere(dialect.ilike(dialect.quoteIdentifier('name'), dialect.stringLiteral('O%')));

    // Assert
    expect(nums).toEqual([2]);
  });

  it('matches regular expressions with regexMatch', async () => {
    // Act
    const nums = await numsWhere(dialect.regexMatch('name', dialect.stringLiteral('^A.r')));

    // Assert
    expect(nums).toEqual([1]);
  });

  it('pages with limitOffset', async () => {
    // Act
    const rows = await duckdb.rows(`SELECT num FROM ${table} ORDER BY num ${dialect.limitOffset(1, 1)}`);

    // Assert
    expect(rows).toEqual([{ num: 2 }]);
  });
});
