import * as z from 'zod';
import { DatasetWriteResponse, type DatasetPostBody } from '#shared/api/dataset.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';

/** A database as the add page's picker lists it. */
const DatabaseNames = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), database_name: z.string(), backend: z.string().optional() })),
});
export type DatabaseChoice = z.infer<typeof DatabaseNames>['result'][number];

/** `GET /{pk}/schemas/`: `{ result: [names] }`. */
const SchemaNames = z.looseObject({ result: z.array(z.string()) });

/** `GET /{pk}/tables/`: tables and views of a schema. */
const TableNames = z.looseObject({
  result: z.array(z.looseObject({ value: z.string(), type: z.string().catch('table') })),
});
export type TableChoice = z.infer<typeof TableNames>['result'][number];

/** The columns of `GET /{pk}/table_metadata/`, which the preview lists. */
const TableColumns = z.looseObject({
  columns: z.array(z.looseObject({ name: z.string(), type: z.string().nullable().catch(null) })),
});
export type TableColumns = z.infer<typeof TableColumns>['columns'];

/** Physical datasets already made from a schema's tables (`GET /api/v1/dataset/`), keyed by table name. */
const SchemaDatasets = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), table_name: z.string() })),
});

/** A schema of a database. */
export interface SchemaArgs {
  dbId: number;
  schema: string;
}

/** Superset's DatasetAdd asks for the physical datasets of the picked schema to mark tables that have one. */
const schemaDatasetsQuery = ({ dbId, schema }: SchemaArgs) => ({
  columns: ['id', 'table_name'],
  filters: [
    { col: 'database', opr: 'rel_o_m', value: dbId },
    { col: 'schema', opr: 'eq', value: schema },
    { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
  ],
  page: 0,
  page_size: -1,
});

/**
 * The add page's reads of database metadata (databases, schemas, tables, a table's columns), the datasets a schema
 * already has, and the create. Names are the page's own: the first of two same-named endpoints wins.
 */
export const datasetAddApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddDatasetDatabases: build.query<DatabaseChoice[], void>({
      query: () => ({
        url: `/api/v1/database/?q=${risonQ({ order_column: 'database_name', order_direction: 'asc', page: 0, page_size: 100 })}`,
        schema: DatabaseNames,
      }),
      transformResponse: (answer: z.infer<typeof DatabaseNames>) => answer.result,
    }),
    getAddDatasetSchemas: build.query<string[], number>({
      query: (dbId) => ({
        url: `/api/v1/database/${dbId}/schemas/?q=${risonQ({ force: false })}`,
        schema: SchemaNames,
      }),
      transformResponse: (answer: z.infer<typeof SchemaNames>) => answer.result,
    }),
    getAddDatasetTables: build.query<TableChoice[], SchemaArgs>({
      query: ({ dbId, schema }) => ({
        url: `/api/v1/database/${dbId}/tables/?q=${risonQ({ force: false, schema_name: schema })}`,
        schema: TableNames,
      }),
      transformResponse: (answer: z.infer<typeof TableNames>) => answer.result,
    }),
    getAddDatasetColumns: build.query<TableColumns, SchemaArgs & { table: string }>({
      query: ({ dbId, schema, table }) => ({
        url: `/api/v1/database/${dbId}/table_metadata/?${new URLSearchParams({ name: table, schema }).toString()}`,
        schema: TableColumns,
      }),
      transformResponse: (answer: z.infer<typeof TableColumns>) => answer.columns,
    }),
    getSchemaDatasets: build.query<Record<string, number>, SchemaArgs>({
      query: (args) => ({ url: `/api/v1/dataset/?q=${risonQ(schemaDatasetsQuery(args))}`, schema: SchemaDatasets }),
      transformResponse: (answer: z.infer<typeof SchemaDatasets>) =>
        Object.fromEntries(answer.result.map((row) => [row.table_name, row.id])),
      providesTags: ['Dataset'],
    }),
    createDataset: build.mutation<number, DatasetPostBody>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', json: body, schema: DatasetWriteResponse }),
      transformResponse: (answer: DatasetWriteResponse) => answer.id,
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const {
  useGetAddDatasetDatabasesQuery,
  useGetAddDatasetSchemasQuery,
  useGetAddDatasetTablesQuery,
  useGetAddDatasetColumnsQuery,
  useGetSchemaDatasetsQuery,
  useCreateDatasetMutation,
} = datasetAddApi;
