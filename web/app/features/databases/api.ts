import {
  DatabaseListAnswer,
  type DatabaseListRow,
  DatabaseNamesAnswer,
  FunctionNamesAnswer,
  NamesAnswer,
  TableListAnswer,
  type TableListEntry,
  TableMetadata,
} from '#shared/api/database.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';

/** A schema of a database (and catalog, where the engine has several). */
export interface SchemaArgs {
  dbId: number;
  catalog: string | null;
  schema: string;
}

/** A table of a schema. */
export interface TableArgs extends SchemaArgs {
  table: string;
}

/** A database as a name filter offers it. */
export interface DatabaseNameChoice {
  value: number;
  label: string;
}

const catalogPart = (catalog: string | null) => (catalog === null ? {} : { catalog });

/** The query string of `table_metadata`: name, schema and catalog when known. */
function tableSearch({ table, schema, catalog }: TableArgs): string {
  const search = new URLSearchParams({ name: table, schema });
  if (catalog !== null) search.set('catalog', catalog);
  return search.toString();
}

/**
 * Every read of Superset's DatabaseRestApi the web app makes: the databases (for SQL Lab, for the New dataset page's
 * picker, for a name filter), a database's catalogs and schemas, a schema's tables, a table's metadata, and the
 * engine's function names. A request several screens make (SQL Lab, the New dataset page, the dataset editor) is one
 * cache entry.
 */
export const databasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sqlLabDatabases: build.query<DatabaseListRow[], void>({
      query: () => ({
        url: `/api/v1/database/?q=${risonQ({
          filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
          order_column: 'database_name',
          order_direction: 'asc',
          page: 0,
          page_size: -1,
        })}`,
        schema: DatabaseListAnswer,
      }),
      transformResponse: (answer: DatabaseListAnswer) => answer.result,
    }),
    /** The first hundred databases by name, as the New dataset page's picker lists them. */
    databaseChoices: build.query<DatabaseListRow[], void>({
      query: () => ({
        url: `/api/v1/database/?q=${risonQ({ order_column: 'database_name', order_direction: 'asc', page: 0, page_size: 100 })}`,
        schema: DatabaseListAnswer,
      }),
      transformResponse: (answer: DatabaseListAnswer) => answer.result,
    }),
    /** The databases a name search finds; the caller's list query asks for `columns:!(id,database_name)`. */
    databaseNameChoices: build.query<DatabaseNameChoice[], Readonly<Record<string, unknown>>>({
      query: (query) => ({ url: `/api/v1/database/?q=${risonQ(query)}`, schema: DatabaseNamesAnswer }),
      transformResponse: (answer: DatabaseNamesAnswer) =>
        answer.result.map((row) => ({ value: row.id, label: row.database_name })),
    }),
    databaseCatalogs: build.query<string[], { dbId: number; force?: boolean }>({
      query: ({ dbId, force = false }) => ({
        url: `/api/v1/database/${dbId}/catalogs/?q=${risonQ({ force })}`,
        schema: NamesAnswer,
      }),
      transformResponse: (answer: NamesAnswer) => answer.result,
    }),
    databaseSchemas: build.query<string[], { dbId: number; catalog: string | null; force?: boolean }>({
      query: ({ dbId, catalog, force = false }) => ({
        url: `/api/v1/database/${dbId}/schemas/?q=${risonQ({ force, ...catalogPart(catalog) })}`,
        schema: NamesAnswer,
      }),
      transformResponse: (answer: NamesAnswer) => answer.result,
    }),
    schemaTables: build.query<TableListEntry[], SchemaArgs & { force?: boolean }>({
      query: ({ dbId, catalog, schema, force = false }) => ({
        url: `/api/v1/database/${dbId}/tables/?q=${risonQ({ force, schema_name: schema, ...(catalog === null ? {} : { catalog_name: catalog }) })}`,
        schema: TableListAnswer,
      }),
      transformResponse: (answer: TableListAnswer) => answer.result,
    }),
    tableMetadata: build.query<TableMetadata, TableArgs>({
      query: (args) => ({
        url: `/api/v1/database/${args.dbId}/table_metadata/?${tableSearch(args)}`,
        schema: TableMetadata,
      }),
    }),
    functionNames: build.query<string[], number>({
      query: (dbId) => ({ url: `/api/v1/database/${dbId}/function_names/`, schema: FunctionNamesAnswer }),
      transformResponse: (answer: FunctionNamesAnswer) => answer.function_names,
    }),
  }),
});

export const {
  useSqlLabDatabasesQuery,
  useDatabaseChoicesQuery,
  useDatabaseNameChoicesQuery,
  useDatabaseCatalogsQuery,
  useDatabaseSchemasQuery,
  useSchemaTablesQuery,
  useTableMetadataQuery,
  useFunctionNamesQuery,
} = databasesApi;
