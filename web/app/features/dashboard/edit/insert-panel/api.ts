import { ChartListSelectedResponse } from '#shared/api/chart.ts';
import { api } from '../../../../core/api.ts';
import { insertPanelChartsUrl, type InsertPanelChartsArgs } from './chart-query.ts';

/** The insert panel's chart search over Superset's chart list. */
export const insertPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsertPanelCharts: build.query<ChartListSelectedResponse, InsertPanelChartsArgs>({
      query: (args) => ({ url: insertPanelChartsUrl(args), schema: ChartListSelectedResponse }),
      providesTags: ['ChartList'],
    }),
  }),
});

export const { useGetInsertPanelChartsQuery } = insertPanelApi;
