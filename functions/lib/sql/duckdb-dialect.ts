import type { SqlDialect } from './dialect.ts';
import { createDialect, dateTruncGrains } from './dialect-base.ts';
import { assertValidInstant, isDateType, quoteString, utcDate, utcDateTime } from './literals.ts';

/**
 * Every grain of shared/time-grains.ts, sub-minute and week variants included (Superset's DuckDB spec lacks them);
 * multiples of a unit through time_bucket, whose default origin (2000-01-03 00:00) keeps buckets aligned to midnight.
 */
const DUCKDB_GRAINS = dateTruncGrains({
  every: (unit, step) => (ts) => `time_bucket(INTERVAL '${step} ${unit}s', ${ts})`,
  days: (count) => `INTERVAL '${count}' DAY`,
});

/** The dialect of the local DuckDB engine (node-sql-parser has no DuckDB grammar; PostgreSQL's is the closest). */
export const duckDbDialect: SqlDialect = createDialect({
  name: 'duckdb',
  parserDatabase: 'postgresql',
  formatterLanguage: 'duckdb',
  grains: DUCKDB_GRAINS,
  temporalLiteral: (instant, columnType) => {
    assertValidInstant(instant);
    return isDateType(columnType)
      ? `DATE ${quoteString(utcDate(instant))}`
      : `TIMESTAMP ${quoteString(utcDateTime(instant, 'when-set'))}`;
  },
  // to_timestamp answers TIMESTAMP WITH TIME ZONE; AT TIME ZONE 'UTC' makes it the naive UTC timestamp
  // epoch_ms gives, so grains do not depend on the session's TimeZone setting.
  epochToTimestamp: (columnSql, unit) =>
    unit === 'epoch_s' ? `(to_timestamp(${columnSql}) AT TIME ZONE 'UTC')` : `epoch_ms(CAST(${columnSql} AS BIGINT))`,
  ilike: (expressionSql, patternSql) => `${expressionSql} ILIKE ${patternSql}`,
  regexMatch: (expressionSql, patternSql) => `regexp_matches(${expressionSql}, ${patternSql})`,
  limitOffsetClause: (limit, offset) =>
    [limit === undefined ? '' : `LIMIT ${limit}`, offset === undefined ? '' : `OFFSET ${offset}`]
      .filter(Boolean)
      .join(' '),
  columnAlias: (label) => label,
});
