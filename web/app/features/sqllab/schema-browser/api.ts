import rison from 'rison';
import { api } from '../../../core/api.ts';
import {
  DatabaseListAnswer,
  FunctionNamesAnswer,
  NamesAnswer,
  type SqlLabDatabaseRow,
  TableListAnswer,
  type TableListEntry,
  TableMetadata,
} from './api-schemas.ts';

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

const catalogPart = (catalog: string | null) => (catalog === null ? {} : { catalog });

/** The query string of `table_metadata`: name, schema and catalog when known. */
function tableSearch({ table, schema, catalog }: TableArgs): string {
  const search = new URLSearchParams({ name: table, schema });
  if (catalog !== null) search.set('catalog', catalog);
  return search.toString();
}

/** SQL Lab's schema browser: databases exposed in SQL Lab, their catalogs, schemas, tables, table metadata, functions. */
export const schemaBrowserApi = api.injectEndpoints({
  endpoints: (build) => ({
    sqlLabDatabases: build.query<SqlLabDatabaseRow[], void>({
      query: () => ({
        url: `/api/v1/database/?q=${rison.encode({
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
    databaseCatalogs: build.query<string[], { dbId: number; force?: boolean }>({
      query: ({ dbId, force = false }) => ({
        url: `/api/v1/database/${dbId}/catalogs/?q=${rison.encode({ force })}`,
        schema: NamesAnswer,
      }),
      transformResponse: (answer: NamesAnswer) => answer.result,
    }),
    databaseSchemas: build.query<string[], { dbId: number; catalog: string | null; force?: boolean }>({
      query: ({ dbId, catalog, force = false }) => ({
        url: `/api/v1/database/${dbId}/schemas/?q=${rison.encode({ force, ...catalogPart(catalog) })}`,
        schema: NamesAnswer,
      }),
      transformResponse: (answer: NamesAnswer) => answer.result,
    }),
    schemaTables: build.query<TableListEntry[], SchemaArgs & { force?: boolean }>({
      query: ({ dbId, catalog, schema, force = false }) => ({
        url: `/api/v1/database/${dbId}/tables/?q=${rison.encode({ force, schema_name: schema, ...(catalog === null ? {} : { catalog_name: catalog }) })}`,
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
  useDatabaseCatalogsQuery,
  useDatabaseSchemasQuery,
  useSchemaTablesQuery,
  useTableMetadataQuery,
  useFunctionNamesQuery,
} = schemaBrowserApi;
