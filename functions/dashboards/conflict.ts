import { isDeepStrictEqual } from 'node:util';
import type { DashboardConflictExtra, DashboardPutBody } from '#shared/api/dashboard.ts';
import { BadRequestError, ConflictError } from '#shared/errors.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';

/**
 * Lost-update protection, beyond Superset: GET answers the record version as an `ETag`, and a PUT carrying
 * `If-Match` with an older version is refused with what is stored now, so the client can show it and ask to confirm
 * the overwrite. A PUT without `If-Match` behaves as Superset's (the last write wins).
 */

/** The `ETag` of a dashboard version (a strong validator: the version changes with every write). */
export const etagOf = (version: number): string => `"${version}"`;

/** The version an `If-Match` header names; undefined when absent or `*` (any version); 400 when unreadable. */
export function parseIfMatch(header: string | undefined): number | undefined {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(value);
  if (!match) throw new BadRequestError('If-Match must name a dashboard version, as its ETag');
  return Number(match[1]);
}

/** The fields a PUT may set, as the record keeps them (people and roles by id). */
const WRITABLE_FIELDS = [
  'dashboard_title',
  'slug',
  'owners',
  'roles',
  'position_json',
  'css',
  'json_metadata',
  'published',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'external_url',
] as const;
type WritableField = (typeof WRITABLE_FIELDS)[number];

/** JSON texts compare by content, id lists as sets, and null, '' and absent alike. */
function sameValue(field: WritableField, sent: unknown, stored: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(sent) && blank(stored)) return true;
  if (field === 'owners' || field === 'roles') {
    return isDeepStrictEqual([...new Set(sent as number[])].sort(), [...(stored as number[])].sort());
  }
  if (
    (field === 'position_json' || field === 'json_metadata') &&
    typeof sent === 'string' &&
    typeof stored === 'string'
  ) {
    try {
      return isDeepStrictEqual(JSON.parse(sent), JSON.parse(stored));
    } catch {
      return sent === stored;
    }
  }
  return sent === stored;
}

/** The fields `body` sends whose values differ from the stored ones, in a fixed order. */
export function differingFields(body: DashboardPutBody, record: DashboardRecord): string[] {
  return WRITABLE_FIELDS.filter((field) => body[field] !== undefined && !sameValue(field, body[field], record[field]));
}

/** The 409 of a stale `If-Match`: Superset's `errors` shape, the stored values in `extra`, the current `ETag`. */
export function staleVersionError(body: DashboardPutBody, record: DashboardRecord): ConflictError {
  const extra: DashboardConflictExtra = {
    version: record.version,
    changed_fields: differingFields(body, record),
    current: {
      ...Object.fromEntries(WRITABLE_FIELDS.map((field) => [field, record[field]])),
      changed_on: record.changed_on,
      changed_by: record.changed_by_fk,
    },
  };
  return new ConflictError('The dashboard was changed by someone else since you opened it', {
    detailed: true,
    errorType: 'GENERIC_COMMAND_ERROR',
    level: 'warning',
    extra,
    headers: { etag: etagOf(record.version) },
  });
}
