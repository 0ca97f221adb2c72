import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckDbDialect } from '#functions/lib/sql/duckdb-dialect.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import { openMemoryDuckDb, type MemoryDuckDb } from './duckdb-memory.ts';

/** Expected truncations of Wednesday 2024-03-13 17:47:53 and of Sunday 2024-03-17 10:05:00, by grain. */
const EXPECTED: Record<string, [wednesday: string, sunday: string]> = {
  PT1S: ['2024-03-13 17:47:53', '2024-03-17 10:05:00'],
  PT5S: ['2024-03-13 17:47:50', '2024-03-17 10:05:00'],
  PT30S: ['2024-03-13 17:47:30', '2024-03-17 10:05:00'],
  PT1M: ['2024-03-13 17:47:00', '2024-03-17 10:05:00'],
  PT5M: ['2024-03-13 17:45:00', '2024-03-17 10:05:00'],
  PT10M: ['2024-03-13 17:40:00', '2024-03-17 10:00:00'],
  PT15M: ['2024-03-13 17:45:00', '2024-03-17 10:00:00'],
  PT30M: ['2024-03-13 17:30:00', '2024-03-17 10:00:00'],
  'PT0.5H': ['2024-03-13 17:30:00', '2024-03-17 10:00:00'],
  PT1H: ['2024-03-13 17:00:00', '2024-03-17 10:00:00'],
  PT6H: ['2024-03-13 12:00:00', '2024-03-17 06:00:00'],
  P1D: ['2024-03-13 00:00:00', '2024-03-17 00:00:00'],
  P1W: ['2024-03-11 00:00:00', '2024-03-11 00:00:00'],
  P1M: ['2024-03-01 00:00:00', '2024-03-01 00:00:00'],
  P3M: ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
  'P0.25Y': ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
  P1Y: ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
  '1969-12-28T00:00:00Z/P1W': ['2024-03-10 00:00:00', '2024-03-17 00:00:00'],
  '1969-12-29T00:00:00Z/P1W': ['2024-03-11 00:00:00', '2024-03-11 00:00:00'],
  'P1W/1970-01-03T00:00:00Z': ['2024-03-16 00:00:00', '2024-03-23 00:00:00'],
  'P1W/1970-01-04T00:00:00Z': ['2024-03-17 00:00:00', '2024-03-17 00:00:00'],
};

describe('duckDbDialect time grains on DuckDB', () => {
  let duckdb: MemoryDuckDb;
  beforeAll(async () => {
    duckdb = await openMemoryDuckDb(
      "CREATE TABLE instants AS SELECT * FROM (VALUES (1, TIMESTAMP '2024-03-13 17:47:53'), (2, TIMESTAMP '2024-03-17 10:05:00')) v(id, ts)",
    );
  });
  afterAll(() => duckdb.close());

  it('has an expectation for every grain of TIME_GRAINS', () => {
    // Act
    const covered = Object.keys(EXPECTED);

    // Assert
    expect(covered).toEqual(TIME_GRAINS.map((grain) => grain.duration));
  });

  it.each(Object.entries(EXPECTED))('truncates to %s', async (grain, expected) => {
    // Arrange
    const expression = duckDbDialect.timeGrainExpression(duckDbDialect.quoteIdentifier('ts'), grain);

    // Act
    const rows = await duckdb.rows(`SELECT CAST(${expression} AS VARCHAR) AS v FROM instants ORDER BY id`);

    // Assert
    expect(rows.map((row) => row.v)).toEqual(expected);
  });

  it('truncates a DATE column and an ISO text column too', async () => {
    // Arrange
    const onDate = duckDbDialect.timeGrainExpression("DATE '2024-03-13'", 'P1M');
    const onText = duckDbDialect.timeGrainExpression("'2024-03-13 17:47:53'", 'PT15M');

    // Act
    const rows = await duckdb.rows(`SELECT CAST(${onDate} AS VARCHAR) AS d, CAST(${onText} AS VARCHAR) AS t`);

    // Assert
    expect(rows).toEqual([{ d: '2024-03-01 00:00:00', t: '2024-03-13 17:45:00' }]);
  });

  it('converts epoch seconds and milliseconds to the same UTC timestamp', async () => {
    // Arrange
    const seconds = duckDbDialect.epochToTimestamp('1710352073', 'epoch_s');
    const millis = duckDbDialect.epochToTimestamp('1710352073000', 'epoch_ms');

    // Act
    const rows = await duckdb.rows(
      `SET TimeZone = 'America/New_York'; SELECT CAST(${seconds} AS VARCHAR) AS s, CAST(${millis} AS VARCHAR) AS ms`,
    );

    // Assert
    expect(rows).toEqual([{ s: '2024-03-13 17:47:53', ms: '2024-03-13 17:47:53' }]);
  });

  it('applies a grain to an epoch column', async () => {
    // Arrange
    const expression = duckDbDialect.timeGrainExpression(
      duckDbDialect.epochToTimestamp('1710352073', 'epoch_s'),
      'P1D',
    );

    // Act
    const rows = await duckdb.rows(`SELECT CAST(${expression} AS VARCHAR) AS v`);

    // Assert
    expect(rows).toEqual([{ v: '2024-03-13 00:00:00' }]);
  });
});
