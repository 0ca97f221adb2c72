import rison from 'rison';
import * as z from 'zod';
import { api } from '../../../../core/api.ts';
import type { DatasetOverwriteBody, DatasetPostBody } from './dataset-body.ts';

/** What a dataset write answers: its id (Superset also sends the saved fields under `result`). */
const DatasetWriteAnswer = z.looseObject({ id: z.number().int() });

/** A dataset the user owns, as the overwrite picker lists it. */
const OwnedDataset = z.looseObject({
  id: z.number().int(),
  table_name: z.string(),
  owners: z.array(z.looseObject({ id: z.number().int() })).catch([]),
});
export type OwnedDataset = z.infer<typeof OwnedDataset>;
const OwnedDatasetsAnswer = z.looseObject({ result: z.array(OwnedDataset) });

/** Superset's query for the datasets a user owns whose name contains the search text, newest first. */
export function ownedDatasetsQuery(userId: number, search: string): string {
  return rison.encode({
    columns: ['id', 'table_name', 'owners.id'],
    filters: [
      { col: 'table_name', opr: 'ct', value: search },
      { col: 'owners', opr: 'rel_m_m', value: userId },
    ],
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page_size: 25,
  });
}

/** SQL Lab's dataset endpoints: save a query as a virtual dataset, overwrite one, and list the user's own. */
export const sqlLabDatasetApi = api.injectEndpoints({
  endpoints: (build) => ({
    createVirtualDataset: build.mutation<{ id: number }, DatasetPostBody>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', json: body, schema: DatasetWriteAnswer }),
      invalidatesTags: ['Dataset'],
    }),
    overwriteVirtualDataset: build.mutation<{ id: number }, { id: number; body: DatasetOverwriteBody }>({
      query: ({ id, body }) => ({
        url: `/api/v1/dataset/${id}?override_columns=true`,
        method: 'PUT',
        json: body,
        schema: DatasetWriteAnswer,
      }),
      invalidatesTags: ['Dataset'],
    }),
    ownedDatasets: build.query<OwnedDataset[], { userId: number; search: string }>({
      query: ({ userId, search }) => ({
        url: `/api/v1/dataset/?q=${encodeURIComponent(ownedDatasetsQuery(userId, search))}`,
        schema: OwnedDatasetsAnswer,
      }),
      transformResponse: (answer: z.infer<typeof OwnedDatasetsAnswer>) => answer.result,
      providesTags: ['Dataset'],
    }),
  }),
});
