import type { SchemasQuery, TableQuery, TablesQuery } from '../schema.ts';
import { NotFoundError } from '#shared/errors.ts';
import { metadataCacheSeconds, readExtra } from '../../lib/records/database-extra.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import type { CatalogBrowser, TableDescription } from '../../lib/ports/catalog.ts';
import { type MetadataCache, metadataKey } from './metadata-cache.ts';
import { partitionQuerySql, type PreviewDialect, selectStarSql } from './select-star.ts';

/** One database's metadata, read through its browser and cached per tenant and database. */
export interface MetadataContext {
  tenant: string;
  database: DatabaseRecord;
  browser: CatalogBrowser;
  dialect: PreviewDialect;
  cache: MetadataCache;
}

const cached = <T>(
  context: MetadataContext,
  kind: 'schema' | 'table' | 'catalog',
  force: boolean,
  parts: (string | undefined)[],
  read: () => Promise<T>,
) =>
  context.cache.get(
    metadataKey(context.tenant, context.database.id, kind, ...parts),
    metadataCacheSeconds(readExtra(context.database.extra), kind),
    force,
    read,
  );

/** GET /catalogs/: `{ result: [names] }`. */
export async function listCatalogs(context: MetadataContext, force: boolean): Promise<{ result: string[] }> {
  return { result: await cached(context, 'catalog', force, [], () => context.browser.catalogs()) };
}

/** GET /schemas/: `{ result: [names] }`; with `upload_allowed`, only the schemas file uploads may write to. */
export async function listSchemas(context: MetadataContext, query: SchemasQuery): Promise<{ result: string[] }> {
  const schemas = await cached(context, 'schema', query.force, [query.catalog], () =>
    context.browser.schemas(query.catalog),
  );
  if (!query.upload_allowed) return { result: schemas };
  if (!context.database.allow_file_upload) return { result: [] };
  const allowed = readExtra(context.database.extra).schemas_allowed_for_file_upload;
  return { result: allowed.length === 0 ? schemas : schemas.filter((schema) => allowed.includes(schema)) };
}

/**
 * GET /tables/: `{ count, result: [{ value, type, extra }] }` as Superset answers: a table carries its dataset's
 * `extra` (certification, warnings) or null, a view no `extra`. 404 when the schema does not exist.
 */
export async function listTables(
  context: MetadataContext,
  query: TablesQuery,
  datasetExtras: ReadonlyMap<string, object>,
) {
  const read = () => context.browser.tables(query.schema_name, query.catalog_name);
  const tables = await cached(context, 'table', query.force, [query.catalog_name, query.schema_name], read);
  if (tables === undefined)
    throw new NotFoundError('Schema does not exist', { errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR' });
  const result = tables.map((table) =>
    table.type === 'view'
      ? { value: table.name, type: 'view' }
      : { value: table.name, type: 'table', extra: datasetExtras.get(table.name) ?? null },
  );
  return { count: result.length, result };
}

async function describe(context: MetadataContext, query: TableQuery): Promise<TableDescription> {
  const table = await context.browser.describeTable(query);
  if (!table) throw new NotFoundError('Table does not exist', { errorType: 'TABLE_DOES_NOT_EXIST_ERROR' });
  return table;
}

/** The part of a column type before its parameters, as Superset's `type` (`DECIMAL(10,2)` is `DECIMAL`). */
const shortType = (type: string): string => type.split('(')[0]!;

/** GET /table_metadata/: columns, preview SQL and keys in Superset's `get_table_metadata` shape. Read fresh, never cached. */
export async function tableMetadata(context: MetadataContext, query: TableQuery) {
  const table = await describe(context, query);
  const primaryKey = table.primaryKey.columns.length
    ? { column_names: table.primaryKey.columns, name: table.primaryKey.name, type: 'pk' }
    : { constrained_columns: [], name: null };
  const keyOf = (column: string) => (table.primaryKey.columns.includes(column) ? [primaryKey] : []);
  return {
    name: table.name,
    columns: table.columns.map((column) => ({
      name: column.name,
      type: shortType(column.type),
      longType: column.type,
      keys: keyOf(column.name),
      comment: column.comment,
    })),
    selectStar: selectStarSql(context.dialect, table, query.catalog !== undefined),
    primaryKey,
    foreignKeys: [],
    indexes: [],
    comment: table.comment,
  };
}

/** GET /table_metadata/extra/: `{}`, or for a partitioned table its partition columns and the query listing them. */
export async function tableExtraMetadata(context: MetadataContext, query: TableQuery) {
  const table = await describe(context, query);
  if (table.partitionColumns.length === 0) return {};
  return {
    partitions: {
      cols: table.partitionColumns,
      // Finding the newest values costs an engine query; SQL Lab runs `partitionQuery` when the user asks.
      latest: Object.fromEntries(table.partitionColumns.map((column) => [column, null])),
      partitionQuery: partitionQuerySql(context.dialect, table, query.catalog !== undefined),
    },
  };
}

/** GET /function_names/: `{ function_names: [...] }`, sorted. */
export async function functionNames(context: MetadataContext): Promise<{ function_names: string[] }> {
  return {
    function_names: await cached(context, 'catalog', false, ['functions'], () => context.browser.functionNames()),
  };
}
