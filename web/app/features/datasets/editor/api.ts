import * as z from 'zod';
import { DatasetWriteResponse, type DatasetPutBody } from '#shared/api/dataset.ts';
import { api } from '../../../core/api.ts';

/** A column of `GET /api/v1/dataset/{pk}` (Superset's TableColumn show fields). */
export const DatasetDetailColumn = z.looseObject({
  id: z.number().int(),
  uuid: z.string().nullable().optional(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  type: z.string().nullable(),
  expression: z.string().nullable(),
  is_dttm: z.boolean().nullable(),
  python_date_format: z.string().nullable(),
  groupby: z.boolean().nullable(),
  filterable: z.boolean().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean().nullable().optional(),
  advanced_data_type: z.string().nullable().optional(),
  extra: z.string().nullable().optional(),
});
export type DatasetDetailColumn = z.infer<typeof DatasetDetailColumn>;

/** A metric of `GET /api/v1/dataset/{pk}` (Superset's SqlMetric show fields); `currency` is an object, as Superset 5 answers it. */
export const DatasetDetailMetric = z.looseObject({
  id: z.number().int(),
  uuid: z.string().nullable().optional(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  expression: z.string(),
  metric_type: z.string().nullable().optional(),
  d3format: z.string().nullable(),
  currency: z.unknown().nullable(),
  description: z.string().nullable(),
  warning_text: z.string().nullable(),
  extra: z.string().nullable().optional(),
});
export type DatasetDetailMetric = z.infer<typeof DatasetDetailMetric>;

/** `GET /api/v1/dataset/{pk}`'s `result`: what the editor edits (loose: Explore reads the same answer as its datasource). */
export const DatasetDetail = z.looseObject({
  id: z.number().int(),
  table_name: z.string(),
  kind: z.enum(['physical', 'virtual']).catch('physical'),
  schema: z.string().nullable(),
  catalog: z.string().nullable().optional(),
  sql: z.string().nullable(),
  database: z.looseObject({
    id: z.number().int(),
    database_name: z.string(),
    backend: z.string().nullable().optional(),
  }),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  default_endpoint: z.string().nullable(),
  extra: z.string().nullable(),
  template_params: z.string().nullable(),
  filter_select_enabled: z.boolean().nullable().optional(),
  normalize_columns: z.boolean().nullable().optional(),
  always_filter_main_dttm: z.boolean().nullable().optional(),
  owners: z.array(z.looseObject({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  columns: z.array(DatasetDetailColumn),
  metrics: z.array(DatasetDetailMetric),
});
export type DatasetDetail = z.infer<typeof DatasetDetail>;

const DatasetDetailAnswer = z.looseObject({ result: DatasetDetail });
const MessageAnswer = z.looseObject({ message: z.string() });

/** The tag of one dataset's detail; saving it invalidates this and the dataset lists' `Dataset` tag. */
const detailTag = (id: number) => ({ type: 'Dataset' as const, id: `detail-${id}` });

/**
 * The editor's endpoints over Superset's DatasetRestApi: the dataset as shown, its save (PUT) and the column sync
 * from the engine (`/refresh`). Both writes invalidate `Dataset`, so the dataset lists and pickers reload.
 */
export const datasetEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatasetDetail: build.query<DatasetDetail, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}`, schema: DatasetDetailAnswer }),
      transformResponse: (answer: z.infer<typeof DatasetDetailAnswer>) => answer.result,
      providesTags: (_result, _error, id) => [detailTag(id)],
    }),
    /** With `overrideColumns` the server syncs the columns from the (new) source after setting the fields. */
    saveDataset: build.mutation<DatasetWriteResponse, { id: number; body: DatasetPutBody; overrideColumns: boolean }>({
      query: ({ id, body, overrideColumns }) => ({
        url: `/api/v1/dataset/${id}${overrideColumns ? '?override_columns=true' : ''}`,
        method: 'PUT',
        json: body,
        schema: DatasetWriteResponse,
      }),
      invalidatesTags: (_result, _error, { id }) => ['Dataset', detailTag(id)],
    }),
    refreshDatasetColumns: build.mutation<string, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}/refresh`, method: 'PUT', schema: MessageAnswer }),
      transformResponse: (answer: z.infer<typeof MessageAnswer>) => answer.message,
      invalidatesTags: ['Dataset'],
    }),
  }),
});
