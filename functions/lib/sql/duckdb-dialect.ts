import type { SqlDialect } from './dialect.ts';
import { createDialect, type GrainTemplate } from './dialect-base.ts';
import { assertValidInstant, isDateType, quoteString, utcDate, utcDateTime } from './literals.ts';

const trunc =
  (unit: string): GrainTemplate =>
  (ts) =>
    `date_trunc('${unit}', ${ts})`;

/** Multiples of a unit through time_bucket, whose default origin (2000-01-03 00:00) keeps buckets aligned to midnight. */
const bucket =
  (interval: string): GrainTemplate =>
  (ts) =>
    `time_bucket(INTERVAL '${interval}', ${ts})`;

/** Every grain of shared/time-grains.ts, sub-minute and week variants included (Superset's DuckDB spec lacks them). */
const DUCKDB_GRAINS: Record<string, GrainTemplate> = {
  PT1S: trunc('second'),
  PT5S: bucket('5 seconds'),
  PT30S: bucket('30 seconds'),
  PT1M: trunc('minute'),
  PT5M: bucket('5 minutes'),
  PT10M: bucket('10 minutes'),
  PT15M: bucket('15 minutes'),
  PT30M: bucket('30 minutes'),
  'PT0.5H': bucket('30 minutes'),
  PT1H: trunc('hour'),
  PT6H: bucket('6 hours'),
  P1D: trunc('day'),
  P1W: trunc('week'),
  P1M: trunc('month'),
  P3M: trunc('quarter'),
  'P0.25Y': trunc('quarter'),
  P1Y: trunc('year'),
  '1969-12-28T00:00:00Z/P1W': (ts) => `date_trunc('week', ${ts} + INTERVAL '1' DAY) - INTERVAL '1' DAY`,
  '1969-12-29T00:00:00Z/P1W': trunc('week'),
  'P1W/1970-01-03T00:00:00Z': (ts) => `date_trunc('week', ${ts} + INTERVAL '1' DAY) + INTERVAL '5' DAY`,
  'P1W/1970-01-04T00:00:00Z': (ts) => `date_trunc('week', ${ts}) + INTERVAL '6' DAY`,
};

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
    [limit === undefined ? '' : `LIMIT ${limit}`, offset === undefined ? '' : `OFFSET ${offset}`].filter(Boolean).join(' '),
  columnAlias: (label) => label,
});
