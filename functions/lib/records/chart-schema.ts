import * as z from 'zod';

/**
 * A stored chart (Superset's Slice). People are kept by user id (owners, creator, last editor, last saver) and named
 * from the tenant's users when answered, so a renamed user shows their new name and a deleted one shows nobody.
 */
export const ChartRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  slice_name: z.string().nullable(),
  description: z.string().nullable(),
  viz_type: z.string().nullable(),
  params: z.string().nullable(),
  query_context: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  datasource_id: z.number().int(),
  datasource_type: z.string(),
  owners: z.array(z.number().int()),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  last_saved_at: z.string().nullable(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  last_saved_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type ChartRecord = z.infer<typeof ChartRecord>;

/** The fields a POST or PUT may set directly (the rest are derived or resolved first). */
export const CHART_WRITE_FIELDS = [
  'slice_name',
  'description',
  'viz_type',
  'params',
  'query_context',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'external_url',
] as const;
