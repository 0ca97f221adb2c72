import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** `count` tables named `table_00000`..., with `orders` and `customers` first. */
export const tableNames = (count: number): string[] => [
  'customers',
  'orders',
  ...Array.from({ length: count - 2 }, (_, index) => `table_${String(index).padStart(5, '0')}`),
];

const metadataOf = (name: string) => ({
  name,
  columns: [
    {
      name: 'id',
      type: 'INTEGER',
      longType: 'INTEGER',
      keys: [{ column_names: ['id'], name: `${name}_pk`, type: 'pk' }],
      comment: null,
    },
    { name: `${name}_note`, type: 'VARCHAR', longType: 'VARCHAR', keys: [], comment: null },
  ],
  selectStar: `SELECT\n  id,\n  ${name}_note\nFROM main.${name}\nLIMIT 100`,
  primaryKey: { column_names: ['id'], name: `${name}_pk`, type: 'pk' },
  foreignKeys: [],
  indexes: [],
  comment: null,
});

/** A fake database metadata API for one DuckDB database (id 1, schemas main and staging); every request line is kept. */
export function fakeMetadataApi(tables: string[]): string[] {
  const received: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      received.push(url);
      if (url.startsWith('/api/v1/database/?')) {
        return json({
          count: 1,
          result: [
            { id: 1, database_name: 'examples', backend: 'duckdb', expose_in_sqllab: true, allow_multi_catalog: false },
          ],
        });
      }
      if (url.startsWith('/api/v1/database/1/schemas/')) return json({ result: ['main', 'staging'] });
      if (url.startsWith('/api/v1/database/1/tables/'))
        return json({
          count: tables.length,
          result: tables.map((value) => ({ value, type: value === 'customers' ? 'view' : 'table', extra: null })),
        });
      if (url.startsWith('/api/v1/database/1/function_names/'))
        return json({ function_names: ['count', 'date_trunc'] });
      const metadata = /table_metadata\/\?name=([^&]+)/.exec(url);
      if (metadata && tables.includes(metadata[1]!)) return json(metadataOf(metadata[1]!));
      return json({ message: 'Not found' }, 404);
    }),
  );
  return received;
}
