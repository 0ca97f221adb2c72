import * as z from 'zod';
import { ChartListItem } from '#shared/api/chart.ts';
import { api } from '../../../../core/api.ts';
import { insertPanelChartsUrl, type InsertPanelChartsArgs } from './chart-query.ts';

/**
 * The chart list as the panel asks for it: the selected columns only, owners and creator by id alone (`owners.id`,
 * `created_by.id`), so the people fields the full list carries are absent here.
 */
export const InsertPanelChartsResponse = z.looseObject({
  count: z.number().int(),
  result: z.array(
    ChartListItem.omit({ owners: true, created_by: true })
      .partial()
      .extend({
        owners: z.array(z.looseObject({ id: z.number().int() })).optional(),
        created_by: z.looseObject({ id: z.number().int() }).nullable().optional(),
      }),
  ),
});
export type InsertPanelChartsResponse = z.infer<typeof InsertPanelChartsResponse>;

/** The insert panel's chart search over Superset's chart list. */
export const insertPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsertPanelCharts: build.query<InsertPanelChartsResponse, InsertPanelChartsArgs>({
      query: (args) => ({ url: insertPanelChartsUrl(args), schema: InsertPanelChartsResponse }),
      providesTags: ['ChartList'],
    }),
  }),
});

export const { useGetInsertPanelChartsQuery } = insertPanelApi;
