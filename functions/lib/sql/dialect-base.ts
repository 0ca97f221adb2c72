import { BadRequestError } from '#shared/errors.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import type { DialectName, LiteralValue, SqlDialect } from './dialect.ts';
import { quoteName, quoteString, typedLiteral } from './literals.ts';

/** A grain's SQL given the column already cast to a timestamp. */
export type GrainTemplate = (timestampSql: string) => string;

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
  if (missing.length > 0) throw new Error(`Dialect ${spec.name} lacks grains ${missing.map((g) => g.duration).join(', ')}`);
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
      [catalog, schema, table].filter((part): part is string => typeof part === 'string' && part !== '').map(quoteName).join('.'),
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
      spec.partitionsTableName ? dialect.qualifiedTable({ catalog, schema, table: spec.partitionsTableName(table) }) : undefined,
  };
  return Object.freeze(dialect);
}
