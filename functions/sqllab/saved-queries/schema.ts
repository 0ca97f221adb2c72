import * as z from 'zod';
import { boundedName, boundedText, SQL_MAX_BYTES, TEXT_MAX_BYTES } from '#shared/limits.ts';

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

/**
 * POST and PUT /api/v1/saved_query/ bodies (Superset's add and edit columns); unknown fields are refused. Every text
 * is bounded (Superset's column lengths for names, shared/limits.ts for the rest) so a saved query fits one item.
 */
export const SavedQueryWrite = z.strictObject({
  label: boundedName(256).nullable().optional(),
  description: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  db_id: z.number().int().nullable().optional(),
  catalog: boundedName(256).nullable().optional(),
  schema: boundedName(128).nullable().optional(),
  sql: boundedText(SQL_MAX_BYTES).nullable().optional(),
  template_parameters: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  extra_json: boundedText(TEXT_MAX_BYTES).nullable().optional(),
});
export type SavedQueryWrite = z.infer<typeof SavedQueryWrite>;

/** The fields a write sets, in the order Superset's schemas list them. */
export const WRITE_FIELDS = [
  'catalog',
  'db_id',
  'description',
  'extra_json',
  'label',
  'schema',
  'sql',
  'template_parameters',
] as const;
