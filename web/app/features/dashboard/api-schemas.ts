import * as z from 'zod';

/**
 * Answers the dashboard page reads whose shared schemas the API work has not published yet. They follow Superset's
 * OpenAPI (ChartEntityResponseSchema, DashboardDatasetSchema, the permalink and favourite answers); loose, so fields
 * the server adds pass through.
 */

/** One chart of `GET /api/v1/dashboard/{id_or_slug}/charts`. */
export const DashboardChartEntity = z.looseObject({
  id: z.number().int(),
  slice_name: z.string().nullable().optional(),
  form_data: z.record(z.string(), z.unknown()).default({}),
  description: z.string().nullable().optional(),
  description_markeddown: z.string().nullable().optional(),
  cache_timeout: z.number().nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  changed_on: z.string().nullable().optional(),
  slice_url: z.string().nullable().optional(),
});
export type DashboardChartEntity = z.infer<typeof DashboardChartEntity>;

export const DashboardChartsResponse = z.looseObject({ result: z.array(DashboardChartEntity) });
export type DashboardChartsResponse = z.infer<typeof DashboardChartsResponse>;

/** One dataset of `GET /api/v1/dashboard/{id_or_slug}/datasets`: what its charts need to draw. */
export const DashboardDataset = z.looseObject({
  id: z.number().int(),
  uid: z.string().optional(),
  type: z.string().optional(),
  verbose_map: z.record(z.string(), z.string()).default({}),
  column_formats: z.record(z.string(), z.string()).default({}),
  currency_formats: z.record(z.string(), z.unknown()).default({}),
  columns: z
    .array(
      z.looseObject({
        column_name: z.string(),
        is_dttm: z.boolean().nullable().optional(),
        verbose_name: z.string().nullable().optional(),
        groupby: z.boolean().nullable().optional(),
      }),
    )
    .default([]),
});
export type DashboardDataset = z.infer<typeof DashboardDataset>;

export const DashboardDatasetsResponse = z.looseObject({ result: z.array(DashboardDataset) });
export type DashboardDatasetsResponse = z.infer<typeof DashboardDatasetsResponse>;

/** Answer of `POST /api/v1/dashboard/{pk}/permalink`. */
export const DashboardPermalinkPostResponse = z.looseObject({ key: z.string(), url: z.string() });
export type DashboardPermalinkPostResponse = z.infer<typeof DashboardPermalinkPostResponse>;

/** The state a dashboard permalink keeps (Superset's DashboardPermalinkStateSchema). */
export const DashboardPermalinkState = z.looseObject({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});
export type DashboardPermalinkState = z.infer<typeof DashboardPermalinkState>;

/** Answer of `GET /api/v1/dashboard/permalink/{key}`. */
export const DashboardPermalinkResponse = z.looseObject({
  dashboardId: z.string().optional(),
  state: DashboardPermalinkState,
});
export type DashboardPermalinkResponse = z.infer<typeof DashboardPermalinkResponse>;

/** Answer of `GET /api/v1/dashboard/favorite_status/?q=!(id)`. */
export const DashboardFavoriteStatusResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number(), value: z.boolean() })),
});
export type DashboardFavoriteStatusResponse = z.infer<typeof DashboardFavoriteStatusResponse>;

/** Answer of `PUT /api/v1/dashboard/{pk}`. */
export const DashboardPutResponse = z.looseObject({ id: z.number().int(), result: z.record(z.string(), z.unknown()) });
export type DashboardPutResponse = z.infer<typeof DashboardPutResponse>;
