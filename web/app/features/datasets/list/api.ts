import * as z from 'zod';
import { ChartUser } from '#shared/api/chart.ts';
import { DatasetRelatedObjectsResponse } from '#shared/api/dataset.ts';
import { api } from '../../../core/api.ts';
import { risonQ } from '../../../core/http/rison-query.ts';
import { datasetListQuery, type DatasetListState } from './list-state.ts';

/** A row of `GET /api/v1/dataset/` with the fields the dataset list shows (DatasetRestApi.list_columns). */
export const DatasetListItem = z.looseObject({
  id: z.number().int(),
  table_name: z.string(),
  kind: z.enum(['physical', 'virtual']).catch('physical'),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  database: z.looseObject({ id: z.number().int(), database_name: z.string() }),
  description: z.string().nullable(),
  extra: z.string().nullable(),
  owners: z.array(ChartUser),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
});
export type DatasetListItem = z.infer<typeof DatasetListItem>;

const DatasetListPage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(DatasetListItem),
});
export type DatasetListPage = z.infer<typeof DatasetListPage>;

/**
 * The dataset list's endpoints over Superset's DatasetRestApi (deletes are the lists' shared ones, which invalidate
 * the `Dataset` tag this list provides). Names are the list's own: the first of two same-named endpoints wins.
 */
export const datasetListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatasetListPage: build.query<DatasetListPage, DatasetListState>({
      query: (state) => ({ url: `/api/v1/dataset/?q=${risonQ(datasetListQuery(state))}`, schema: DatasetListPage }),
      providesTags: ['Dataset'],
    }),
    getDatasetRelatedObjects: build.query<DatasetRelatedObjectsResponse, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}/related_objects`, schema: DatasetRelatedObjectsResponse }),
    }),
  }),
});

export const { useGetDatasetListPageQuery, useGetDatasetRelatedObjectsQuery } = datasetListApi;
