import * as z from 'zod';
import { api } from '../../core/api.ts';
import { ChartDataResultSchema } from '../chart/index.ts';

/** The body of a drill to detail: the chart query's filters (plus the drilled values), time range and extras. */
export interface DrillPayload {
  filters: { col: unknown; op: string; val?: unknown }[];
  extras?: Record<string, unknown>;
  time_range?: string | null;
  granularity?: string | null;
}

/** Answer of `POST /datasource/samples`: one page of rows and how many rows match in all (drill to detail). */
export const SamplesAnswer = z.looseObject({
  result: ChartDataResultSchema.extend({
    total_count: z.number().int().default(0),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type SamplesAnswer = z.infer<typeof SamplesAnswer>;

/** The numeric id of a `datasource` key (`"3__table"`), or undefined when it names none. */
export function datasourceIdOf(key: unknown): number | undefined {
  const match = typeof key === 'string' ? /^(\d+)__[a-z_]+$/.exec(key) : null;
  return match ? Number(match[1]) : undefined;
}

/** The chart actions' endpoint: a page of a dataset's rows under a chart's filters (`/datasource/samples`). */
export const chartActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    drillDetail: build.query<
      SamplesAnswer['result'],
      { datasourceId: number; page: number; perPage: number; payload: DrillPayload }
    >({
      query: ({ datasourceId, page, perPage, payload }) => ({
        url: `/datasource/samples?${new URLSearchParams({ datasource_id: String(datasourceId), datasource_type: 'table', page: String(page), per_page: String(perPage) })}`,
        method: 'POST',
        json: payload,
        schema: SamplesAnswer,
      }),
      transformResponse: (answer: SamplesAnswer) => answer.result,
    }),
  }),
});
