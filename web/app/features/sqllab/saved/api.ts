import * as z from 'zod';
import type { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import { api } from '../../../core/api.ts';

/** The body of `POST /api/v1/saved_query/` and `PUT /api/v1/saved_query/{pk}` (SavedQueryRestApi's add and edit columns). */
export interface SavedQueryBody {
  label: string;
  description: string;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  template_parameters: string | null;
}

/** The answer of a saved query write: its id and the stored fields. */
const SavedQueryWriteResponse = z.looseObject({ id: z.number().int(), result: z.record(z.string(), z.unknown()) });

/** The answer of `POST /api/v1/sqllab/permalink`. */
const PermalinkResponse = z.looseObject({ key: z.string().min(1), url: z.string() });

/**
 * SQL Lab's save and share endpoints (Superset's SavedQueryRestApi writes and SqlLabPermalinkRestApi's create). Names
 * are this folder's own: every feature injects into one API, where the first of two same-named endpoints wins.
 */
export const sqlLabSavedApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSqlLabSavedQuery: build.mutation<number, SavedQueryBody>({
      query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', json: body, schema: SavedQueryWriteResponse }),
      transformResponse: (answer: z.infer<typeof SavedQueryWriteResponse>) => answer.id,
    }),
    updateSqlLabSavedQuery: build.mutation<number, { id: number; body: SavedQueryBody }>({
      query: ({ id, body }) => ({
        url: `/api/v1/saved_query/${id}`,
        method: 'PUT',
        json: body,
        schema: SavedQueryWriteResponse,
      }),
      transformResponse: (answer: z.infer<typeof SavedQueryWriteResponse>) => answer.id,
    }),
    createSqlLabPermalink: build.mutation<string, SqlLabPermalinkState>({
      query: (state) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', json: state, schema: PermalinkResponse }),
      transformResponse: (answer: z.infer<typeof PermalinkResponse>) => answer.key,
    }),
  }),
});

export const {
  useCreateSqlLabSavedQueryMutation,
  useUpdateSqlLabSavedQueryMutation,
  useCreateSqlLabPermalinkMutation,
} = sqlLabSavedApi;
