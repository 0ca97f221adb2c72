// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { QueryColumn } from '#shared/query-context/columns.ts';
import type { DatasetColumn } from '../types.ts';

/** A column of the form data: a dataset column name or Superset's ad-hoc SQL column. */
export type FormColumn = QueryColumn;

/** The columns a control's value holds; entries that are no column are dropped. */
export function columnsOf(value: unknown): FormColumn[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.filter((item): item is FormColumn => QueryColumn.safeParse(item).success);
}

/** The chip text of a column: the dataset column's verbose name, else its name; an ad-hoc column's label or SQL. */
export function columnChipLabel(column: FormColumn, columns: readonly DatasetColumn[]): string {
  if (typeof column !== 'string') return column.label ?? column.sqlExpression;
  return columns.find((candidate) => candidate.column_name === column)?.verbose_name || column;
}

/** Superset's ad-hoc column; its label defaults to the expression. */
export function sqlColumn(sqlExpression: string, label: string): FormColumn {
  const expression = sqlExpression.trim();
  return { sqlExpression: expression, label: label.trim() || expression, expressionType: 'SQL' };
}
