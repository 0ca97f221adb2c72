import * as z from 'zod';
import { DatasetWriteResponse, type DatasetPostBody } from '#shared/api/dataset.ts';
import { api } from '../../../core/api.ts';
import { risonQ } from '../../../core/http/rison-query.ts';

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
 * The add page's own endpoints: the datasets a schema already has, and the create (the databases, schemas, tables and
 * a table's columns it picks from are the databases feature's). Names are the page's own: the first of two same-named
 * endpoints wins.
 */
export const datasetAddApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetSchemaDatasetsQuery, useCreateDatasetMutation } = datasetAddApi;
