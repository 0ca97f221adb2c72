import * as z from 'zod';
import { RLS_FILTER_TYPES } from '#shared/security/rls-filter-types.ts';

/**
 * A stored row level security filter (Superset's RowLevelSecurityFilter): datasets and roles kept by id, named when
 * answered, so a renamed dataset or role shows its new name and a deleted one drops out of the filter's answer (and
 * of its effect: a dataset id never comes back, a role id neither).
 */
export const RlsFilterRecord = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  filter_type: z.enum(RLS_FILTER_TYPES),
  tables: z.array(z.number().int()),
  roles: z.array(z.number().int()),
  clause: z.string(),
  group_key: z.string().nullable(),
  description: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type RlsFilterRecord = z.infer<typeof RlsFilterRecord>;
