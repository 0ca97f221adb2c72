import { listChartRecords } from '../lib/records/chart-repository.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { DashboardPutBody } from '#shared/api/dashboard.ts';
import { ConflictError } from '#shared/errors.ts';
import { requireNoTags } from '../charts/index.ts';
import { resolveOwners } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { FieldError } from '../lib/field-error.ts';
import { loadEditableDashboard } from '../lib/auth/dashboard-access.ts';
import { etagOf, staleVersionError } from './conflict.ts';
import { checkDashboardJson, type CheckedJson, placedChartIds, storedMetadata } from './json-fields.ts';
import { claimSlug, readDashboard, releaseSlug, writeDashboard } from '../lib/records/dashboard-repository.ts';
import { resolveRoles } from './roles.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';

/** How often a PUT without `If-Match` re-reads a dashboard someone else saved between its read and its write. */
const LAST_WRITE_WINS_RETRIES = 5;

/** Superset's words when a slug is taken (`DashboardSlugExistsValidationError`). */
export const slugTaken = (): FieldError => new FieldError({ slug: ['Must be unique'] }, 422);

/** Superset's `last_modified_time`: the change instant in epoch seconds, without its fraction. */
export const lastModifiedTime = (isoInstant: string): number => Math.floor(Date.parse(isoInstant) / 1000);

/** What a PUT brings besides the dashboard id: its body, the version `If-Match` names, the clock. */
export interface DashboardPut {
  body: unknown;
  expectedVersion: number | undefined;
  now?: Date;
}

/** The layout and metadata texts the record keeps after a save of `fields` (Superset's `set_dash_metadata`). */
function jsonColumns(
  fields: DashboardPutBody,
  checked: CheckedJson,
  placed: number[] | undefined,
  record: DashboardRecord,
) {
  const positions = checked.metadata?.positions;
  const positionJson = positions
    ? JSON.stringify(positions)
    : fields.position_json === undefined
      ? record.position_json
      : fields.position_json || null;
  const metadataJson = checked.metadata
    ? JSON.stringify(storedMetadata(checked.metadata, placed))
    : fields.json_metadata === undefined
      ? record.json_metadata
      : fields.json_metadata || null;
  return { position_json: positionJson, json_metadata: metadataJson };
}

/** Certification details mean nothing without a certifier: they are dropped when `certified_by` is empty. */
function certification(fields: DashboardPutBody, record: DashboardRecord) {
  const certifiedBy = fields.certified_by === undefined ? record.certified_by : fields.certified_by;
  const details =
    fields.certification_details === undefined ? record.certification_details : fields.certification_details;
  return { certified_by: certifiedBy, certification_details: certifiedBy ? details : null };
}

/** The record after applying `fields` to `record`, as `userId` at `stamp`; relations already resolved. */
async function applyPut(
  access: CallerAccess,
  record: DashboardRecord,
  fields: DashboardPutBody,
  checked: CheckedJson,
  stamp: string,
): Promise<DashboardRecord> {
  const { tenant } = access.claims;
  const userId = await callerUserId(access);
  const [owners, roles, charts] = await Promise.all([
    fields.owners === undefined ? record.owners : resolveOwners(access, fields.owners, userId),
    fields.roles === undefined ? record.roles : resolveRoles(tenant, fields.roles),
    listChartRecords(tenant),
  ]);
  const existing = new Set(charts.map((chart) => chart.id));
  const placed = placedChartIds(checked)?.filter((id) => existing.has(id));
  const pick = <K extends keyof DashboardRecord>(key: K, sent: DashboardRecord[K] | undefined) =>
    sent === undefined ? record[key] : sent;
  return {
    ...record,
    dashboard_title: pick('dashboard_title', fields.dashboard_title),
    slug: fields.slug === undefined ? record.slug : fields.slug || null,
    css: pick('css', fields.css),
    published: fields.published === undefined ? record.published : fields.published === true,
    is_managed_externally:
      fields.is_managed_externally === undefined ? record.is_managed_externally : fields.is_managed_externally === true,
    external_url: pick('external_url', fields.external_url),
    ...certification(fields, record),
    ...jsonColumns(fields, checked, placed, record),
    owners,
    roles,
    chartIds: placed ?? record.chartIds,
    changed_on: stamp,
    changed_by_fk: userId,
    version: record.version + 1,
  };
}

/** Store `updated` over `record`, moving the slug lock when the slug changes (taken: 422, and nothing written). */
async function store(tenant: string, record: DashboardRecord, updated: DashboardRecord): Promise<void> {
  const newSlug = updated.slug !== record.slug ? updated.slug : null;
  if (newSlug !== null && !(await claimSlug(tenant, newSlug, record.id))) throw slugTaken();
  try {
    await writeDashboard(tenant, updated, record.version);
  } catch (error) {
    if (newSlug !== null) await releaseSlug(tenant, newSlug, record.id);
    throw error;
  }
  if (record.slug !== null && record.slug !== updated.slug) await releaseSlug(tenant, record.slug, record.id);
}

/**
 * PUT /api/v1/dashboard/{pk}: Superset's `{ id, last_modified_time, result }` (the body as accepted) and the new
 * version as `ETag`. With `If-Match`, a dashboard saved meanwhile by someone else is a 409 naming what differs;
 * without it the last write wins, as in Superset.
 */
export async function updateDashboard(access: CallerAccess, id: number, put: DashboardPut) {
  const fields = parseWith(DashboardPutBody, put.body);
  requireNoTags(fields.tags);
  const checked = checkDashboardJson(fields);
  const stamp = (put.now ?? new Date()).toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const record = await loadEditableDashboard(access, id);
    if (put.expectedVersion !== undefined && record.version !== put.expectedVersion)
      throw staleVersionError(fields, record);
    const updated = await applyPut(access, record, fields, checked, stamp);
    try {
      await store(access.claims.tenant, record, updated);
      return {
        body: { id, last_modified_time: lastModifiedTime(stamp), result: fields },
        etag: etagOf(updated.version),
      };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= LAST_WRITE_WINS_RETRIES) throw error;
      if (put.expectedVersion !== undefined) {
        const current = await readDashboard(access.claims.tenant, id);
        if (current) throw staleVersionError(fields, current);
      }
    }
  }
}
