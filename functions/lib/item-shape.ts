import * as z from 'zod';
import { labelOf, selectColumns } from './list-shape.ts';

/** Flask-AppBuilder's `get_item_schema`: the `?q=` of every `GET /api/v1/<resource>/{pk}`. */
export const ItemQuery = z.object({
  columns: z.array(z.string()).optional(),
  keys: z.array(z.enum(['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'])).optional(),
});
export type ItemQuery = z.infer<typeof ItemQuery>;

/** What a resource's item API declares: its show columns and title (Flask-AppBuilder's `show_title`). */
export interface ItemShape {
  columns: readonly string[];
  title: string;
}

/**
 * Flask-AppBuilder's item answer: the result cut to the selected show columns (unknown ones dropped; all when none
 * remain) and the metadata `keys` asks for (all when absent).
 */
export function itemAnswer(id: number, item: Record<string, unknown>, query: ItemQuery, shape: ItemShape) {
  const selected = (query.columns ?? []).filter((column) => shape.columns.includes(column));
  const columns = selected.length > 0 ? selected : [...shape.columns];
  const metadata: Record<string, unknown> = {
    show_columns: columns,
    label_columns: Object.fromEntries(columns.map((column) => [column, labelOf(column)])),
    description_columns: {},
    show_title: shape.title,
  };
  const keys: readonly string[] | undefined = query.keys;
  const wanted = keys ? Object.fromEntries(Object.entries(metadata).filter(([key]) => keys.includes(key))) : metadata;
  return { id, result: selected.length > 0 ? selectColumns(item, selected) : item, ...wanted };
}
