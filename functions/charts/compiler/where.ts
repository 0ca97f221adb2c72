import { BadRequestError } from '#shared/errors.ts';
import { columnLabel, type ChartDataFilter } from '#shared/query-context/index.ts';
import { datasetColumn, resolveColumn, withGrain } from './columns.ts';
import { type CompileContext, safeFragment } from './context.ts';
import { filterCondition } from './operators.ts';
import { boundsOf, queryTimeConditions, rangeConditions, temporalRangeText } from './time.ts';
import { sourceSql } from './sql.ts';
import type { CompiledQuery, SqlColumn } from './types.ts';

/** The WHERE conditions of a query and what became of each filter. */
export interface WhereClause {
  conditions: string[];
  appliedFilters: CompiledQuery['appliedFilters'];
  rejectedFilters: CompiledQuery['rejectedFilters'];
}

/** A filter's column; undefined for a name the dataset lacks (such filters are skipped, as Superset does). */
function filterColumn(context: CompileContext, filter: ChartDataFilter): SqlColumn | undefined {
  const { col } = filter;
  let column: SqlColumn;
  if (typeof col === 'string') {
    const known = context.columnsByName.get(col);
    if (known === undefined) return undefined;
    column = datasetColumn(context, known);
  } else {
    // The raw column: an x-axis grain belongs to the axis, a filter names its own `grain`.
    column = resolveColumn(context, { ...col, columnType: null });
  }
  return filter.grain && column.isDttm ? withGrain(context, column, filter.grain) : column;
}

/**
 * LATEST PARTITION: the rows of the newest value of a physical column, read from the engine's partition list
 * where it keeps one (Athena: `"table$partitions"`, no data scanned), else as the column's maximum over the
 * dataset's source (DuckDB, virtual datasets).
 */
function latestPartitionCondition(context: CompileContext, filter: ChartDataFilter, column: SqlColumn): string {
  const physical = typeof filter.col === 'string' ? context.columnsByName.get(filter.col) : undefined;
  if (!physical || physical.expression)
    throw new BadRequestError('LATEST PARTITION needs a physical column of the dataset');
  const { dataset, dialect } = context;
  // The engine's partition list knows nothing of row level security: a caller with row filters gets the newest value
  // among the rows they may read.
  const partitions =
    dataset.sql || context.rowFilters.length > 0
      ? undefined
      : dialect.partitionsTable({ catalog: dataset.catalog, schema: dataset.schema, table: dataset.table_name });
  const name = dialect.quoteIdentifier(physical.column_name);
  const latest = partitions
    ? `SELECT max(${name}) FROM ${partitions}`
    : `SELECT max(${column.sql}) FROM ${sourceSql(context)}${rowFilterWhere(context)}`;
  return `${column.sql} IN (${latest})`;
}

/** ` WHERE` and the row filters, for a statement that reads the source apart from the query's own WHERE. */
const rowFilterWhere = (context: CompileContext): string =>
  context.rowFilters.length > 0 ? ` WHERE ${context.rowFilters.join(' AND ')}` : '';

function conditionsOf(context: CompileContext, filter: ChartDataFilter, column: SqlColumn): string[] {
  if (filter.op === 'TEMPORAL_RANGE')
    return rangeConditions(context, column, boundsOf(context, temporalRangeText(filter)));
  if (filter.op === 'LATEST PARTITION' || filter.op === 'LATEST_PARTITION')
    return [latestPartitionCondition(context, filter, column)];
  const condition = filterCondition(filter.op, { column, value: filter.val, dialect: context.dialect });
  return condition === undefined ? [] : [condition];
}

/**
 * The WHERE clause: the caller's row level security conditions, each filter on a known column (others rejected as `not_in_datasource`), the query's time
 * range, and the free-form `extras.where` in parentheses after its template is rendered and checked; with
 * `apply_fetch_values_predicate`, the dataset's `fetch_values_predicate` the same way (as Superset's filter value
 * queries apply it).
 */
export function whereClause(context: CompileContext): WhereClause {
  // Row level security first: whatever else the query asks, it reads only the rows the caller may read.
  const clause: WhereClause = { conditions: [...context.rowFilters], appliedFilters: [], rejectedFilters: [] };
  for (const filter of context.query.filters) {
    const label = columnLabel(filter.col);
    const column = filterColumn(context, filter);
    if (column === undefined) {
      clause.rejectedFilters.push({ column: label, reason: 'not_in_datasource' });
      continue;
    }
    clause.conditions.push(...conditionsOf(context, filter, column));
    clause.appliedFilters.push({ column: label });
  }
  clause.conditions.push(...queryTimeConditions(context));
  const where = context.query.extras.where?.trim();
  if (where) clause.conditions.push(`(${safeFragment(context, where, 'where')})`);
  // Superset's filter value queries ask for the dataset's own predicate, a fragment checked as `where` is.
  const predicate = context.query.apply_fetch_values_predicate
    ? context.dataset.fetch_values_predicate?.trim()
    : undefined;
  if (predicate) clause.conditions.push(`(${safeFragment(context, predicate, 'where')})`);
  return clause;
}

/** The HAVING conditions: `extras.having` in parentheses, rendered and checked. */
export function havingConditions(context: CompileContext): string[] {
  const having = context.query.extras.having?.trim();
  return having ? [`(${safeFragment(context, having, 'having')})`] : [];
}
