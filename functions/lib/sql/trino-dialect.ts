import type { SqlDialect } from './dialect.ts';
import { createDialect, type GrainTemplate } from './dialect-base.ts';
import { assertValidInstant, isDateType, quoteString, utcDate, utcDateTime } from './literals.ts';

const trunc =
  (unit: string): GrainTemplate =>
  (ts) =>
    `date_trunc('${unit}', ${ts})`;

/** `n`-unit buckets: truncate to the unit, then step back by the remainder of the unit's field (Presto's templates). */
const multiple =
  (unit: 'second' | 'minute' | 'hour', step: number): GrainTemplate =>
  (ts) =>
    `date_trunc('${unit}', ${ts}) - interval '1' ${unit} * (${unit}(${ts}) % ${step})`;

/** Athena engine v3 is Trino, so it gets Trino's full grain set (Superset's Athena spec offers only a subset). */
const TRINO_GRAINS: Record<string, GrainTemplate> = {
  PT1S: trunc('second'),
  PT5S: multiple('second', 5),
  PT30S: multiple('second', 30),
  PT1M: trunc('minute'),
  PT5M: multiple('minute', 5),
  PT10M: multiple('minute', 10),
  PT15M: multiple('minute', 15),
  PT30M: multiple('minute', 30),
  'PT0.5H': multiple('minute', 30),
  PT1H: trunc('hour'),
  PT6H: multiple('hour', 6),
  P1D: trunc('day'),
  P1W: trunc('week'),
  P1M: trunc('month'),
  P3M: trunc('quarter'),
  'P0.25Y': trunc('quarter'),
  P1Y: trunc('year'),
  '1969-12-28T00:00:00Z/P1W': (ts) => `date_trunc('week', ${ts} + interval '1' day) - interval '1' day`,
  '1969-12-29T00:00:00Z/P1W': trunc('week'),
  'P1W/1970-01-03T00:00:00Z': (ts) => `date_trunc('week', ${ts} + interval '1' day) + interval '5' day`,
  'P1W/1970-01-04T00:00:00Z': (ts) => `date_trunc('week', ${ts}) + interval '6' day`,
};

/** The dialect of Athena engine v3 (Trino). */
export const trinoDialect: SqlDialect = createDialect({
  name: 'trino',
  parserDatabase: 'trino',
  formatterLanguage: 'trino',
  grains: TRINO_GRAINS,
  // Athena's timestamp precision is milliseconds, so the literal always carries exactly three digits.
  temporalLiteral: (instant, columnType) => {
    assertValidInstant(instant);
    return isDateType(columnType)
      ? `DATE ${quoteString(utcDate(instant))}`
      : `TIMESTAMP ${quoteString(utcDateTime(instant, 'always'))}`;
  },
  epochToTimestamp: (columnSql, unit) =>
    unit === 'epoch_s' ? `from_unixtime(${columnSql})` : `from_unixtime(${columnSql} / 1000)`,
  ilike: (expressionSql, patternSql) => `lower(${expressionSql}) LIKE lower(${patternSql})`,
  regexMatch: (expressionSql, patternSql) => `regexp_like(${expressionSql}, ${patternSql})`,
  // Trino's grammar puts OFFSET before LIMIT.
  limitOffsetClause: (limit, offset) =>
    [offset === undefined ? '' : `OFFSET ${offset}`, limit === undefined ? '' : `LIMIT ${limit}`].filter(Boolean).join(' '),
  // Athena answers lower-case column names only; callers map them back to labels.
  columnAlias: (label) => label.toLowerCase(),
  // The Hive connector's hidden table of a partitioned table's partition values (Athena engine v3).
  partitionsTableName: (table) => `${table}$partitions`,
});
