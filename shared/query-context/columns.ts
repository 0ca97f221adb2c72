import * as z from 'zod';
import { requiredString } from './fields.ts';

/**
 * An ad-hoc column: custom SQL, or (as Explore sends every x-axis) a dataset column name in `sqlExpression`.
 * `columnType: 'BASE_AXIS'` marks the x-axis, whose `timeGrain` truncates a temporal column.
 */
export const AdhocColumn = z.object({
  sqlExpression: requiredString('Column expression'),
  label: requiredString('Column label').optional(),
  columnType: z.string().nullish(),
  timeGrain: z.string().nullish(),
  expressionType: z.literal('SQL').nullish(),
  isColumnReference: z.boolean().nullish(),
});
export type AdhocColumn = z.infer<typeof AdhocColumn>;

/** A column of a query: a dataset column name or an ad-hoc column. */
export const QueryColumn = z.union([requiredString('Column'), AdhocColumn]);
export type QueryColumn = z.infer<typeof QueryColumn>;

/** Whether a query column is ad hoc rather than a dataset column name. */
export function isAdhocColumn(column: unknown): column is AdhocColumn {
  return typeof column === 'object' && column !== null && 'sqlExpression' in column && !('aggregate' in column);
}

/** The label a column gets in the result: its own label, else its expression or name (Superset's get_column_name). */
export function columnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}
