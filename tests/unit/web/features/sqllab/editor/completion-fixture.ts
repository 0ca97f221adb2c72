import type { CompletionCatalog } from '../../../../../../web/app/features/sqllab/editor/completion/index.ts';

/** A small catalog: two schemas, three tables of `main` with known columns, one of `staging`. */
export const catalog: CompletionCatalog = {
  keywords: ['select', 'from', 'where', 'join', 'on', 'as', 'order', 'by', 'group', 'limit', 'and'],
  functions: ['count', 'coalesce', 'sum', 'date_trunc', 'read_parquet'],
  schemas: ['main', 'staging'],
  defaultSchema: 'main',
  tables: [
    { name: 'orders', schema: 'main', type: 'table' },
    { name: 'order_items', schema: 'main', type: 'table' },
    { name: 'customers', schema: 'main', type: 'view' },
    { name: 'raw_orders', schema: 'staging', type: 'table' },
  ],
  columns: [
    {
      schema: 'main',
      table: 'orders',
      columns: [
        { name: 'id', type: 'INTEGER' },
        { name: 'customer_id', type: 'INTEGER' },
        { name: 'ordered_at', type: 'TIMESTAMP' },
      ],
    },
    {
      schema: 'main',
      table: 'customers',
      columns: [
        { name: 'id', type: 'INTEGER' },
        { name: 'name', type: 'VARCHAR' },
        { name: 'Home Town', type: 'VARCHAR' },
      ],
    },
    { schema: 'staging', table: 'raw_orders', columns: [{ name: 'payload', type: 'JSON' }] },
  ],
};

/** Splits `text` at its `|` marker: the text without it and the cursor position. */
export function atCursor(marked: string): { text: string; cursor: number } {
  const cursor = marked.indexOf('|');
  return { text: marked.slice(0, cursor) + marked.slice(cursor + 1), cursor };
}
