import type { ListQuery } from './list-query.ts';

/** What a resource's list API declares: its list columns, order columns and title (Flask-AppBuilder's `list_title`). */
export interface ListShape {
  columns: readonly string[];
  orderColumns: readonly string[];
  title: string;
}

/** Flask-AppBuilder's generated label: `changed_by.first_name` -> `Changed By First Name`. */
export const labelOf = (column: string): string =>
  column.replace(/[._]/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function pick(value: unknown, key: string, soFar: unknown): unknown {
  if (Array.isArray(value))
    return value.map((entry, index) => pick(entry, key, Array.isArray(soFar) ? soFar[index] : undefined));
  if (value === null || typeof value !== 'object') return value;
  const base = soFar !== null && typeof soFar === 'object' ? soFar : {};
  return { ...base, [key]: (value as Record<string, unknown>)[key] };
}

/** A row cut to the selected columns; `owners.id` keeps only each owner's id, as Flask-AppBuilder answers. */
export function selectColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    const [head = '', ...rest] = column.split('.');
    if (!Object.hasOwn(row, head)) continue;
    selected[head] = rest.length === 0 ? row[head] : pick(row[head], rest.join('.'), selected[head]);
  }
  return selected;
}

/** The selected columns the resource allows (others are dropped, as Flask-AppBuilder prunes them); undefined for all. */
export function selectedColumns(query: ListQuery, shape: ListShape): string[] | undefined {
  const allowed = (query.columns ?? query.select_columns ?? []).filter((column) => shape.columns.includes(column));
  return allowed.length > 0 ? allowed : undefined;
}

/** The metadata keys of a list answer: all unless `keys` names some (`none` for none). */
export function listMetadata(
  query: ListQuery,
  shape: ListShape,
  columns: readonly string[] = shape.columns,
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    list_columns: columns,
    order_columns: shape.orderColumns,
    label_columns: Object.fromEntries(columns.map((column) => [column, labelOf(column)])),
    description_columns: {},
    list_title: shape.title,
  };
  const keys: readonly string[] | undefined = query.keys;
  if (!keys) return metadata;
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => keys.includes(key)));
}
