import * as z from 'zod';

/**
 * A stored dashboard (Superset's Dashboard). People are kept by user id and named from the tenant's users when
 * answered. `chartIds` is Superset's `dashboard_slices` relation, kept on the dashboard so that opening one reads a
 * single item; the layout (`position_json`) may name fewer charts, as Superset's does until the dashboard is saved.
 */
export const DashboardRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  position_json: z.string().nullable(),
  json_metadata: z.string().nullable(),
  css: z.string().nullable(),
  published: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  owners: z.array(z.number().int()),
  roles: z.array(z.number().int()),
  chartIds: z.array(z.number().int()),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type DashboardRecord = z.infer<typeof DashboardRecord>;

/** What chart answers and dashboard pickers read of every dashboard: no layout, no CSS; `roles` for who sees it. */
export const DashboardSummary = DashboardRecord.pick({
  id: true,
  dashboard_title: true,
  json_metadata: true,
  published: true,
  owners: true,
  roles: true,
  chartIds: true,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
