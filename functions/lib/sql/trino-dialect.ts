import type { SqlDialect } from './dialect.ts';
import { createDialect, dateTruncGrains } from './dialect-base.ts';
import { assertValidInstant, isDateType, quoteString, utcDate, utcDateTime } from './literals.ts';

/**
 * Athena engine v3 is Trino, so it gets Trino's full grain set (Superset's Athena spec offers only a subset);
 * `n`-unit buckets truncate to the unit, then step back by the remainder of the unit's field (Presto's templates).
 */
const TRINO_GRAINS = dateTruncGrains({
  every: (unit, step) => (ts) => `date_trunc('${unit}', ${ts}) - interval '1' ${unit} * (${unit}(${ts}) % ${step})`,
  days: (count) => `interval '${count}' day`,
});

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
    [offset === undefined ? '' : `OFFSET ${offset}`, limit === undefined ? '' : `LIMIT ${limit}`]
      .filter(Boolean)
      .join(' '),
  // Athena answers lower-case column names only; callers map them back to labels.
  columnAlias: (label) => label.toLowerCase(),
  // The Hive connector's hidden table of a partitioned table's partition values (Athena engine v3).
  partitionsTableName: (table) => `${table}$partitions`,
});
