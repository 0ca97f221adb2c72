import type { SqlDialect } from '../../lib/sql/dialect.ts';
import { aggregateStatement, type PlannedStatement } from './aggregate.ts';
import { createContext, withTimeBounds, type CompileContext } from './context.ts';
import { drillDetailStatement, samplesStatement } from './detail.ts';
import { renderSelect, sourceSql } from './sql.ts';
import { queryBounds } from './time.ts';
import type { CompileInput, CompiledQuery, CompileMode } from './types.ts';
import { whereClause, type WhereClause } from './where.ts';

const PLANNERS: Readonly<
  Record<CompileMode, (context: CompileContext, where: WhereClause, source: string) => PlannedStatement>
> = {
  aggregate: aggregateStatement,
  samples: samplesStatement,
  drill_detail: drillDetailStatement,
};

/** The label of `is_rowcount` answers, as Superset names it. */
export const ROWCOUNT_LABEL = 'rowcount';

/** `is_rowcount`: the number of rows the query (without its offset) returns. */
function rowcountQuery(
  planned: PlannedStatement,
  dialect: SqlDialect,
): { sql: string; columns: CompiledQuery['columns'] } {
  const inner = renderSelect({ ...planned.statement, offset: undefined }, dialect);
  const alias = dialect.columnAlias(ROWCOUNT_LABEL);
  return {
    sql: `SELECT COUNT(*) AS ${dialect.quoteIdentifier(alias)}\nFROM (\n${inner}\n) AS ${dialect.quoteIdentifier('rowcount_qry')}`,
    columns: [{ label: ROWCOUNT_LABEL, engineName: alias, kind: 'metric', isDttm: false }],
  };
}

/**
 * Compiles a validated chart data query object into one SELECT in the dialect of the dataset's engine.
 * Identifiers are quoted and values rendered as typed literals by the dialect; free-form SQL fragments are
 * template-rendered and checked (400 for sub-queries, statement separators, DML); unknown columns, metrics,
 * aggregates and orderby items answer 400. Filters on columns the dataset lacks are skipped and reported.
 */
export function compileQuery(input: CompileInput): CompiledQuery {
  const context = createContext(input);
  const bounds = queryBounds(context);
  withTimeBounds(context, bounds);
  const where = whereClause(context);
  const planned = PLANNERS[input.mode ?? 'aggregate'](context, where, sourceSql(context));
  const { sql, columns } = input.query.is_rowcount
    ? rowcountQuery(planned, input.dialect)
    : { sql: renderSelect(planned.statement, input.dialect), columns: planned.columns };
  return {
    sql,
    columns,
    appliedFilters: where.appliedFilters,
    rejectedFilters: where.rejectedFilters,
    fromDttm: bounds.since?.getTime() ?? null,
    toDttm: bounds.until?.getTime() ?? null,
    rowLimit: input.query.row_limit,
  };
}
