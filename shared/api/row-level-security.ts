import * as z from 'zod';
import { boundedName, boundedText, NAME_MAX_LENGTH } from '../limits.ts';
import { RLS_FILTER_TYPES } from '../security/rls-filter-types.ts';

/**
 * Schemas of Superset's row level security filters (RLSRestApi, `/api/v1/rowlevelsecurity/`), shared by the handlers,
 * the web app's endpoints and the tests. A filter adds its clause to the WHERE of every query built from its datasets:
 * a Regular filter for members of its roles, a Base filter for everyone but them. Filters sharing a group key are ORed
 * together; groups, and filters without a key, are ANDed. Request bodies are strict, responses loose.
 */

/** The permission view of the routes and the menu entry (Superset's `class_permission_name`). */
export const RLS_VIEW = 'Row Level Security';

export { RLS_FILTER_TYPES };
export const RlsFilterType = z.enum(RLS_FILTER_TYPES);
export type RlsFilterType = z.infer<typeof RlsFilterType>;

/** Longest clause: a WHERE condition, templated; bounded so a tenant's filters stay small enough to read per request. */
export const RLS_CLAUSE_MAX_BYTES = 4096;
/** Longest description. */
export const RLS_DESCRIPTION_MAX_BYTES = 4096;
/** Most datasets or roles one filter names. */
export const RLS_MAX_TARGETS = 200;
/** Most filters one tenant keeps: every chart query reads them all, so they stay a small read. */
export const RLS_MAX_FILTERS = 500;

const name = boundedName(NAME_MAX_LENGTH).min(1);
const clause = boundedText(RLS_CLAUSE_MAX_BYTES).refine(
  (text) => text.trim() !== '',
  'Missing data for required field.',
);
const description = boundedText(RLS_DESCRIPTION_MAX_BYTES);
const groupKey = boundedName(NAME_MAX_LENGTH);
const ids = z.array(z.number().int().positive()).max(RLS_MAX_TARGETS);

/** Body of `POST /api/v1/rowlevelsecurity/` (Superset's `RLSPostSchema`). */
export const RlsPostBody = z.strictObject({
  name,
  filter_type: RlsFilterType,
  tables: ids.min(1, 'Shorter than minimum length 1.'),
  roles: ids,
  clause,
  group_key: groupKey.nullable().optional(),
  description: description.nullable().optional(),
});
export type RlsPostBody = z.infer<typeof RlsPostBody>;

/** Body of `PUT /api/v1/rowlevelsecurity/{pk}` (Superset's `RLSPutSchema`: every field optional). */
export const RlsPutBody = z.strictObject({
  name: name.optional(),
  filter_type: RlsFilterType.optional(),
  tables: ids.min(1, 'Shorter than minimum length 1.').optional(),
  roles: ids.optional(),
  clause: clause.optional(),
  group_key: groupKey.nullable().optional(),
  description: description.nullable().optional(),
});
export type RlsPutBody = z.infer<typeof RlsPutBody>;

/** A dataset as a filter names it. */
export const RlsTable = z.looseObject({ id: z.number().int(), schema: z.string().nullable(), table_name: z.string() });
export type RlsTable = z.infer<typeof RlsTable>;

/** A role as a filter names it. */
export const RlsRole = z.looseObject({ id: z.number().int(), name: z.string() });
export type RlsRole = z.infer<typeof RlsRole>;

const Person = z.looseObject({ first_name: z.string(), last_name: z.string().optional() });

/** The filter of `GET /api/v1/rowlevelsecurity/{pk}` (Superset's `RLSShowSchema`). */
export const RlsItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  filter_type: RlsFilterType,
  tables: z.array(RlsTable),
  roles: z.array(RlsRole),
  clause: z.string(),
  group_key: z.string().nullable(),
  description: z.string().nullable(),
});
export type RlsItem = z.infer<typeof RlsItem>;

/** Answer of `GET /api/v1/rowlevelsecurity/{pk}`. */
export const RlsItemResponse = z.looseObject({ id: z.number().int(), result: RlsItem });
export type RlsItemResponse = z.infer<typeof RlsItemResponse>;

/** One row of `GET /api/v1/rowlevelsecurity/` (Superset's `RLSListSchema`). */
export const RlsListItem = RlsItem.extend({
  changed_on_delta_humanized: z.string(),
  changed_by: Person.nullable(),
});
export type RlsListItem = z.infer<typeof RlsListItem>;

/** Answer of `GET /api/v1/rowlevelsecurity/`. */
export const RlsListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(RlsListItem),
});
export type RlsListResponse = z.infer<typeof RlsListResponse>;

/** Answer of the writes (201 on POST, 200 on PUT): the id and the body as accepted. */
export const RlsWriteResponse = z.looseObject({ id: z.number().int(), result: z.record(z.string(), z.unknown()) });
export type RlsWriteResponse = z.infer<typeof RlsWriteResponse>;

/** The columns the list orders by (Superset's `order_columns`). */
export const RLS_ORDER_COLUMNS = ['name', 'filter_type', 'clause', 'group_key', 'changed_on_delta_humanized'] as const;
