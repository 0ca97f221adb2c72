import { z } from 'zod';

/** Who created or last changed a saved query, captured at write time (Superset's `created_by`/`changed_by`). */
export const UserRef = z.object({
  /** The token's `sub`: what ownership is decided by. */
  sub: z.string(),
  /** Superset's integer user id, when the user has one (the local identity's users do). */
  id: z.number().int().optional(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof UserRef>;

/** A stored saved query. */
export const SavedQueryRecord = z.object({
  id: z.number().int().positive(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  db_id: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullable(),
  rows: z.number().int().nullable(),
  last_run: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by: UserRef,
  changed_by: UserRef,
  version: z.number().int().positive(),
});
export type SavedQueryRecord = z.infer<typeof SavedQueryRecord>;

/** POST and PUT /api/v1/saved_query/ bodies (Superset's add and edit columns); unknown fields are refused. */
export const SavedQueryWrite = z.strictObject({
  label: z.string().max(256).nullable().optional(),
  description: z.string().nullable().optional(),
  db_id: z.number().int().nullable().optional(),
  catalog: z.string().max(256).nullable().optional(),
  schema: z.string().max(128).nullable().optional(),
  sql: z.string().nullable().optional(),
  template_parameters: z.string().nullable().optional(),
  extra_json: z.string().nullable().optional(),
});
export type SavedQueryWrite = z.infer<typeof SavedQueryWrite>;

/** The fields a write sets, in the order Superset's schemas list them. */
export const WRITE_FIELDS = ['catalog', 'db_id', 'description', 'extra_json', 'label', 'schema', 'sql', 'template_parameters'] as const;
