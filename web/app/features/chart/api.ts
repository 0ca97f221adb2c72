import type { ChartDataQueryContextInput } from '#shared/query-context/index.ts';
import { api } from '../../core/api.ts';
import { ChartDataAnswer } from './api-schemas.ts';

/** `POST /api/v1/chart/data`: what every chart host (Explore, dashboards) asks for a chart's data with. */
export const chartDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    chartData: build.mutation<ChartDataAnswer, ChartDataQueryContextInput>({
      query: (json) => ({ url: '/api/v1/chart/data', method: 'POST', json, schema: ChartDataAnswer }),
    }),
  }),
});
