import { BadRequestError } from '#shared/errors.ts';
import { isAdhocColumn, type ChartDataFilter } from '#shared/query-context/index.ts';
import { resolveTimeRange, type TimeBounds } from '#shared/time-range/index.ts';
import { datasetColumn, requireTimeColumn } from './columns.ts';
import type { CompileContext } from './context.ts';
import type { SqlColumn } from './types.ts';

/** A TEMPORAL_RANGE filter's range text; 400 for anything but text (null means no filter). */
export function temporalRangeText(filter: ChartDataFilter): string {
  const { val } = filter;
  if (val === undefined || val === null) return 'No filter';
  if (typeof val !== 'string')
    throw new BadRequestError('A TEMPORAL_RANGE filter needs a time range text as its value');
  return val;
}

/** A time range resolved against the compile's clock (the only reading of it), told to the compile's observer. */
export function boundsOf(context: CompileContext, timeRange: string): TimeBounds {
  const bounds = resolveTimeRange(timeRange, { now: context.now });
  context.onTimeRange?.(timeRange, bounds);
  return bounds;
}

const isTemporalRange = (filter: ChartDataFilter): boolean => filter.op === 'TEMPORAL_RANGE';

/**
 * The query's time bounds (`from_dttm`/`to_dttm`): the legacy granularity's time_range, else the first
 * TEMPORAL_RANGE filter on a known column, else time_range.
 */
export function queryBounds(context: CompileContext): TimeBounds {
  const { query } = context;
  if (query.granularity) return boundsOf(context, query.time_range);
  const rangeFilter = query.filters.find(
    (filter) => isTemporalRange(filter) && (isAdhocColumn(filter.col) || context.columnsByName.has(filter.col)),
  );
  return boundsOf(context, rangeFilter ? temporalRangeText(rangeFilter) : query.time_range);
}

function boundLiteral(context: CompileContext, column: SqlColumn, instant: Date): string {
  if (column.epochUnit === 'epoch_ms') return String(instant.getTime());
  if (column.epochUnit === 'epoch_s') return String(Math.floor(instant.getTime() / 1000));
  return context.dialect.temporalLiteral(instant, column.type);
}

/** `col >= since AND col < until` as separate conditions, each side only when bounded. */
export function rangeConditions(context: CompileContext, column: SqlColumn, bounds: TimeBounds): string[] {
  const conditions: string[] = [];
  if (bounds.since) conditions.push(`${column.sql} >= ${boundLiteral(context, column, bounds.since)}`);
  if (bounds.until) conditions.push(`${column.sql} < ${boundLiteral(context, column, bounds.until)}`);
  return conditions;
}

/** The temporal dataset column a bare time_range bounds: the x-axis when it is one, else the main datetime column. */
function fallbackTimeColumn(context: CompileContext): SqlColumn | undefined {
  const axis = context.query.columns.find((column) => isAdhocColumn(column) && column.columnType === 'BASE_AXIS');
  const axisColumn = axis && isAdhocColumn(axis) ? context.columnsByName.get(axis.sqlExpression.trim()) : undefined;
  if (axisColumn?.is_dttm) return datasetColumn(context, axisColumn);
  const main = context.dataset.main_dttm_col ? context.columnsByName.get(context.dataset.main_dttm_col) : undefined;
  return main ? datasetColumn(context, main) : undefined;
}

/**
 * The conditions of the query-level time range: on the granularity column (legacy), or, when no TEMPORAL_RANGE
 * filter bounds the query already, on the x-axis or main datetime column.
 */
export function queryTimeConditions(context: CompileContext): string[] {
  const { query } = context;
  if (query.granularity) {
    const column = datasetColumn(context, requireTimeColumn(context, query.granularity));
    return rangeConditions(context, column, boundsOf(context, query.time_range));
  }
  if (query.filters.some(isTemporalRange)) return [];
  const bounds = boundsOf(context, query.time_range);
  if (bounds.since === null && bounds.until === null) return [];
  const column = fallbackTimeColumn(context);
  return column ? rangeConditions(context, column, bounds) : [];
}
