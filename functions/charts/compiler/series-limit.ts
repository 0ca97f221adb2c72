import { BadRequestError } from '#shared/errors.ts';
import { columnLabel } from '#shared/query-context/index.ts';
import type { CompileContext } from './context.ts';
import { resolveMetric } from './metrics.ts';
import { renderSelect } from './sql.ts';
import type { SqlColumn } from './types.ts';

/** The alias of the ranked-series sub-query, as in Superset. */
export const SERIES_LIMIT_ALIAS = 'series_limit';

const seriesAlias = (index: number): string => `__series_${index}`;

/**
 * The columns that make a series: `series_columns` (each must be one of the query's columns, as Superset
 * requires), or for a legacy timeseries query its non-temporal columns.
 */
function seriesColumns(context: CompileContext, selected: readonly SqlColumn[]): SqlColumn[] {
  const { query } = context;
  if (query.series_columns.length === 0) return query.is_timeseries ? selected.filter((column) => !column.isDttm) : [];
  const labels = query.series_columns.map(columnLabel);
  const missing = labels.filter((label) => !selected.some((column) => column.label === label));
  if (missing.length > 0) {
    const names = missing.map((label) => `"${label}"`).join(', ');
    throw new BadRequestError(`The following entries in \`series_columns\` are missing in \`columns\`: ${names}.`);
  }
  return labels.map((label) => selected.find((column) => column.label === label) as SqlColumn);
}

/**
 * The top-N series restriction of `series_limit`: an INNER JOIN to a sub-query that ranks the series by
 * `series_limit_metric` (default the first metric) under the same WHERE conditions and keeps the first N.
 * Undefined when the query has no series limit, no metric or no series columns.
 */
export function seriesLimitJoin(
  context: CompileContext,
  selected: readonly SqlColumn[],
  source: string,
  where: string[],
): string | undefined {
  const { query, dialect } = context;
  const firstMetric = query.metrics?.[0];
  if (query.series_limit <= 0 || firstMetric === undefined) return undefined;
  const series = seriesColumns(context, selected);
  if (series.length === 0) return undefined;
  const rankBy = resolveMetric(context, query.series_limit_metric ?? firstMetric);
  const ranked = renderSelect(
    {
      select: series.map((column, index) => `${column.sql} AS ${dialect.quoteIdentifier(seriesAlias(index))}`),
      from: source,
      where,
      groupBy: series.map((column) => column.sql),
      orderBy: [`${rankBy.sql} ${query.order_desc ? 'DESC' : 'ASC'}`],
      limit: query.series_limit,
    },
    dialect,
  );
  const alias = dialect.quoteIdentifier(SERIES_LIMIT_ALIAS);
  const on = series.map((column, index) => `${column.sql} = ${alias}.${dialect.quoteIdentifier(seriesAlias(index))}`);
  return `INNER JOIN (\n${ranked}\n) AS ${alias} ON ${on.join(' AND ')}`;
}
