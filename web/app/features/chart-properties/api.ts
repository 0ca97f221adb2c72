import rison from 'rison';
import {
  ChartItemResponse,
  ChartWriteResponse,
  RelatedResponse,
  type ChartItem,
  type ChartPutBody,
  type RelatedItem,
} from '#shared/api/chart.ts';
import { api } from '../../core/api.ts';

/** The properties modal's endpoints: the chart as `GET /api/v1/chart/{pk}` shows it, owner choices, and the save. */
export const chartPropertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<ChartItem, number>({
      query: (id) => ({ url: `/api/v1/chart/${id}`, schema: ChartItemResponse }),
      transformResponse: (answer: ChartItemResponse) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Chart', id }],
    }),
    getChartOwnerChoices: build.query<RelatedItem[], void>({
      query: () => ({
        url: `/api/v1/chart/related/owners?q=${encodeURIComponent(rison.encode({ page: 0, page_size: 100 }))}`,
        schema: RelatedResponse,
      }),
      transformResponse: (answer: RelatedResponse) => answer.result,
    }),
    saveChartProperties: build.mutation<ChartWriteResponse, { id: number; body: ChartPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', json: body, schema: ChartWriteResponse }),
      invalidatesTags: (_result, _error, { id }) => ['ChartList', { type: 'Chart', id }],
    }),
  }),
});
