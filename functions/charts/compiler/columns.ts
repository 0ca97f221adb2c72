import { BadRequestError } from '#shared/errors.ts';
import type { AdhocColumn, QueryColumn } from '#shared/query-context/index.ts';
import type { DatasetColumn } from '../../lib/records/dataset-schema.ts';
import { type CompileContext, safeFragment } from './context.ts';
import type { SqlColumn } from './types.ts';

/** The label Superset gives the legacy time column of `is_timeseries` queries. */
export const LEGACY_TIME_LABEL = '__timestamp';

/** The grain a temporal x-axis gets when neither it nor the query names one. */
export const DEFAULT_TIME_GRAIN = 'P1D';

const epochUnitOf = (column: DatasetColumn): SqlColumn['epochUnit'] =>
  column.python_date_format === 'epoch_s' || column.python_date_format === 'epoch_ms'
    ? column.python_date_format
    : undefined;

/** A dataset column's SQL: the quoted name, or the owner-written expression of a calculated column in parentheses. */
export function datasetColumn(context: CompileContext, column: DatasetColumn, label = column.column_name): SqlColumn {
  const sql = column.expression ? `(${column.expression})` : context.dialect.quoteIdentifier(column.column_name);
  return { sql, label, isDttm: column.is_dttm, type: column.type, epochUnit: epochUnitOf(column) };
}

/** The dataset column called `name`; 400 naming it when the dataset has none. */
export function requireDatasetColumn(context: CompileContext, name: string): DatasetColumn {
  const column = context.columnsByName.get(name);
  if (column === undefined) throw new BadRequestError(`Columns missing in dataset: ['${name}']`);
  return column;
}

/** A column truncated to a grain (epoch columns converted to timestamps first). */
export function withGrain(context: CompileContext, column: SqlColumn, grain: string): SqlColumn {
  const { dialect } = context;
  const timestamp = column.epochUnit ? dialect.epochToTimestamp(column.sql, column.epochUnit) : column.sql;
  return { ...column, sql: dialect.timeGrainExpression(timestamp, grain), isDttm: true, epochUnit: undefined };
}

/**
 * The x-axis: a temporal dataset column gets its grain (the query's, else P1D); custom SQL gets one only when a
 * grain is named, since its type is unknown; any other column stays as it is.
 */
function xAxis(context: CompileContext, column: SqlColumn, adhoc: AdhocColumn, isCustomSql: boolean): SqlColumn {
  const named = adhoc.timeGrain ?? context.query.extras.time_grain_sqla ?? undefined;
  if (!isCustomSql && column.isDttm) return withGrain(context, column, named ?? DEFAULT_TIME_GRAIN);
  if (isCustomSql && named) return withGrain(context, column, named);
  return column;
}

/**
 * An ad-hoc column. Explore sends dataset columns this way too (`sqlExpression` = the column name), and they
 * resolve to the dataset column; anything else is custom SQL checked as a fragment.
 */
function adhocColumn(context: CompileContext, adhoc: AdhocColumn): SqlColumn {
  const label = adhoc.label ?? adhoc.sqlExpression;
  const known = context.columnsByName.get(adhoc.sqlExpression.trim());
  const column = known
    ? datasetColumn(context, known, label)
    : { sql: safeFragment(context, adhoc.sqlExpression, 'column'), label, isDttm: false, type: null };
  return adhoc.columnType === 'BASE_AXIS' ? xAxis(context, column, adhoc, known === undefined) : column;
}

/** A column of the query's `columns`: a dataset column name (400 when unknown) or an ad-hoc column. */
export function resolveColumn(context: CompileContext, column: QueryColumn): SqlColumn {
  if (typeof column === 'string') return datasetColumn(context, requireDatasetColumn(context, column));
  return adhocColumn(context, column);
}

/** The legacy `__timestamp` column of an `is_timeseries` query with a granularity; undefined otherwise. */
export function legacyTimeColumn(context: CompileContext): SqlColumn | undefined {
  const { query } = context;
  if (!query.is_timeseries || !query.granularity) return undefined;
  const column = datasetColumn(context, requireTimeColumn(context, query.granularity), LEGACY_TIME_LABEL);
  return withGrain(context, column, query.extras.time_grain_sqla ?? DEFAULT_TIME_GRAIN);
}

/** The granularity column; 400 in Superset's words when the dataset lacks it. */
export function requireTimeColumn(context: CompileContext, name: string): DatasetColumn {
  const column = context.columnsByName.get(name);
  if (column === undefined) throw new BadRequestError(`Time column "${name}" does not exist in dataset`);
  return column;
}
