import { BadRequestError } from '#shared/errors.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import type { DialectName, LiteralValue, SqlDialect } from './dialect.ts';
import { quoteName, quoteString, typedLiteral } from './literals.ts';

/** A grain's SQL given the column already cast to a timestamp. */
export type GrainTemplate = (timestampSql: string) => string;

/** How a dialect writes what its grains differ in: buckets of several units, and whole-day intervals. */
export interface GrainSyntax {
  /** Buckets of `step` seconds, minutes or hours, aligned to midnight. */
  every(unit: 'second' | 'minute' | 'hour', step: number): GrainTemplate;
  /** A whole-day interval literal: `INTERVAL '1' DAY`. */
  days(count: number): string;
}

const trunc =
  (unit: string): GrainTemplate =>
  (ts) =>
    `date_trunc('${unit}', ${ts})`;

/**
 * Every grain of shared/time-grains.ts through `date_trunc`, which DuckDB and Trino share (the week variants
 * shift by days around a Monday-based week), with the dialect's buckets for multiples of a unit.
 */
export function dateTruncGrains({ every, days }: GrainSyntax): Record<string, GrainTemplate> {
  return {
    PT1S: trunc('second'),
    PT5S: every('second', 5),
    PT30S: every('second', 30),
    PT1M: trunc('minute'),
    PT5M: every('minute', 5),
    PT10M: every('minute', 10),
    PT15M: every('minute', 15),
    PT30M: every('minute', 30),
    'PT0.5H': every('minute', 30),
    PT1H: trunc('hour'),
    PT6H: every('hour', 6),
    P1D: trunc('day'),
    P1W: trunc('week'),
    P1M: trunc('month'),
    P3M: trunc('quarter'),
    'P0.25Y': trunc('quarter'),
    P1Y: trunc('year'),
    '1969-12-28T00:00:00Z/P1W': (ts) => `date_trunc('week', ${ts} + ${days(1)}) - ${days(1)}`,
    '1969-12-29T00:00:00Z/P1W': trunc('week'),
    'P1W/1970-01-03T00:00:00Z': (ts) => `date_trunc('week', ${ts} + ${days(1)}) + ${days(5)}`,
    'P1W/1970-01-04T00:00:00Z': (ts) => `date_trunc('week', ${ts}) + ${days(6)}`,
  };
}

/** What differs between dialects; `createDialect` adds what they share (quoting, typed literals, grain lookup). */
export interface DialectSpec {
  readonly name: DialectName;
  readonly parserDatabase: SqlDialect['parserDatabase'];
  readonly formatterLanguage: SqlDialect['formatterLanguage'];
  /** One template per grain id of TIME_GRAINS: a dialect cannot be built with a grain missing. */
  readonly grains: Readonly<Record<string, GrainTemplate>>;
  temporalLiteral(instant: Date, columnType?: string | null): string;
  epochToTimestamp(columnSql: string, unit: 'epoch_s' | 'epoch_ms'): string;
  ilike(expressionSql: string, patternSql: string): string;
  regexMatch(expressionSql: string, patternSql: string): string;
  /** The clause for validated counts; `createDialect` checks them first. */
  limitOffsetClause(limit: number | undefined, offset: number | undefined): string;
  columnAlias(label: string): string;
  /** The name of a table's partition list, when the engine has one (see SqlDialect.partitionsTable). */
  partitionsTableName?(table: string): string;
}

function assertCount(value: number | undefined, what: string): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
    throw new BadRequestError(`Invalid ${what}: ${value}`);
  }
}

function assertAllGrains(spec: DialectSpec): void {
  const missing = TIME_GRAINS.filter((grain) => spec.grains[grain.duration] === undefined);
  if (missing.length > 0)
    throw new Error(`Dialect ${spec.name} lacks grains ${missing.map((g) => g.duration).join(', ')}`);
}

/** A SqlDialect from its differences. */
export function createDialect(spec: DialectSpec): SqlDialect {
  assertAllGrains(spec);
  const dialect: SqlDialect = {
    name: spec.name,
    parserDatabase: spec.parserDatabase,
    formatterLanguage: spec.formatterLanguage,
    timeGrains: TIME_GRAINS.map((grain) => grain.duration),
    quoteIdentifier: quoteName,
    qualifiedTable: ({ catalog, schema, table }) =>
      [catalog, schema, table]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .map(quoteName)
        .join('.'),
    stringLiteral: quoteString,
    literal: (value: LiteralValue, columnType?: string | null) => typedLiteral(value, columnType, dialect),
    temporalLiteral: (instant, columnType) => spec.temporalLiteral(instant, columnType),
    timeGrainExpression: (columnSql, grain) => {
      if (grain === null || grain === undefined || grain === '') return columnSql;
      const template = Object.hasOwn(spec.grains, grain) ? spec.grains[grain] : undefined;
      if (template === undefined) throw new BadRequestError(`No grain spec for ${grain} for database ${spec.name}`);
      return template(`CAST(${columnSql} AS TIMESTAMP)`);
    },
    epochToTimestamp: (columnSql, unit) => spec.epochToTimestamp(columnSql, unit),
    ilike: (expressionSql, patternSql) => spec.ilike(expressionSql, patternSql),
    regexMatch: (expressionSql, patternSql) => spec.regexMatch(expressionSql, patternSql),
    limitOffset: (limit, offset) => {
      assertCount(limit, 'row limit');
      assertCount(offset, 'row offset');
      return spec.limitOffsetClause(limit, offset === 0 ? undefined : offset);
    },
    columnAlias: (label) => spec.columnAlias(label),
    partitionsTable: ({ catalog, schema, table }) =>
      spec.partitionsTableName
        ? dialect.qualifiedTable({ catalog, schema, table: spec.partitionsTableName(table) })
        : undefined,
  };
  return Object.freeze(dialect);
}
