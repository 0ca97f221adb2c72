import * as z from 'zod';

/** A stored theme (Superset's Theme): its name and `json_data` as accepted, audit fields by user id. */
export const ThemeRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  theme_name: z.string(),
  json_data: z.string(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type ThemeRecord = z.infer<typeof ThemeRecord>;

/**
 * Which theme the tenant's pages draw with: one item, so setting the system default is one write (Superset clears the
 * old flag and sets the new one in a transaction, which DynamoDB here does without).
 */
export const SystemThemesRecord = z.object({ default_id: z.number().int().nullable() });
export type SystemThemesRecord = z.infer<typeof SystemThemesRecord>;
