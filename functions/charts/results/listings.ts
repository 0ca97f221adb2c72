import { timeGrainName } from '#shared/time-grains.ts';
import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import type { SqlDialect } from '../../lib/sql/dialect.ts';
import type { ListingResult } from './schema.ts';

/** `result_type: columns`: the dataset's columns with their verbose names and engine types, as Superset lists them. */
export function columnsListing(dataset: DatasetRecord): ListingResult {
  return {
    data: dataset.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name,
      dtype: column.type,
    })),
  };
}

/**
 * `result_type: timegrains`: the grains the database's dialect truncates to, each with its name and its
 * expression template over `{col}`, as Superset's `database.grains()` lists them.
 */
export function timeGrainsListing(dialect: SqlDialect): ListingResult {
  return {
    data: dialect.timeGrains.map((duration) => ({
      name: timeGrainName(duration) ?? duration,
      function: dialect.timeGrainExpression('{col}', duration),
      duration,
    })),
  };
}
