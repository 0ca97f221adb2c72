import { DASHBOARD_JSON_MAX_BYTES, DashboardColorsBody, DashboardFiltersBody } from '#shared/api/dashboard.ts';
import { longerThan, utf8Length } from '#shared/limits.ts';
import { FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { loadEditableDashboard } from '../lib/auth/dashboard-access.ts';
import { etagOf } from './conflict.ts';
import { writeDashboard } from '../lib/records/dashboard-repository.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';

/** How often a metadata update re-reads a dashboard saved meanwhile (these updates merge, so they retry). */
const RETRIES = 5;

type Metadata = Record<string, unknown>;

function metadataOf(record: DashboardRecord): Metadata {
  try {
    const parsed: unknown = JSON.parse(record.json_metadata || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Metadata) : {};
  } catch {
    return {};
  }
}

/**
 * Apply `change` to a dashboard's stored metadata and store it over the version read, re-reading when another save
 * got there first. `markUpdated` says whether it is an edit (changed_on, changed_by and the ETag move) or upkeep.
 */
async function updateMetadata<T>(
  access: CallerAccess,
  id: number,
  markUpdated: boolean,
  change: (metadata: Metadata) => T,
  now: Date,
) {
  const userId = await callerUserId(access);
  for (let attempt = 0; ; attempt += 1) {
    const record = await loadEditableDashboard(access, id);
    const metadata = metadataOf(record);
    const result = change(metadata);
    const stamp = markUpdated
      ? { changed_on: now.toISOString(), changed_by_fk: userId, version: record.version + 1 }
      : {};
    const updated = { ...record, json_metadata: JSON.stringify(metadata), ...stamp };
    try {
      await writeDashboard(access.claims.tenant, updated, record.version);
      return { result, etag: etagOf(updated.version) };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= RETRIES) throw error;
    }
  }
}

/** The colour keys Superset's `update_colors_config` copies into the metadata (the namespace is not kept). */
const COLOR_KEYS = [
  'color_scheme_domain',
  'color_scheme',
  'shared_label_colors',
  'map_label_colors',
  'label_colors',
] as const;

/**
 * PUT /api/v1/dashboard/{pk}/colors?mark_updated=: the colour keys sent replace the stored ones; Superset's `{}`.
 * With `mark_updated=false` (the dashboard page keeping its label colours) the save is upkeep, not an edit.
 */
export async function updateDashboardColors(
  access: CallerAccess,
  id: number,
  body: unknown,
  markUpdated: boolean,
  now = new Date(),
) {
  const fields = parseWith(DashboardColorsBody, body);
  const { etag } = await updateMetadata(
    access,
    id,
    markUpdated,
    (metadata) => {
      for (const key of COLOR_KEYS) if (fields[key] !== undefined) metadata[key] = fields[key];
      refuseOversizedColors(metadata, fields);
    },
    now,
  );
  return { body: {}, etag };
}

/**
 * Refuses colours that would make the metadata longer than a dashboard's json_metadata may be (it must fit one stored
 * item), naming the largest colour key sent, in the words a too long json_metadata gets.
 */
function refuseOversizedColors(metadata: Metadata, fields: DashboardColorsBody): void {
  if (utf8Length(JSON.stringify(metadata)) <= DASHBOARD_JSON_MAX_BYTES) return;
  const sizeOf = (key: (typeof COLOR_KEYS)[number]) => JSON.stringify(fields[key] ?? '').length;
  const largest = [...COLOR_KEYS].sort((a, b) => sizeOf(b) - sizeOf(a))[0]!;
  throw new ValidationError({ [largest]: [longerThan(DASHBOARD_JSON_MAX_BYTES)] });
}

/** Superset's `?mark_updated=` (`parse_boolean_string`): true unless it says false; absent is true. */
export const parseMarkUpdated = (raw: string | undefined): boolean =>
  !['false', 'f', 'no', 'n', '0', 'off'].includes((raw ?? 'true').toLowerCase());

/** Each modified filter checked as a native filter or divider: 400 naming `modified.<i>.<field>` otherwise. */
function checkedFilters(modified: readonly Record<string, unknown>[]): FilterConfigItem[] {
  const messages: Record<string, string[]> = {};
  const filters = modified.flatMap((entry, index) => {
    const parsed = FilterConfigItem.safeParse(entry);
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      const key = ['modified', index, ...issue.path].join('.');
      messages[key] = [...(messages[key] ?? []), issue.message];
    }
    return [];
  });
  if (Object.keys(messages).length > 0) throw new ValidationError(messages);
  return filters;
}

/** Superset's `update_native_filters_config`: modified replace or append, deleted go, reordered sets the order. */
function mergeFilters(
  current: readonly FilterConfigItem[],
  modified: readonly FilterConfigItem[],
  deleted: readonly string[],
  reordered: readonly string[],
) {
  const byId = new Map(modified.map((filter) => [filter.id, filter]));
  const kept = current.filter((filter) => !deleted.includes(filter.id)).map((filter) => byId.get(filter.id) ?? filter);
  const added = modified.filter((filter) => !kept.some((existing) => existing.id === filter.id));
  const merged = [...kept, ...added];
  if (reordered.length === 0) return merged;
  const order = [...reordered, ...added.map((filter) => filter.id).filter((filterId) => !reordered.includes(filterId))];
  const mergedById = new Map(merged.map((filter) => [filter.id, filter]));
  return order.flatMap((filterId) => mergedById.get(filterId) ?? []);
}

/** PUT /api/v1/dashboard/{pk}/filters: `{ result: [...the native filter configuration now] }`. */
export async function updateDashboardFilters(access: CallerAccess, id: number, body: unknown, now = new Date()) {
  const fields = parseWith(DashboardFiltersBody, body);
  const modified = checkedFilters(fields.modified ?? []);
  const { result, etag } = await updateMetadata(
    access,
    id,
    true,
    (metadata) => {
      const stored = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
      const current = stored.flatMap((entry) => {
        const parsed = FilterConfigItem.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
      const configuration = mergeFilters(current, modified, fields.deleted ?? [], fields.reordered ?? []);
      metadata.native_filter_configuration = configuration;
      return configuration;
    },
    now,
  );
  return { body: { result }, etag };
}
